/** Who a request acts for: the session's account, as the auth guard found it. */
export interface Actor {
  userId: string;
  sessionId: string;
  role: 'user' | 'admin';
  identityVerified: boolean;
  /** Keyed hash of the verified NIN: the voter's key in every poll. Null until verified. */
  identityHash: string | null;
  /** The current privacy policy version has been accepted: else only a few routes answer. */
  policyAccepted: boolean;
}
