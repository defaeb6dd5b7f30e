import type { MessageResponse } from '@civicng/contracts';

export type SignupOutcome =
  | { kind: 'two-factor'; message: string }
  | { kind: 'external-check'; redirect: string }
  | { kind: 'created'; message: string }
  | { kind: 'verify-to-finish' }
  | { kind: 'other'; message: string };

/**
 * Spec §4 signup: the server asks for a two-factor code (202), creates the account (201), or
 * sends the user to an identity check elsewhere (200 with `redirect`).
 */
export function signupOutcome(
  status: number,
  body: Partial<MessageResponse> | undefined,
): SignupOutcome {
  const message = body?.message ?? '';
  if (message.includes('Two factor')) return { kind: 'two-factor', message };
  if (status === 200 && body?.redirect) return { kind: 'external-check', redirect: body.redirect };
  if (message.includes('User created successfully')) return { kind: 'created', message };
  if (status === 200) return { kind: 'verify-to-finish' };
  return { kind: 'other', message: message || 'Signup failed' };
}
