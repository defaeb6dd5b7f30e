import { sql } from 'drizzle-orm';
import type { App } from '../app.js';
import type { Database } from '../db/client.js';
import { bearer, type TestUser } from './factories.js';

const hour = 3_600_000;

/** A live poll open for a day, with three options: what POST /api/poll/create takes. */
export const pollPayload = (overrides: Record<string, unknown> = {}) => ({
  title: 'Should LGA elections be run by INEC?',
  description: 'A question for every citizen',
  start_date: new Date(Date.now() - hour).toISOString(),
  end_date: new Date(Date.now() + 24 * hour).toISOString(),
  status: 'active',
  type: 'poll',
  allow_multiple_votes: false,
  results_visibility: 'live',
  options: [{ title: 'Yes' }, { title: 'No' }, { title: 'Not sure' }],
  ...overrides,
});

/** Creates a poll through the admin API and returns its id. */
export async function createPoll(
  app: App,
  admin: TestUser,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/poll/create',
    headers: bearer(admin.token),
    payload: pollPayload(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`poll create failed: ${res.body}`);
  return res.json<{ id: number }>().id;
}

/** Closes a poll as Deactivate does; its receipt codes are published from then on. */
export async function closePoll(
  app: App,
  admin: TestUser,
  pollId: number,
  overrides: Record<string, unknown> = {},
): Promise<void> {
  const res = await app.inject({
    method: 'PUT',
    url: `/api/poll/${pollId}/edit`,
    headers: bearer(admin.token),
    payload: pollPayload({ ...overrides, status: 'closed' }),
  });
  if (res.statusCode !== 200) throw new Error(`poll close failed: ${res.body}`);
}

export const vote = (app: App, user: TestUser, pollId: number, choice: string | string[]) =>
  app.inject({
    method: 'POST',
    url: `/api/poll/${pollId}/vote`,
    headers: bearer(user.token),
    payload: { option_title: choice },
  });

/** A poll's stored ballots, read straight from the database: receipt code → chosen option title. */
export async function storedChoices(
  database: Database,
  pollId: number,
): Promise<Map<string, string>> {
  const rows = await database.rows<{ receipt_code: string; title: string }>(sql`
    select b.receipt_code, o.title from ballots b
    join poll_options o on o.id = any(b.option_ids)
    where b.poll_id = ${pollId}`);
  return new Map(rows.map((row) => [row.receipt_code, row.title]));
}
