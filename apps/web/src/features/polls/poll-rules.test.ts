import type { Poll } from '@civicng/contracts';
import { describe, expect, it } from 'vitest';
import { canDeactivatePoll, canEditPoll, sortPolls, statusLabel } from './poll-rules';

const now = new Date('2026-06-01T12:00:00Z');

function poll(overrides: Partial<Poll>): Poll {
  return {
    id: 1,
    title: 'Should the council fix the market road?',
    description: '',
    start_time: '2026-05-01T00:00:00.000Z',
    end_time: '2026-07-01T00:00:00.000Z',
    status: 'active',
    type: 'poll',
    allow_multiple_votes: false,
    results_visibility: 'after_vote',
    results_visible: true,
    has_voted: false,
    total_ballots: 0,
    options: [{ id: 1, title: 'Yes', description: '', image_path: null, voters: 0 }],
    ...overrides,
  };
}

describe('poll rules of spec §4', () => {
  it('shows closed, expired and ended polls as Expired', () => {
    expect(statusLabel(poll({ status: 'closed' }), now)).toBe('Expired');
    expect(statusLabel(poll({ status: 'expired' }), now)).toBe('Expired');
    expect(statusLabel(poll({ end_time: '2026-05-31T00:00:00.000Z' }), now)).toBe('Expired');
    expect(statusLabel(poll({}), now)).toBe('Active');
  });

  it('offers Edit only for drafts where every option has fewer than 1 voter', () => {
    expect(canEditPoll(poll({ status: 'draft' }))).toBe(true);
    expect(canEditPoll(poll({ status: 'active' }))).toBe(false);
    const voted = poll({
      status: 'draft',
      options: [{ id: 1, title: 'Yes', description: '', image_path: null, voters: 1 }],
    });
    expect(canEditPoll(voted)).toBe(false);
  });

  it('offers Deactivate only for active polls ending in the future', () => {
    expect(canDeactivatePoll(poll({}), now)).toBe(true);
    expect(canDeactivatePoll(poll({ end_time: '2026-06-01T11:59:00.000Z' }), now)).toBe(false);
    expect(canDeactivatePoll(poll({ status: 'draft' }), now)).toBe(false);
  });

  it('sorts by status with active polls first', () => {
    const sorted = sortPolls(
      [
        poll({ id: 1, status: 'expired' }),
        poll({ id: 2, status: 'draft' }),
        poll({ id: 3, status: 'active' }),
      ],
      'status',
      now,
    );
    expect(sorted.map((p) => p.id)).toEqual([3, 2, 1]);
  });

  it('sorts by start date, newest first', () => {
    const sorted = sortPolls(
      [
        poll({ id: 1, start_time: '2026-01-01T00:00:00.000Z' }),
        poll({ id: 2, start_time: '2026-03-01T00:00:00.000Z' }),
      ],
      'start',
      now,
    );
    expect(sorted.map((p) => p.id)).toEqual([2, 1]);
  });
});
