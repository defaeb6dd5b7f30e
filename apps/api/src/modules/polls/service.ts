import type { Message, MessageKey } from '../../i18n/index.js';
import { recordPersonalDataRead } from '../accounts/index.js';
import { randomFillSync } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Poll, PollPayload } from '@civicng/contracts';
import type { z } from 'zod';
import type { PollPayload as PollPayloadSchema } from '@civicng/contracts';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { PollsContext } from './polls-context.js';
import { ballots, pollAuditLog, pollOptions, polls } from '../../db/schema.js';
import { AppError, badRequest, notFound } from '../../errors.js';
import type { Actor } from '../../sessions/index.js';
import { notVerifiedMessage } from '../../plugins/auth.js';
import { voterHash } from './voter-key.js';
import { canEdit, isLive, isPublished, receiptsArePublic, resultsVisible } from './policy.js';
import {
  ballotCounted,
  findPollState,
  findPoll,
  listAllPolls,
  listLivePolls,
  pollsVotedBy,
  receiptCodes,
  type PollWithOptions,
} from './repo.js';

type ParsedPayload = z.output<typeof PollPayloadSchema>;
export type { PollPayload };

export const pollMessages = {
  saved: 'messages.changesSavedSuccessfully',
  voted: 'messages.voteSubmittedSuccessfully',
  alreadyVoted: 'messages.haveAlreadyVotedPoll',
  locked: 'messages.pollCanNoLonger',
  closed: 'messages.pollNotOpenVoting',
  notFound: 'messages.pollNotFound',
} satisfies Record<
  string,
  MessageKey | Record<string, MessageKey> | ((...args: never[]) => Message)
>;

/** The poll as one viewer may see it: counts hidden unless its results are visible to them. */
export function toPollResponse(
  poll: PollWithOptions,
  viewer: { isAdmin: boolean; hasVoted: boolean },
  now: Date,
): Poll {
  const visible = resultsVisible(poll, viewer, now);
  return {
    id: poll.id,
    title: poll.title,
    description: poll.description,
    start_time: poll.startTime.toISOString(),
    end_time: poll.endTime.toISOString(),
    status: poll.status,
    type: poll.type,
    allow_multiple_votes: poll.allowMultipleVotes,
    results_visibility: poll.resultsVisibility,
    results_visible: visible,
    has_voted: viewer.hasVoted,
    total_ballots: visible ? poll.totalBallots : null,
    options: poll.options.map((o) => ({
      id: o.id,
      title: o.title,
      description: o.description,
      image_path: o.imagePath,
      voters: visible ? o.voters : null,
    })),
  };
}

const optionRows = (pollId: number, payload: ParsedPayload) =>
  payload.options.map((o, position) => ({
    pollId,
    position,
    title: o.title,
    description: o.description,
    imagePath: o.image_path ?? null,
  }));

const pollFields = (payload: ParsedPayload) => ({
  title: payload.title,
  description: payload.description,
  type: payload.type,
  status: payload.status,
  startTime: payload.start_date,
  endTime: payload.end_date,
  allowMultipleVotes: payload.allow_multiple_votes,
  resultsVisibility: payload.results_visibility,
});

export async function createPoll(ctx: AppContext, actor: Actor, payload: ParsedPayload) {
  const id = await ctx.db.transaction(async (tx) => {
    const [poll] = await tx
      .insert(polls)
      .values({ ...pollFields(payload), createdBy: actor.userId })
      .returning({ id: polls.id });
    if (!poll) throw new Error('poll insert returned nothing');
    await tx.insert(pollOptions).values(optionRows(poll.id, payload));
    await tx.insert(pollAuditLog).values([
      {
        pollId: poll.id,
        actorId: actor.userId,
        action: 'create',
        details: { title: payload.title },
      },
      ...(payload.status === 'active'
        ? [{ pollId: poll.id, actorId: actor.userId, action: 'activate' as const }]
        : []),
    ]);
    return poll.id;
  });
  return id;
}

/**
 * Edits a draft without votes. Once a poll is live or has votes, the only change accepted is
 * ending it (status expired or closed): that is what Deactivate sends.
 */
