import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
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
    throw badRequest('messages.choosePinThatHarder');
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
 *
 * The try is counted before the PIN is judged, in one statement per number: tries made at once
 * (parallel sessions) each take a try or find the lock, so no more than five are ever judged.
 */
export async function checkVotingPin(
  db: Db,
  userIds: string[],
  pin: string,
  now = new Date(),
): Promise<PinCheck> {
  if (userIds.length === 0) return { outcome: 'no_pin' };
  const rows = await db
    .select({ userId: votingPins.userId, lockedUntil: votingPins.lockedUntil })
    .from(votingPins)
    .where(inArray(votingPins.userId, userIds));
  if (rows.length === 0) return { outcome: 'no_pin' };
  const lockedNow = latestLock(rows, now);
  if (lockedNow) return { outcome: 'locked', until: lockedNow };

  const until = new Date(now.getTime() + pinLockMinutes * 60_000);
  const at = now.toISOString();
  // A lock that has run out starts the count afresh.
  const counted = sql`(case when ${votingPins.lockedUntil} <= ${at}::timestamptz then 0 else ${votingPins.failedAttempts} end) + 1`;
  const taken = await db
    .update(votingPins)
    .set({
      failedAttempts: counted,
      lockedUntil: sql`case when ${counted} >= ${pinTries} then ${until.toISOString()}::timestamptz else null end`,
    })
    .where(
      and(
        inArray(votingPins.userId, userIds),
        or(isNull(votingPins.lockedUntil), lte(votingPins.lockedUntil, sql`${at}::timestamptz`)),
      ),
    )
    .returning({
      userId: votingPins.userId,
      pinHash: votingPins.pinHash,
      failed: votingPins.failedAttempts,
    });
  // Another session took the last try (or locked one of the accounts) first.
  if (taken.length < rows.length) {
    const [row] = await db
      .select({ lockedUntil: votingPins.lockedUntil })
      .from(votingPins)
      .where(and(inArray(votingPins.userId, userIds), gt(votingPins.lockedUntil, now)))
      .limit(1);
    await giveBack(
      db,
      taken.map((t) => t.userId),
    );
    return { outcome: 'locked', until: row?.lockedUntil ?? until };
  }
  for (const row of taken) {
    if (/^\d{4}$/.test(pin) && (await verifyPassword(row.pinHash, pin))) {
      await db
        .update(votingPins)
        .set({ failedAttempts: 0, lockedUntil: null })
        .where(eq(votingPins.userId, row.userId));
      // The try was not a wrong PIN for the others on the number either.
      await giveBack(
        db,
        taken.filter((t) => t.userId !== row.userId).map((t) => t.userId),
      );
      return { outcome: 'ok', userId: row.userId };
    }
  }
  const worst = Math.max(...taken.map((r) => r.failed));
  if (worst >= pinTries) return { outcome: 'locked', until };
  return { outcome: 'wrong', triesLeft: pinTries - worst };
}

function latestLock(rows: { lockedUntil: Date | null }[], now: Date): Date | undefined {
  return rows
    .map((r) => r.lockedUntil)
    .filter((until): until is Date => until !== null && until > now)
    .sort((a, b) => b.getTime() - a.getTime())[0];
}

/** Takes back a try counted for these accounts (the PIN was right, or never judged). */
async function giveBack(db: Db, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .update(votingPins)
    .set({
      failedAttempts: sql`greatest(${votingPins.failedAttempts} - 1, 0)`,
      lockedUntil: sql`case when ${votingPins.failedAttempts} - 1 < ${pinTries} then null else ${votingPins.lockedUntil} end`,
    })
    .where(inArray(votingPins.userId, userIds));
}
