import type { ConversationEntry } from '@civicng/contracts';
import { notOkMessage } from './api/ask-question';

/**
 * Spec §4 and §8: the texts of the chat send, as catalogue keys; the screen translates them. A
 * waiting or failed entry holds its placeholder's key as its answer, and the entry shows the
 * translated text by its status.
 */
export const processingText = 'chat.answer.processing';
export const failedAnswerText = 'chat.answer.failed';
export const sendFailedText = 'chat.errors.sendFailed';
export const notOkText = 'chat.errors.notOk';
export const historyFailedText = 'chat.errors.historyFailed';

/** waiting: placeholder shown; streaming: chunks arriving; then done or failed. */
export type AnswerStatus = 'waiting' | 'streaming' | 'done' | 'failed';

export interface SentEntry extends ConversationEntry {
  id: number;
  status: AnswerStatus;
}

export interface ConversationState {
  /** The questions asked on this screen since it opened (the history holds the earlier ones). */
  sent: SentEntry[];
  sending: boolean;
  /** The catalogue key of the last send's failure. */
  error: string | null;
}

export type ConversationAction =
  | { type: 'sent'; id: number; query: string; timestamp: string }
  | { type: 'chunk'; id: number; text: string }
  /** error: the catalogue key of the failure's text. */
  | { type: 'failed'; id: number; error: string }
  /** The answer is stored as entryId: it can be reported. */
  | { type: 'stored'; id: number; entryId: number }
  | { type: 'finished'; id: number };

export const initialConversation: ConversationState = { sent: [], sending: false, error: null };

/** Spec §5: a chat message is sent only when it is not empty after trimming. */
export const questionToSend = (text: string): string | null => text.trim() || null;

function update(
  state: ConversationState,
  id: number,
  change: (entry: SentEntry) => SentEntry,
): SentEntry[] {
  return state.sent.map((entry) => (entry.id === id ? change(entry) : entry));
}

/** Spec §4 "Chat send". */
export function conversationReducer(
  state: ConversationState,
  action: ConversationAction,
): ConversationState {
  switch (action.type) {
    case 'sent': {
      const query = questionToSend(action.query);
      if (!query || state.sending) return state;
      const entry: SentEntry = {
        id: action.id,
        user_query: query,
        ai_response: processingText,
        timestamp: action.timestamp,
        status: 'waiting',
      };
      return { sent: [...state.sent, entry], sending: true, error: null };
    }
    case 'chunk':
      // The first chunk replaces the placeholder; later ones append.
      return {
        ...state,
        sent: update(state, action.id, (entry) =>
          entry.status === 'waiting'
            ? { ...entry, ai_response: action.text, status: 'streaming' }
            : entry.status === 'streaming'
              ? { ...entry, ai_response: entry.ai_response + action.text }
              : entry,
        ),
      };
    case 'failed':
      return {
        ...state,
        sent: update(state, action.id, (entry) => ({
          ...entry,
          ai_response: failedAnswerText,
          status: 'failed',
        })),
        error: action.error,
      };
    case 'stored':
      return {
        ...state,
        sent: update(state, action.id, (entry) =>
          entry.status === 'failed' ? entry : { ...entry, entry_id: action.entryId },
        ),
      };
    case 'finished':
      return {
        ...state,
        sending: false,
        sent: update(state, action.id, (entry) =>
          entry.status === 'failed' ? entry : { ...entry, status: 'done' },
        ),
      };
  }
}

/**
 * Spec §8: the refusal of a non-ok answer says so; anything else (network down) is generic. The
 * catalogue key of the text.
 */
export function sendErrorText(error: unknown): string {
  return error instanceof Error && error.message === notOkMessage ? notOkText : sendFailedText;
}
