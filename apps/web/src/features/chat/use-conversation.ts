import { useCallback, useEffect, useReducer, useRef } from 'react';
import { askQuestion } from './api/ask-question';
import {
  conversationReducer,
  initialConversation,
  questionToSend,
  sendErrorText,
} from './conversation';

/**
 * The questions asked on the chat screen: send() adds the entry at once, streams its answer in,
 * and reports whether the question went (false when it is blank or an answer is still coming).
 */
export function useConversation() {
  const [state, dispatch] = useReducer(conversationReducer, initialConversation);
  const nextId = useRef(1);
  // The reducer's flag shows on screen; this one also stops a second Enter in the same tick.
  const busy = useRef(false);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const send = useCallback((text: string): boolean => {
    const query = questionToSend(text);
    if (!query || busy.current) return false;
    busy.current = true;
    const id = nextId.current++;
    const abort = new AbortController();
    controller.current = abort;
    dispatch({ type: 'sent', id, query, timestamp: new Date().toISOString() });
    askQuestion(query, (chunk) => dispatch({ type: 'chunk', id, text: chunk }), abort.signal)
      .then((entryId) => {
        if (entryId !== undefined) dispatch({ type: 'stored', id, entryId });
      })
      .catch((error: unknown) => {
        if (!abort.signal.aborted) dispatch({ type: 'failed', id, error: sendErrorText(error) });
      })
      .finally(() => {
        busy.current = false;
        dispatch({ type: 'finished', id });
      });
    return true;
  }, []);

  return { ...state, send };
}