export async function editPoll(
  ctx: AppContext,
  actor: Actor,
  pollId: number,
  payload: ParsedPayload,
): Promise<void> {
  const poll = await findPoll(ctx.db, pollId);
  if (!poll) throw notFound(pollMessages.notFound);
  if (!canEdit(poll, poll.totalBallots)) {
    const ending = payload.status === 'expired' || payload.status === 'closed';
    if (!ending || poll.status === 'draft') throw new AppError('POLL_LOCKED', pollMessages.locked);
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(polls)
        .set({ status: payload.status, updatedAt: new Date() })
        .where(eq(polls.id, pollId));
      await tx.insert(pollAuditLog).values({
        pollId,
        actorId: actor.userId,
        action: 'deactivate',
        details: { from: poll.status, to: payload.status },
      });
    });
    return;
  }
  await ctx.db.transaction(async (tx) => {
    // Holding the row while options are replaced keeps a concurrent first ballot out.
    await tx.execute(sql`select id from ${polls} where ${polls.id} = ${pollId} for update`);
    const [{ n } = { n: 0 }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(ballots)
      .where(eq(ballots.pollId, pollId));
    if (n > 0) throw new AppError('POLL_LOCKED', pollMessages.locked);
    await tx
      .update(polls)
      .set({ ...pollFields(payload), updatedAt: new Date() })
      .where(eq(polls.id, pollId));
    await tx.delete(pollOptions).where(eq(pollOptions.pollId, pollId));
    await tx.insert(pollOptions).values(optionRows(pollId, payload));
    const activated = poll.status !== 'active' && payload.status === 'active';
    await tx.insert(pollAuditLog).values({
      pollId,
      actorId: actor.userId,
      action: activated ? 'activate' : 'edit',
      details: { title: payload.title, status: payload.status },
    });
  });
}

export async function listPollsForAdmin(ctx: AppContext, now = new Date()): Promise<Poll[]> {
  const all = await listAllPolls(ctx.db);
  return all.map((p) => toPollResponse(p, { isAdmin: true, hasVoted: false }, now));
}

export async function listLive(
  ctx: AppContext,
  actor: Actor,
  type: 'poll' | 'vote',
  now = new Date(),
): Promise<Poll[]> {
  const live = await listLivePolls(ctx.db, type, now);
  const voted = await pollsVotedBy(
    ctx.db,
    actor.identityHash,
    live.map((p) => p.id),
  );
  return live.map((p) =>
    toPollResponse(p, { isAdmin: actor.role === 'admin', hasVoted: voted.has(p.id) }, now),
  );
}

/**
 * Receipt randomness drawn from the CSPRNG a few hundred receipts at a time: one call into
 * OpenSSL per receipt cost about 10 µs, a tenth of a ballot's CPU on election day.
 */
const receiptPool = Buffer.alloc(12 * 256);
let receiptPoolUsed = receiptPool.length;
function randomReceiptBytes(): Buffer {
  if (receiptPoolUsed === receiptPool.length) {
    randomFillSync(receiptPool);
    receiptPoolUsed = 0;
  }
  receiptPoolUsed += 12;
  return receiptPool.subarray(receiptPoolUsed - 12, receiptPoolUsed);
}

