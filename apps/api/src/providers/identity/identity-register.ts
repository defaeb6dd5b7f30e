/**
 * An identity register behind the NIN check: NIMC's database as reached through a licensed
 * verifier in production, a JSON Lines file by default. A lookup answers with the person on record,
 * including the phone number the SMS code must go to.
 */
export interface IdentityRecord {
  /** The 11-digit NIN, also when the lookup was by virtual NIN. */
  nin: string;
  firstName: string;
  lastName: string;
  /** The phone number on record, E.164 (+234…), or null when the register holds none. */
  phoneE164: string | null;
  /** YYYY-MM-DD when known. */
  dateOfBirth?: string;
}

export type IdentityQuery = { kind: 'nin'; value: string } | { kind: 'vnin'; value: string };

export interface IdentityRegister {
  /**
   * The person with this NIN or virtual NIN, or undefined when the register has no such person.
   * Throws IdentityRegisterUnavailable when the register cannot answer now.
   */
  lookup(query: IdentityQuery): Promise<IdentityRecord | undefined>;
}

/** The register did not answer (down, timed out, refused our credentials): retry later. */
export class IdentityRegisterUnavailable extends Error {}
