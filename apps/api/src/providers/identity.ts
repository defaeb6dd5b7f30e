/**
 * Decides how a citizen's phone and NIN are checked. The default checks formats and proves the
 * phone with an SMS code; a provider with a hosted check (e.g. a NIMC-licensed verifier) answers
 * with a URL to send the citizen to instead.
 */
export interface IdentityProvider {
  begin(input: {
    userId: string;
    phoneE164: string;
    nin: string;
  }): Promise<{ kind: 'sms-code' } | { kind: 'redirect'; url: string }>;
}

export const smsCodeIdentityProvider: IdentityProvider = {
  begin: async () => ({ kind: 'sms-code' }),
};
