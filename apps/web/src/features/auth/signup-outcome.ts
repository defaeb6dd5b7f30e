import type { MessageResponse } from '@civicng/contracts';

export type SignupOutcome =
  | { kind: 'two-factor'; message: string }
  | { kind: 'external-check'; redirect: string }
  | { kind: 'created'; message: string }
  | { kind: 'verify-to-finish' }
  /** `message` is the server's; without one the form says "Signup failed". */
  | { kind: 'other'; message?: string };

/**
 * Spec §4 signup: the server asks for a two-factor code (202), creates the account (201), or
 * sends the user to an identity check elsewhere (200 with `redirect`).
 */
export function signupOutcome(
  status: number,
  body: Partial<MessageResponse> | undefined,
): SignupOutcome {
  const message = body?.message ?? '';
  // The code says what happened in any language; the spec's English words, from a server
  // that sends no code.
  if (body?.code === 'TWO_FACTOR_SENT' || message.includes('Two factor')) {
    return { kind: 'two-factor', message };
  }
  if (status === 200 && body?.redirect) return { kind: 'external-check', redirect: body.redirect };
  if (body?.code === 'USER_CREATED' || message.includes('User created successfully')) {
    return { kind: 'created', message };
  }
  if (status === 200) return { kind: 'verify-to-finish' };
  return message ? { kind: 'other', message } : { kind: 'other' };
}
