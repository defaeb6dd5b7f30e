import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client';
import { serverMessageOf } from '../../lib/api-messages';
import { UnreadableAnswerError } from './api/cast-ballot';

/** The catalogue key of the message shown once a vote is in. */
export const votedMessageKey = 'polls.vote.submitted';

/** Spec §8: the server's message, else the status text, else why the answer was unreadable. */
export function voteFailureText(error: unknown, t: TFunction): string {
  if (error instanceof UnreadableAnswerError) {
    return t('polls.vote.errorParsing', { message: error.message });
  }
  if (error instanceof ApiError) {
    const message = serverMessageOf(error);
    if (message) return t('polls.vote.error', { message });
    return t('polls.vote.errorSubmitting', { message: error.message });
  }
  return t('polls.vote.errorSubmitting', {
    message: error instanceof Error ? error.message : String(error),
  });
}
