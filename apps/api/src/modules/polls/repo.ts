import { and, asc, desc, eq, getTableColumns, gt, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { voterHash } from './voter-key.js';
import {
  ballots,
  pollBallotTallies,
  pollOptions,
  pollOptionTallies,
  pollParticipations,
  polls,
} from '../../db/schema.js';

export type PollRow = typeof polls.$inferSelect;
export type OptionRow = typeof pollOptions.$inferSelect & { voters: number };
export interface PollWithOptions extends PollRow {
  options: OptionRow[];
  totalBallots: number;
}

/** Each option's count: the sum of its shards. */
const optionTally = sql<number>`coalesce((select sum(${pollOptionTallies.voters}) from ${pollOptionTallies} where ${pollOptionTallies.optionId} = ${pollOptions.id}), 0)::int`;

async function ballotTotals(db: Db, pollIds: number[]) {
  return db
    .select({
      pollId: pollBallotTallies.pollId,
      n: sql<number>`sum(${pollBallotTallies.ballots})::int`,
    })
    .from(pollBallotTallies)
    .where(inArray(pollBallotTallies.pollId, pollIds))
    .groupBy(pollBallotTallies.pollId);
}

async function attachOptions(db: Db, rows: PollRow[]): Promise<PollWithOptions[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [options, totals] = await Promise.all([
    db
      .select({ ...getTableColumns(pollOptions), voters: optionTally })
      .from(pollOptions)
      .where(inArray(pollOptions.pollId, ids))
      .orderBy(asc(pollOptions.position)),
    ballotTotals(db, ids),
  ]);
  return rows.map((row) => ({
    ...row,
    options: options.filter((o) => o.pollId === row.id),
    totalBallots: totals.find((t) => t.pollId === row.id)?.n ?? 0,
  }));
}

export async function findPoll(db: Db, id: number): Promise<PollWithOptions | undefined> {
  const rows = await db.select().from(polls).where(eq(polls.id, id)).limit(1);
  return (await attachOptions(db, rows))[0];
}

/** A poll's state and times only: enough to judge who may see it, without its options. */
export async function findPollState(db: Db, id: number) {
  const [row] = await db
    .select({
      id: polls.id,
      status: polls.status,
      startTime: polls.startTime,
      endTime: polls.endTime,
      resultsVisibility: polls.resultsVisibility,
    })
    .from(polls)
    .where(eq(polls.id, id))
    .limit(1);
  return row;
}

export async function listAllPolls(db: Db): Promise<PollWithOptions[]> {
  return attachOptions(db, await db.select().from(polls).orderBy(desc(polls.createdAt)));
}

export async function listLivePolls(db: Db, type: 'poll' | 'vote', now: Date) {
  const rows = await db
    .select()
    .from(polls)
    .where(
      and(
        eq(polls.type, type),
        eq(polls.status, 'active'),
        lte(polls.startTime, now),
        gt(polls.endTime, now),
      ),
    )
    .orderBy(asc(polls.endTime));
  return attachOptions(db, rows);
}

/** Polls that have ended (deactivated, closed or past their end), latest first. */
export async function listFinishedPolls(db: Db, now: Date, limit: number) {
  const rows = await db
    .select()
    .from(polls)
    .where(
      and(
        lte(polls.startTime, now),
        or(
          inArray(polls.status, ['closed', 'expired']),
          and(eq(polls.status, 'active'), lte(polls.endTime, now)),
        ),
      ),
    )
    .orderBy(desc(polls.endTime))
    .limit(limit);
  return attachOptions(db, rows);
}

/** Which of these polls this identity (a verified NIN's keyed hash) has already voted in. */
/** The polls among `pollIds` in which one of these voter keys took part. */
async function pollsWithParticipation(
  db: Db,
  pollIds: readonly number[],
  keys: readonly string[],
): Promise<Set<number>> {
  if (pollIds.length === 0 || keys.length === 0) return new Set();
  const rows = await db
    .select({ pollId: pollParticipations.pollId })
    .from(pollParticipations)
    .where(
      and(
        inArray(pollParticipations.pollId, [...pollIds]),
        inArray(pollParticipations.voterHash, [...keys]),
      ),
    );
  return new Set(rows.map((r) => r.pollId));
}

/** Whether any of these identities (the accounts on one shared phone) voted in the poll. */
export async function anyVotedIn(
  db: Db,
  pollId: number,
  identityHashes: readonly (string | null)[],
): Promise<boolean> {
  const keys = identityHashes
    .filter((hash) => hash !== null)
    .map((hash) => voterHash(pollId, hash));
  return (await pollsWithParticipation(db, [pollId], keys)).has(pollId);
}

export async function pollsVotedBy(
  db: Db,
  identityHash: string | null,
  pollIds: number[],
): Promise<Set<number>> {
  if (!identityHash) return new Set();
  const keys = pollIds.map((id) => voterHash(id, identityHash));
  return pollsWithParticipation(db, pollIds, keys);
}

export async function currentCounts(db: Db, pollId: number) {
  const [options, [total]] = await Promise.all([
    db
      .select({ id: pollOptions.id, voters: optionTally })
      .from(pollOptions)
      .where(eq(pollOptions.pollId, pollId))
      .orderBy(asc(pollOptions.position)),
    ballotTotals(db, [pollId]),
  ]);
  return { poll_id: pollId, total_ballots: total?.n ?? 0, options };
}

/** Every counted receipt code of a poll, in code order (never in the order they were cast). */
export async function receiptCodes(db: Db, pollId: number) {
  return db
    .select({ receipt_code: ballots.receiptCode })
    .from(ballots)
    .where(eq(ballots.pollId, pollId))
    .orderBy(ballots.receiptCode);
}

export async function ballotCounted(db: Db, pollId: number, receiptCode: string) {
  const rows = await db
    .select({ pollId: ballots.pollId })
    .from(ballots)
    .where(and(eq(ballots.receiptCode, receiptCode), eq(ballots.pollId, pollId)))
    .limit(1);
  return rows.length > 0;
}
