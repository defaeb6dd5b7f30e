import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { verificationOutcome } from './verification-outcome';

const polls = '/user/dashboard/poll';

describe('verification outcome of spec §4', () => {
  it('continues to the redirect of a 200', () => {
    expect(
      verificationOutcome(
        200,
        { message: 'ok', redirect: 'https://id.example/x' },
        polls,
        i18next.t,
      ),
    ).toEqual({ kind: 'continue', to: 'https://id.example/x' });
  });

  it('asks for the two-factor code', () => {
    expect(
      verificationOutcome(202, { message: 'Two factor code sent' }, polls, i18next.t).kind,
    ).toBe('two-factor');
  });

  it('reports a verified user', () => {
    expect(
      verificationOutcome(200, { message: 'User verified successfully' }, polls, i18next.t).kind,
    ).toBe('verified');
  });

  it('continues to the live polls on any other 200', () => {
    expect(verificationOutcome(200, { message: 'Done' }, polls, i18next.t)).toEqual({
      kind: 'continue',
      to: polls,
    });
  });

  it('falls back to "Verification failed"', () => {
    expect(verificationOutcome(201, {}, polls, i18next.t)).toEqual({
      kind: 'other',
      message: 'Verification failed',
    });
  });
});
