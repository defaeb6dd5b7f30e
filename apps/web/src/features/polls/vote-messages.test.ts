import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { UnreadableAnswerError } from './api/cast-ballot';
import { voteFailureText } from './vote-messages';

describe('vote failure texts of spec §8', () => {
  it('prefixes the server message with "Error: "', () => {
    const error = new ApiError('You have already voted in this poll', 409, {
      message: 'You have already voted in this poll',
    });
    expect(voteFailureText(error, i18next.t)).toBe('Error: You have already voted in this poll');
  });

  it('falls back to the status text', () => {
    expect(voteFailureText(new ApiError('Bad Gateway', 502, '<html>'), i18next.t)).toBe(
      'Error submitting vote: Bad Gateway',
    );
  });

  it('reports an unreadable answer', () => {
    expect(voteFailureText(new UnreadableAnswerError('expected object'), i18next.t)).toBe(
      'Error parsing response: expected object',
    );
  });
});
