import { chatEntryIdHeader } from '@civicng/contracts';
import { screenLanguage } from '../../../lib/api-client';
import { clearToken, getToken } from '../../../lib/storage';
import { readTextStream } from '../../../lib/text-stream';

/**
 * Spec §8: the message of the Error thrown when the server refuses the question; the screen shows
 * its translation (conversation.ts, notOkText).
 */
export const notOkMessage = 'Network response was not ok';

/** The stored entry's id from the answer's header, if the server sent a valid one. */
function entryIdOf(response: Response): number | undefined {
  const id = Number(response.headers.get(chatEntryIdHeader) ?? '');
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * POST /api/ask: sends the question and streams the answer's markdown to onChunk; resolves with
 * the id the answer is stored as, once it is complete. Throws Error(notOkMessage) when the server
 * answers with an error.
 */
export async function askQuestion(
  userQuery: string,
  onChunk: (text: string) => void,
  signal?: AbortSignal,
): Promise<number | undefined> {
  const token = getToken();
  const response = await fetch('/api/ask', {
    method: 'POST',
    headers: {
      accept: 'text/plain',
      'accept-language': screenLanguage(),
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ user_query: userQuery }),
    signal,
  });
  if (!response.ok) {
    // As the API client does: a revoked session forgets the token, and the screen goes to /login.
    if (response.status === 401 && token) clearToken();
    throw new Error(notOkMessage);
  }
  if (!response.body) {
    const text = await response.text();
    if (text) onChunk(text);
    return entryIdOf(response);
  }
  await readTextStream(response.body, onChunk);
  return entryIdOf(response);
}