/** Readable, unambiguous receipt code: 12 characters of Crockford base32 in groups of four. */
function receiptCode(): string {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  const bytes = randomReceiptBytes();
  const chars = [...bytes].map((b) => alphabet[b % 32]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}

/**
 * Definitions of live polls. A poll's options and choice rule can change only while it is a draft
 * without votes, so once seen active they are fixed; its status is re-checked by the ballot itself.
 */
const liveDefinitions = new LRUCache<number, PollWithOptions>({ max: 1000 });

async function pollForBallot(
  ctx: AppContext,
  pollId: number,
): Promise<PollWithOptions | undefined> {
  const cached = liveDefinitions.get(pollId);
  if (cached) return cached;
  const poll = await findPoll(ctx.db, pollId);
  if (poll?.status === 'active') {
    liveDefinitions.set(pollId, poll);
  }
  return poll;
}

/**
 * One person, one ballot: the ballot writer records the participation, the secret ballot, its
 * choices and the counts in one statement, where the participation's unique (poll, voter) key
 * refuses a second ballot and a poll that is no longer live records nothing.
 */
export async function castBallot(
  ctx: PollsContext,
  // Only the voter's identity counts: the web and USSD voters reach the ballot alike.
  input: { actor: Pick<Actor, 'identityHash'>; pollId: number; optionTitles: string[] },
  now = new Date(),
): Promise<{ receiptCode: string; choices: string[] }> {
  // Administrators pass the verified guard to read lists, but vote only as verified citizens.
  const identityHash = input.actor.identityHash;
  if (!identityHash) throw new AppError('NOT_VERIFIED', notVerifiedMessage);
  const poll = await pollForBallot(ctx, input.pollId);
  // A draft or a poll not yet started does not exist for voters: 404, as for a missing poll.
  if (!poll || !isPublished(poll, now)) throw notFound(pollMessages.notFound);
  if (!isLive(poll, now)) throw new AppError('POLL_CLOSED', pollMessages.closed);
  const titles = input.optionTitles.map((t) => t.trim());
  if (new Set(titles.map((t) => t.toLowerCase())).size !== titles.length) {
    throw badRequest('messages.chooseEachOptionOnly');
  }
  if (!poll.allowMultipleVotes && titles.length !== 1) {
    throw badRequest('messages.pollTakesExactlyOne');
  }
  const options = titles.map((title) => {
    const option = poll.options.find((o) => o.title.toLowerCase() === title.toLowerCase());
    if (!option) throw badRequest('messages.notAnOption', { title });
    return option;
  });

  const code = receiptCode();
  const outcome = await ctx.ballots.write({
    pollId: poll.id,
    voterKey: voterHash(poll.id, identityHash),
    receiptCode: code,
    optionIds: options.map((o) => o.id),
  });
  if (outcome === 'already_voted') throw new AppError('ALREADY_VOTED', pollMessages.alreadyVoted);
  if (outcome === 'closed') {
    liveDefinitions.delete(poll.id);
    throw new AppError('POLL_CLOSED', pollMessages.closed);
  }
  return { receiptCode: code, choices: options.map((o) => o.title) };
}

/**
 * The poll as the viewer may see it: a draft or a scheduled poll is not public yet, not even its
 * title, so to anyone but an administrator it does not exist.
 */
export async function findVisiblePoll(
  ctx: AppContext,
  pollId: number,
  viewer: { isAdmin: boolean },
  now = new Date(),
) {
  const poll = await findPoll(ctx.db, pollId);
  if (!poll || (!viewer.isAdmin && !isPublished(poll, now))) {
    throw notFound(pollMessages.notFound);
  }
  return poll;
}

/** The poll whose counts this viewer may follow live: 404 as for a missing poll, 403 until visible. */
export async function pollToFollow(
  ctx: AppContext,
  actor: Actor,
  pollId: number,
  now = new Date(),
): Promise<PollWithOptions> {
  const isAdmin = actor.role === 'admin';
  const poll = await findVisiblePoll(ctx, pollId, { isAdmin }, now);
  const hasVoted = (await pollsVotedBy(ctx.db, actor.identityHash, [poll.id])).has(poll.id);
  if (!resultsVisible(poll, { isAdmin, hasVoted }, now)) {
    throw new AppError('FORBIDDEN', 'messages.resultsPollNotVisible');
  }
  return poll;
}

/**
 * The poll's receipts: nothing but the poll while it is open, every counted code with the final
 * totals once it is over (docs/decisions/004-secret-ballot.md says why not sooner).
 */
export async function pollReceipts(ctx: AppContext, pollId: number, now = new Date()) {
  const poll = await findVisiblePoll(ctx, pollId, { isAdmin: false }, now);
  const about = { id: poll.id, title: poll.title, status: poll.status };
  if (!receiptsArePublic(poll, now)) {
    return { poll: about, published: false, ballots: [], total_ballots: null, totals: [] };
  }
  return {
    poll: about,
    published: true,
    ballots: await receiptCodes(ctx.db, poll.id),
    total_ballots: poll.totalBallots,
    totals: poll.options.map((o) => ({ title: o.title, voters: o.voters })),
  };
}

/**
 * A voter's own check that their ballot is in the count. It answers only for a code the caller
 * already holds, and a code exists only once its ballot is counted, so the answer never changes
 * over time and cannot be lined up with a moving count.
 */
export async function checkReceipt(
  ctx: AppContext,
  input: { pollId: number; receiptCode: string },
  now = new Date(),
): Promise<{ counted: boolean }> {
  const poll = await findPollState(ctx.db, input.pollId);
  if (!poll || !isPublished(poll, now)) throw notFound(pollMessages.notFound);
  return { counted: await ballotCounted(ctx.db, poll.id, input.receiptCode) };
}

const csvCell = (value: string | number) => {
  const text = String(value);
  // Quote, and defuse spreadsheet formulas in titles an admin typed.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
};

export async function pollResultsCsv(
  ctx: AppContext,
  pollId: number,
  readerId: string,
): Promise<string> {
  const poll = await findPoll(ctx.db, pollId);
  if (!poll) throw notFound(pollMessages.notFound);
  // Counts only, no one citizen's data; recorded all the same, as every administrator export is.
  await recordPersonalDataRead(ctx.db, { readerId, what: 'poll_results_csv', details: { pollId } });
  const lines = [
    ['poll_id', 'poll_title', 'option', 'voters', 'share_percent'].map(csvCell).join(','),
    ...poll.options.map((o) =>
      [
        poll.id,
        poll.title,
        o.title,
        o.voters,
        poll.totalBallots ? ((100 * o.voters) / poll.totalBallots).toFixed(1) : '0.0',
      ]
        .map(csvCell)
        .join(','),
    ),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
