import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { signupOutcome } from './signup-outcome';

describe('signup outcome of spec §4', () => {
  it('asks for the two-factor code when the server says so', () => {
    expect(signupOutcome(202, { message: 'Two factor code sent to your phone' })).toEqual({
      kind: 'two-factor',
      message: 'Two factor code sent to your phone',
    });
  });

  it('follows the identity-check redirect of a 200', () => {
    expect(signupOutcome(200, { message: 'ok', redirect: 'https://id.example/check' })).toEqual({
      kind: 'external-check',
      redirect: 'https://id.example/check',
    });
    expect(signupOutcome(200, { message: 'ok' })).toEqual({ kind: 'verify-to-finish' });
  });

  it('reports a created account', () => {
    expect(signupOutcome(201, { message: 'User created successfully' }).kind).toBe('created');
  });

  it('falls back to "Signup failed"', () => {
    const outcome = signupOutcome(201, {});
    expect(outcome).toEqual({ kind: 'other' });
    // The form's words when the server gave none.
    expect(outcome.kind === 'other' && (outcome.message ?? i18next.t('auth.signup.failed'))).toBe(
      'Signup failed',
    );
  });
});
