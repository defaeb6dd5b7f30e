import type { Poll, ResultsVisibility } from '@civicng/contracts';

/** Spec §4: admins see a closed poll, and one past its end, as Expired. */
export function statusLabel(poll: Pick<Poll, 'status' | 'end_time'>, now: Date): string {
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

export const typeLabel = (type: Poll['type']) => (type === 'vote' ? 'Vote' : 'Poll');

/** Spec §4: Edit only for a draft where every option has fewer than 1 voter. */
export const canEditPoll = (poll: Poll) =>
  poll.status === 'draft' && poll.options.every((o) => (o.voters ?? 0) < 1);

/** Spec §4: Deactivate only for an active poll whose end time is in the future. */
export const canDeactivatePoll = (poll: Poll, now: Date) =>
  poll.status === 'active' && new Date(poll.end_time) > now;

export const pollSortKeys = ['status', 'start', 'end', 'type'] as const;
export type PollSortKey = (typeof pollSortKeys)[number];

/** Spec §9 sort options, worded so the order is not a guess. */
export const pollSortLabels: Record<PollSortKey, string> = {
  status: 'Status (active first)',
  start: 'Start date (newest first)',
  end: 'End date (latest first)',
  type: 'Type (polls, then votes)',
};

const statusRank: Record<string, number> = { Active: 0, Draft: 1, Expired: 2 };

export function sortPolls(polls: readonly Poll[], key: PollSortKey, now: Date): Poll[] {
  const time = (iso: string) => new Date(iso).getTime();
  const newestStart = (a: Poll, b: Poll) => time(b.start_time) - time(a.start_time);
  const by: Record<PollSortKey, (a: Poll, b: Poll) => number> = {
    status: (a, b) =>
      (statusRank[statusLabel(a, now)] ?? 9) - (statusRank[statusLabel(b, now)] ?? 9) ||
      newestStart(a, b),
    start: newestStart,
    end: (a, b) => time(b.end_time) - time(a.end_time),
    type: (a, b) => a.type.localeCompare(b.type) || newestStart(a, b),
  };
  return [...polls].sort((a, b) => by[key](a, b) || b.id - a.id);
}

/** The choice offered in the poll form. */
export const visibilityLabels: Record<ResultsVisibility, string> = {
  live: 'Live to everyone',
  after_vote: 'After voting',
  after_close: 'After the poll closes',
};

/** The line a voter reads before voting. */
export const visibilityNotes: Record<ResultsVisibility, string> = {
  live: 'Results are shown to everyone as the votes come in.',
  after_vote: 'Results are shown once you have voted.',
  after_close: 'Results are shown when the poll closes.',
};

const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** A poll time in the reader's own time zone, e.g. "3 Jun 2026, 14:30". */
export const formatPollTime = (iso: string) => dateTime.format(new Date(iso));
