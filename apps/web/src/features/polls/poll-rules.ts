import type { Poll, ResultsVisibility } from '@civicng/contracts';

/** A poll's status as admins see it; shown in words through `statusKeys`. */
export type AdminStatus = 'Active' | 'Draft' | 'Expired';

/** Spec §4: admins see a closed poll, and one past its end, as Expired. */
export function statusLabel(poll: Pick<Poll, 'status' | 'end_time'>, now: Date): AdminStatus {
  switch (poll.status) {
    case 'draft':
      return 'Draft';
    case 'active':
      return new Date(poll.end_time) <= now ? 'Expired' : 'Active';
    case 'closed':
    case 'expired':
      return 'Expired';
  }
}

/** Each status's words in the catalogue. */
export const statusKeys: Record<AdminStatus, string> = {
  Active: 'polls.status.active',
  Draft: 'polls.status.draft',
  Expired: 'polls.status.expired',
};

/** The catalogue key naming a poll's type. */
export const typeLabelKey = (type: Poll['type']) =>
  type === 'vote' ? 'polls.type.vote' : 'polls.type.poll';

/** Spec §4: Edit only for a draft where every option has fewer than 1 voter. */
export const canEditPoll = (poll: Poll) =>
  poll.status === 'draft' && poll.options.every((o) => (o.voters ?? 0) < 1);

/** Spec §4: Deactivate only for an active poll whose end time is in the future. */
export const canDeactivatePoll = (poll: Poll, now: Date) =>
  poll.status === 'active' && new Date(poll.end_time) > now;

export const pollSortKeys = ['status', 'start', 'end', 'type'] as const;
export type PollSortKey = (typeof pollSortKeys)[number];

/** Spec §9 sort options, worded so the order is not a guess (catalogue keys). */
export const pollSortLabelKeys: Record<PollSortKey, string> = {
  status: 'polls.sort.status',
  start: 'polls.sort.start',
  end: 'polls.sort.end',
  type: 'polls.sort.type',
};

const statusRank: Record<AdminStatus, number> = { Active: 0, Draft: 1, Expired: 2 };

export function sortPolls(polls: readonly Poll[], key: PollSortKey, now: Date): Poll[] {
  const time = (iso: string) => new Date(iso).getTime();
  const newestStart = (a: Poll, b: Poll) => time(b.start_time) - time(a.start_time);
  const by: Record<PollSortKey, (a: Poll, b: Poll) => number> = {
    status: (a, b) =>
      statusRank[statusLabel(a, now)] - statusRank[statusLabel(b, now)] || newestStart(a, b),
    start: newestStart,
    end: (a, b) => time(b.end_time) - time(a.end_time),
    type: (a, b) => a.type.localeCompare(b.type) || newestStart(a, b),
  };
  return [...polls].sort((a, b) => by[key](a, b) || b.id - a.id);
}

/** The choice offered in the poll form (catalogue keys). */
export const visibilityLabelKeys: Record<ResultsVisibility, string> = {
  live: 'polls.visibility.live',
  after_vote: 'polls.visibility.afterVote',
  after_close: 'polls.visibility.afterClose',
};

/** The line a voter reads before voting (catalogue keys). */
export const visibilityNoteKeys: Record<ResultsVisibility, string> = {
  live: 'polls.visibilityNote.live',
  after_vote: 'polls.visibilityNote.afterVote',
  after_close: 'polls.visibilityNote.afterClose',
};

const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * A poll time in the reader's own time zone, e.g. "3 Jun 2026, 14:30"; written so in every
 * language, as the terms agree.
 */
export const formatPollTime = (iso: string) => dateTime.format(new Date(iso));

/** A poll's options as result bars: hidden counts (results not shown yet) count as none. */
export const resultItems = (poll: Poll) =>
  poll.options.map((o) => ({
    key: o.id,
    label: o.title,
    voters: o.voters ?? 0,
    imageSrc: o.image_path,
  }));
