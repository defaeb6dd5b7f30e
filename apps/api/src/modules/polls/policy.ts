import type { ResultsVisibility } from '@civicng/contracts';

export interface PollState {
  status: 'draft' | 'active' | 'closed' | 'expired';
  startTime: Date;
  endTime: Date;
  resultsVisibility: ResultsVisibility;
}

/** Live: active and within its start and end. Only a live poll takes ballots. */
export const isLive = (poll: PollState, now: Date) =>
  poll.status === 'active' && poll.startTime <= now && now < poll.endTime;

/** Published: out of draft and past its start time. Until then only administrators see it. */
export const isPublished = (poll: PollState, now: Date) =>
  poll.status !== 'draft' && poll.startTime <= now;

/** Over: deactivated, closed, or past its end time. */
export const isOver = (poll: PollState, now: Date) =>
  poll.status === 'expired' ||
  poll.status === 'closed' ||
  (poll.status === 'active' && now >= poll.endTime);

/** A poll's fields may change only while it is a draft without a single vote. */
export const canEdit = (poll: PollState, totalBallots: number) =>
  poll.status === 'draft' && totalBallots === 0;

/** Whether the counts may be shown to this viewer, per the poll's chosen visibility. */
export function resultsVisible(
  poll: PollState,
  viewer: { isAdmin: boolean; hasVoted: boolean },
  now: Date,
): boolean {
  if (viewer.isAdmin) return true;
  switch (poll.resultsVisibility) {
    case 'live':
      return true;
    case 'after_vote':
      return viewer.hasVoted || isOver(poll, now);
    case 'after_close':
      return isOver(poll, now);
  }
}

/**
 * The list of receipt codes is published only once the poll is over: beside counts that still
 * move, a list that gains one code as one count rises would pair that code with its choice.
 */
export const receiptsArePublic = (poll: PollState, now: Date) => isOver(poll, now);
