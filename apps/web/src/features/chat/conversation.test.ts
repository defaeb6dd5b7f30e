import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { notOkMessage } from './api/ask-question';
import {
  conversationReducer,
  failedAnswerText,
  initialConversation,
  processingText,
  questionToSend,
  sendErrorText,
  sendFailedText,
  type ConversationState,
} from './conversation';

const at = '2026-06-03T13:30:00.000Z';
const asked = (query = 'How old must I be to run for president?', id = 1) =>
  conversationReducer(initialConversation, { type: 'sent', id, query, timestamp: at });

describe('chat send (spec §4)', () => {
  it('adds the entry at once with the placeholder answer and sets the sending flag', () => {
    const state = asked('  Can police detain me without charge?  ');
    expect(state.sending).toBe(true);
    expect(state.sent).toEqual([
      {
        id: 1,
        user_query: 'Can police detain me without charge?',
        ai_response: processingText,
        timestamp: at,
        status: 'waiting',
      },
    ]);
    expect(i18next.t(processingText)).toBe('Processing your query...');
  });

  it('ignores an empty or whitespace-only message', () => {
    expect(questionToSend('')).toBeNull();
    expect(questionToSend(' \n\t ')).toBeNull();
    expect(questionToSend(' bail ')).toBe('bail');
    for (const query of ['', '   ', '\n\t']) {
      expect(asked(query)).toBe(initialConversation);
    }
  });

  it('ignores a second question while an answer is coming', () => {
    const state = asked();
    expect(
      conversationReducer(state, { type: 'sent', id: 2, query: 'Another', timestamp: at }),
    ).toBe(state);
  });

  it('replaces the placeholder with the first chunk, then appends the others', () => {
    let state: ConversationState = asked();
    state = conversationReducer(state, { type: 'chunk', id: 1, text: 'Here is ' });
    expect(state.sent[0]?.ai_response).toBe('Here is ');
    expect(state.sent[0]?.status).toBe('streaming');
    state = conversationReducer(state, { type: 'chunk', id: 1, text: 'the provision' });
    state = conversationReducer(state, { type: 'chunk', id: 1, text: ' [s. 131](/laws/x#s-131)' });
    expect(state.sent[0]?.ai_response).toBe('Here is the provision [s. 131](/laws/x#s-131)');
    state = conversationReducer(state, { type: 'finished', id: 1 });
    expect(state.sending).toBe(false);
    expect(state.sent[0]?.status).toBe('done');
    expect(state.sent[0]?.ai_response).toBe('Here is the provision [s. 131](/laws/x#s-131)');
  });

  it('only touches the entry the chunk belongs to', () => {
    let state = asked('first', 1);
    state = conversationReducer(state, { type: 'chunk', id: 1, text: 'one' });
    state = conversationReducer(state, { type: 'finished', id: 1 });
    state = conversationReducer(state, { type: 'sent', id: 2, query: 'second', timestamp: at });
    state = conversationReducer(state, { type: 'chunk', id: 2, text: 'two' });
    expect(state.sent.map((entry) => entry.ai_response)).toEqual(['one', 'two']);
  });

  it('on failure shows "Error processing message." and the error, then clears the flag', () => {
    let state = asked();
    state = conversationReducer(state, { type: 'chunk', id: 1, text: 'Partial' });
    state = conversationReducer(state, {
      type: 'failed',
      id: 1,
      error: sendErrorText(new Error(notOkMessage)),
    });
    state = conversationReducer(state, { type: 'finished', id: 1 });
    expect(state.sent[0]?.ai_response).toBe(failedAnswerText);
    expect(i18next.t(failedAnswerText)).toBe('Error processing message.');
    expect(state.sent[0]?.status).toBe('failed');
    expect(i18next.t(state.error ?? '')).toBe('Network response was not ok');
    expect(state.sending).toBe(false);
  });

  it('keeps the stored entry id of a finished answer, so it can be reported', () => {
    let state = asked();
    state = conversationReducer(state, { type: 'chunk', id: 1, text: 'Yes.' });
    expect(state.sent[0]?.entry_id).toBeUndefined();
    state = conversationReducer(state, { type: 'stored', id: 1, entryId: 42 });
    state = conversationReducer(state, { type: 'finished', id: 1 });
    expect(state.sent[0]).toMatchObject({ entry_id: 42, status: 'done', ai_response: 'Yes.' });
    // A failed answer was never stored: nothing to report.
    let failed = asked();
    failed = conversationReducer(failed, { type: 'failed', id: 1, error: sendFailedText });
    failed = conversationReducer(failed, { type: 'stored', id: 1, entryId: 43 });
    expect(failed.sent[0]?.entry_id).toBeUndefined();
  });

  it('clears the last error when the next question goes', () => {
    let state = asked();
    state = conversationReducer(state, { type: 'failed', id: 1, error: sendFailedText });
    state = conversationReducer(state, { type: 'finished', id: 1 });
    state = conversationReducer(state, { type: 'sent', id: 2, query: 'again', timestamp: at });
    expect(state.error).toBeNull();
  });

  it('words the failure as spec §8 does', () => {
    expect(i18next.t(sendErrorText(new Error(notOkMessage)))).toBe('Network response was not ok');
    expect(i18next.t(sendErrorText(new TypeError('Failed to fetch')))).toBe(
      'Failed to send message.',
    );
  });
});
