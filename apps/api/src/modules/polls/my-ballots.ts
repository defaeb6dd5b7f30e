import type { Poll } from '@civicng/contracts';
import type { AppContext } from '../../context.js';
import type { Actor } from '../../sessions/index.js';
import { listFinishedPolls, listLivePolls, pollsVotedBy } from './repo.js';
import { toPollResponse } from './service.js';

/** How many finished polls the citizen screens look back over. */
const recentlyClosedLimit = 20;
const myBallotsLookBack = 100;

/**
 * The live and recently finished polls the citizen took part in, found by their own voter key
 * per poll (decision 004): whether they voted, never how, so the entry is the same for every
 * voter of the poll.
 */
export async function listMyBallots(
  ctx: AppContext,
  actor: Actor,
  now = new Date(),
): Promise<Poll[]> {
  if (!actor.identityHash) return [];
  const candidates = [
    ...(await listLivePolls(ctx.db, 'vote', now)),
    ...(await listLivePolls(ctx.db, 'poll', now)),
    ...(await listFinishedPolls(ctx.db, now, myBallotsLookBack)),
  ];
  const voted = await pollsVotedBy(
    ctx.db,
    actor.identityHash,
    candidates.map((p) => p.id),
  );
  return candidates
    .filter((p) => voted.has(p.id))
    .map((p) => toPollResponse(p, { isAdmin: false, hasVoted: true }, now));
}

/** The polls and votes that ended most recently, newest first, with results where they show. */
export async function listRecentlyClosed(
  ctx: AppContext,
  actor: Actor,
  now = new Date(),
): Promise<Poll[]> {
  const finished = await listFinishedPolls(ctx.db, now, recentlyClosedLimit);
  const voted = await pollsVotedBy(
    ctx.db,
    actor.identityHash,
    finished.map((p) => p.id),
  );
  return finished.map((p) => toPollResponse(p, { isAdmin: false, hasVoted: voted.has(p.id) }, now));
}
