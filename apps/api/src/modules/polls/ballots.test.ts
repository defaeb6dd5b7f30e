import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { createTestApp } from '../../test/app.js';
import { createTestDatabase, dbKinds, type TestDatabase } from '../../test/databases.js';
import { bearer, createUser, type TestUser } from '../../test/factories.js';
import { createPoll, vote } from '../../test/polls.js';

describe.each(dbKinds)('ballots on %s', (kind) => {
  let database: TestDatabase;
  let app: App;
  let admin: TestUser;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await createTestApp(database);
    admin = await createUser(app, { admin: true });
  });
  afterAll(async () => {
    await app.close();
    await database.destroy();
  });

  const countsOf = async (pollId: number) => {
    const res = await app.inject({ url: '/api/polls', headers: bearer(admin.token) });
    const poll = res.json().find((p: { id: number }) => p.id === pollId);
    return Object.fromEntries(
      poll.options.map((o: { title: string; voters: number }) => [o.title, o.voters]),
    );
  };

  it('counts a ballot, returns a receipt and refuses a second one', async () => {
    const pollId = await createPoll(app, admin);
    const citizen = await createUser(app, { verified: true });
    const first = await vote(app, citizen, pollId, 'Yes');
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('Vote submitted successfully');
    expect(first.json().receipt_code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    const second = await vote(app, citizen, pollId, 'No');
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('You have already voted in this poll');
    expect(await countsOf(pollId)).toEqual({ Yes: 1, No: 0, 'Not sure': 0 });
  });

  it('ends 100 concurrent ballots from one citizen as exactly one', async () => {
    const pollId = await createPoll(app, admin);
    const citizen = await createUser(app, { verified: true });
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => vote(app, citizen, pollId, i % 2 ? 'Yes' : 'No')),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(99);
    const counts = await countsOf(pollId);
    expect(counts.Yes + counts.No).toBe(1);
  });

  it('keeps exact counts when 500 citizens vote at once', async () => {
    const pollId = await createPoll(app, admin, { allow_multiple_votes: true });
    const citizens = await Promise.all(
      Array.from({ length: 500 }, () => createUser(app, { verified: true })),
    );
    const choices = citizens.map((_, i) =>
      i % 5 === 0 ? ['Yes', 'Not sure'] : i % 2 ? 'Yes' : 'No',
    );
    const results = await Promise.all(citizens.map((c, i) => vote(app, c, pollId, choices[i]!)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const expected = { Yes: 0, No: 0, 'Not sure': 0 } as Record<string, number>;
    for (const choice of choices) {
      for (const title of [choice].flat()) expected[title]! += 1;
    }
    expect(await countsOf(pollId)).toEqual(expected);
    const [row] = await database.rows<{ n: number }>(
      sql`select count(*)::int as n from ballots where poll_id = ${pollId}`,
    );
    expect(row?.n).toBe(500);
  });
});
