import { ApiError } from '../../lib/api-client';
import { serverMessageOf } from '../../lib/api-messages';
import { UnreadableAnswerError } from './api/cast-ballot';

export const votedMessage = 'Vote submitted successfully';

/** Spec §8: the server's message, else the status text, else why the answer was unreadable. */
export function voteFailureText(error: unknown): string {
  if (error instanceof UnreadableAnswerError) return `Error parsing response: ${error.message}`;
  if (error instanceof ApiError) {
    const message = serverMessageOf(error);
    if (message) return `Error: ${message}`;
    return `Error submitting vote: ${error.message}`;
  }
  return `Error submitting vote: ${error instanceof Error ? error.message : String(error)}`;
}
