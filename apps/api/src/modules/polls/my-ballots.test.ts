import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { createTestApp } from '../../test/app.js';
import { createTestDatabase, dbKinds, type TestDatabase } from '../../test/databases.js';
import { bearer, createUser, type TestUser } from '../../test/factories.js';
import { closePoll, createPoll, vote } from '../../test/polls.js';

interface PollView {
  id: number;
  title: string;
  has_voted: boolean;
  results_visible: boolean;
  total_ballots: number | null;
  options: { title: string; voters: number | null }[];
}

// A citizen found no way back to a poll they voted in once the receipt box was gone, and a
// closed poll vanished from every citizen screen (issue 33 item 5). "My ballots" is found by
// the citizen's own voter key and says only that they took part, never how.
describe.each(dbKinds)('my ballots and recently closed polls on %s', (kind) => {
  let database: TestDatabase;
  let app: App;
  let admin: TestUser;
  let ada: TestUser;
  let bayo: TestUser;
  let stranger: TestUser;
  const ids: Record<'open' | 'closed' | 'other', number> = { open: 0, closed: 0, other: 0 };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await createTestApp(database);
    admin = await createUser(app, { admin: true });
    [ada, bayo, stranger] = await Promise.all([
      createUser(app, { verified: true, phone: '+2348030000101' }),
      createUser(app, { verified: true, phone: '+2348030000102' }),
      createUser(app, { verified: true, phone: '+2348030000103' }),
    ]);
    const stamp = Date.now();
    ids.open = await createPoll(app, admin, { title: `Open poll ${stamp}` });
    ids.closed = await createPoll(app, admin, {
      title: `Closed vote ${stamp}`,
      type: 'vote',
      results_visibility: 'after_close',
    });
    ids.other = await createPoll(app, admin, { title: `Someone else's poll ${stamp}` });
    for (const [who, pollId, choice] of [
      [ada, ids.open, 'Yes'],
      [ada, ids.closed, 'Yes'],
      [bayo, ids.closed, 'No'],
      [bayo, ids.other, 'Not sure'],
    ] as const) {
      expect((await vote(app, who, pollId, choice)).statusCode).toBe(200);
    }
    await closePoll(app, admin, ids.closed, {
      title: `Closed vote ${stamp}`,
      type: 'vote',
      results_visibility: 'after_close',
    });
  });
  afterAll(async () => {
    await app.close();
    await database.destroy();
  });

  const get = async (user: TestUser, url: string) => {
    const res = await app.inject({ url, headers: bearer(user.token) });
    expect(res.statusCode, res.body).toBe(200);
    return { body: res.body, polls: res.json<PollView[]>() };
  };

  it('lists the polls a citizen took part in, open and closed, and no others', async () => {
    const { polls } = await get(ada, '/api/user/ballots');
    const mine = polls.map((p) => p.id).filter((id) => Object.values(ids).includes(id));
    expect(mine.sort()).toEqual([ids.open, ids.closed].sort());
    expect(polls.every((p) => p.has_voted)).toBe(true);
    const closed = polls.find((p) => p.id === ids.closed);
    expect(closed?.results_visible).toBe(true);
    expect(closed?.total_ballots).toBe(2);
    expect((await get(stranger, '/api/user/ballots')).polls).toEqual([]);
  });

  it('never says how the citizen voted: two voters of opposite choices see the same entry', async () => {
    const adas = (await get(ada, '/api/user/ballots')).polls.find((p) => p.id === ids.closed);
    const bayos = (await get(bayo, '/api/user/ballots')).polls.find((p) => p.id === ids.closed);
    expect(adas).toBeDefined();
    expect(bayos).toEqual(adas);
  });

  it('lists recently closed polls with their final results for every citizen', async () => {
    const { polls } = await get(stranger, '/api/polls/closed');
    const closed = polls.find((p) => p.id === ids.closed);
    expect(closed?.results_visible).toBe(true);
    expect(closed?.options.map((o) => [o.title, o.voters])).toEqual([
      ['Yes', 1],
      ['No', 1],
      ['Not sure', 0],
    ]);
    expect(polls.map((p) => p.id)).not.toContain(ids.open);
  });

  it('is for signed-in citizens only', async () => {
    for (const url of ['/api/user/ballots', '/api/polls/closed']) {
      expect((await app.inject({ url })).statusCode).toBe(401);
    }
  });
});
