import { sha256 } from '../../security/crypto.js';

/**
 * The participation key of one identity in one poll. The NIN's hash is already keyed (HMAC with
 * the lookup key), so this cannot be computed from a NIN without the key; being per poll, the keys
 * of one person in two polls cannot be linked. Migration 0001 computes the same in SQL.
 */
export const voterHash = (pollId: number, identityHash: string) =>
  sha256(`${pollId}:${identityHash}`);
