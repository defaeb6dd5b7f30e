import type { MessageResponse } from '@civicng/contracts';
import type { TFunction } from 'i18next';

export type VerificationOutcome =
  | { kind: 'continue'; to: string }
  | { kind: 'two-factor'; message: string }
  | { kind: 'verified'; message: string }
  | { kind: 'other'; message: string };

/**
 * Spec §4 account verification. A 200 carrying `redirect` continues the identity check there;
 * the messages then decide (two-factor code asked for, verified); any other 200 continues to
 * the live polls. `t` words the fallback when the server gave no message.
 */
export function verificationOutcome(
  status: number,
  body: Partial<MessageResponse> | undefined,
  livePollsPath: string,
  t: TFunction,
): VerificationOutcome {
  const message = body?.message ?? '';
  if (status === 200 && body?.redirect) return { kind: 'continue', to: body.redirect };
  // The code says what happened in any language; the spec's English words, from a server
  // that sends no code.
  if (body?.code === 'TWO_FACTOR_SENT' || message.includes('Two factor')) {
    return { kind: 'two-factor', message };
  }
  if (body?.code === 'USER_VERIFIED' || message.includes('User verified successfully')) {
    return { kind: 'verified', message };
  }
  if (status === 200) return { kind: 'continue', to: livePollsPath };
  return { kind: 'other', message: message || t('account.verification.failed') };
}
