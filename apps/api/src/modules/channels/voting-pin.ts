import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { votingPins } from '../../db/schema.js';
import { badRequest } from '../../errors.js';
import { hashPassword, verifyPassword } from '../../security/crypto.js';

/** Wrong PINs in a row before USSD voting locks, and for how long. */
export const pinTries = 5;
export const pinLockMinutes = 30;

/** PINs anyone would try first: one digit four times, or four in a row up or down. */
function guessable(pin: string): boolean {
  const digits = pin.split('').map(Number); // four ASCII digits: checked by the contract
  const steps = new Set(digits.slice(1).map((d, i) => d - (digits[i] ?? 0)));
  return steps.size === 1 && [0, 1, -1].includes([...steps][0] ?? 2);
}

export async function setVotingPin(db: Db, userId: string, pin: string): Promise<void> {
  if (guessable(pin)) {
    throw badRequest('Choose a PIN that is harder to guess than 1234 or 0000.');
  }
  const pinHash = await hashPassword(pin);
  await db
    .insert(votingPins)
    .values({ userId, pinHash })
    .onConflictDoUpdate({
      target: votingPins.userId,
      set: { pinHash, failedAttempts: 0, lockedUntil: null, updatedAt: new Date() },
    });
}

export async function hasVotingPin(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: votingPins.userId })
    .from(votingPins)
    .where(eq(votingPins.userId, userId))
    .limit(1);
  return row !== undefined;
}

export type PinCheck =
  | { outcome: 'ok'; userId: string }
  | { outcome: 'no_pin' }
  | { outcome: 'wrong'; triesLeft: number }
  | { outcome: 'locked'; until: Date };

/**
 * Checks a PIN typed on a phone against the PINs of the accounts on that number (a family may
 * share one phone; the PIN says whose ballot it is). A wrong PIN counts against every one of them,
 * and the lock holds for all, so guessing cannot move from one account to the next.
 */
export async function checkVotingPin(
  db: Db,
  userIds: string[],
  pin: string,
  now = new Date(),
): Promise<PinCheck> {
  if (userIds.length === 0) return { outcome: 'no_pin' };
  const rows = await db.select().from(votingPins).where(inArray(votingPins.userId, userIds));
  if (rows.length === 0) return { outcome: 'no_pin' };
  const locked = rows
    .map((r) => r.lockedUntil)
    .filter((until): until is Date => until !== null && until > now)
    .sort((a, b) => b.getTime() - a.getTime())[0];
  if (locked) return { outcome: 'locked', until: locked };
  for (const row of rows) {
    if (/^\d{4}$/.test(pin) && (await verifyPassword(row.pinHash, pin))) {
      await db
        .update(votingPins)
        .set({ failedAttempts: 0, lockedUntil: null })
        .where(eq(votingPins.userId, row.userId));
      return { outcome: 'ok', userId: row.userId };
    }
  }
  // One statement per account adds the failure and locks at the limit, so tries made at once
  // on two phones cannot both slip under it.
  const ids = rows.map((r) => r.userId);
  const until = new Date(now.getTime() + pinLockMinutes * 60_000);
  const updated = await db
    .update(votingPins)
    .set({
      failedAttempts: sql`case when ${votingPins.failedAttempts} + 1 >= ${pinTries} then 0 else ${votingPins.failedAttempts} + 1 end`,
      lockedUntil: sql`case when ${votingPins.failedAttempts} + 1 >= ${pinTries} then ${until.toISOString()}::timestamptz else ${votingPins.lockedUntil} end`,
    })
    .where(and(inArray(votingPins.userId, ids)))
    .returning({ failed: votingPins.failedAttempts, lockedUntil: votingPins.lockedUntil });
  const nowLocked = updated.find((r) => r.lockedUntil !== null && r.lockedUntil > now);
  if (nowLocked?.lockedUntil) return { outcome: 'locked', until: nowLocked.lockedUntil };
  const worst = Math.max(...updated.map((r) => r.failed));
  return { outcome: 'wrong', triesLeft: pinTries - worst };
}
