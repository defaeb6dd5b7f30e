import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { createTestApp } from '../test/app.js';
import { createTestDatabase, dbKinds, type TestDatabase } from '../test/databases.js';
import { bearer, createUser, type TestUser } from '../test/factories.js';
import { createPoll, pollPayload, vote } from '../test/polls.js';

// The third hostile review's Medium 1: with live results, reading the public receipts before and
// after one ballot showed one new code and one total gone up, which paired the code with the
// choice, and so let a voter prove their vote to a buyer. Each test plays the buyer.

const codeShape = /[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/g;
const codesIn = (text: string) => new Set(text.match(codeShape) ?? []);

describe.each(dbKinds)('a vote buyer on %s', (kind) => {
  let database: TestDatabase;
  let app: App;
  let baseUrl: string;
  let admin: TestUser;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await createTestApp(database);
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    admin = await createUser(app, { admin: true, verified: true });
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await database.destroy();
  });

  /** The first counts event of the poll's live stream, as a viewer receives it. */
  async function firstEvent(pollId: number, token: string): Promise<string> {
    const controller = new AbortController();
    const res = await fetch(`${baseUrl}/api/polls/${pollId}/events`, {
      headers: bearer(token),
      signal: controller.signal,
    });
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (res.status === 200 && !text.includes('\n\n')) {
      const { value, done } = await reader.read();
      if (done) break;
      text += value;
    }
    controller.abort();
    return `${res.status} ${text}`;
  }

  /** Everything the buyer can read about the poll: anonymously, and as a citizen who voted. */
  async function publicSurfaces(pollId: number, buyer: TestUser) {
    const read = async (url: string, token?: string) =>
      (await app.inject({ url, headers: token ? bearer(token) : {} })).body;
    return {
      receipts: await read(`/api/polls/${pollId}/receipts`),
      polls: await read('/api/polls/active', buyer.token),
      votes: await read('/api/votes/active', buyer.token),
      events: await firstEvent(pollId, buyer.token),
    };
  }

  it.each(['live', 'after_vote'] as const)(
    'finds no public answer naming a new ballot while a %s-results poll is open',
    async (visibility) => {
      const pollId = await createPoll(app, admin, { results_visibility: visibility });
      const buyer = await createUser(app, { verified: true });
      expect((await vote(app, buyer, pollId, 'Yes')).statusCode).toBe(200);
      for (const choice of ['No', 'Not sure']) {
        const other = await createUser(app, { verified: true });
        expect((await vote(app, other, pollId, choice)).statusCode).toBe(200);
      }
      const seller = await createUser(app, { verified: true });

      const before = await publicSurfaces(pollId, buyer);
      const cast = await vote(app, seller, pollId, 'No');
      expect(cast.statusCode).toBe(200);
      const code = cast.json<{ receipt_code: string }>().receipt_code;
      const after = await publicSurfaces(pollId, buyer);

      // The counts the buyer watches are live: they did move with the ballot.
      expect(after.polls).not.toEqual(before.polls);
      for (const surface of Object.keys(after) as (keyof typeof after)[]) {
        expect(after[surface], surface).not.toContain(code);
        const appeared = [...codesIn(after[surface])].filter(
          (c) => !codesIn(before[surface]).has(c),
        );
        expect(appeared, `${surface} gained a receipt code`).toEqual([]);
      }
      // While the poll is open no list of codes exists, not even an old one.
      const receipts = JSON.parse(after.receipts) as Record<string, unknown>;
      expect(receipts).toMatchObject({ published: false, ballots: [], total_ballots: null });
    },
  );

  it("lets a voter check their own code, and the answer names no choice and doesn't move", async () => {
    const pollId = await createPoll(app, admin);
    const voter = await createUser(app, { verified: true });
    const cast = await vote(app, voter, pollId, 'Not sure');
    const code = cast.json<{ receipt_code: string }>().receipt_code;
    const check = (receiptCode: string, id = pollId) =>
      app.inject({
        method: 'POST',
        url: `/api/polls/${id}/receipts/check`,
        payload: { receipt_code: receiptCode },
      });

    // As printed, typed in small letters, without dashes, or with O for 0 and I or L for 1.
    const typed = code.toLowerCase().replaceAll('-', ' ').replaceAll('0', 'o').replaceAll('1', 'l');
    for (const asTyped of [code, typed, code.replaceAll('-', '')]) {
      const res = await check(asTyped);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ counted: true });
      expect(res.body).not.toContain('Not sure');
    }
    // A code nobody holds, and this code in another poll, are not counted.
    const unknown = code.startsWith('Z') ? `Y${code.slice(1)}` : `Z${code.slice(1)}`;
    expect((await check(unknown)).json()).toEqual({ counted: false });
    const otherPoll = await createPoll(app, admin);
    expect((await check(code, otherPoll)).json()).toEqual({ counted: false });

    // What is not a code gets a 400 that says what a code looks like; a missing poll a 404.
    const wrong = await check('12345');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ message: string }>().message).toContain('12 letters and digits');
    expect((await check(code, 999_999)).statusCode).toBe(404);
    const draft = await createPoll(app, admin, { status: 'draft' });
    expect((await check(code, draft)).json()).toEqual((await check(code, 999_999)).json());
  });

  it('publishes every code with the final totals once the poll closes, not before', async () => {
    const pollId = await createPoll(app, admin, { results_visibility: 'after_close' });
    const codes: string[] = [];
    for (const choice of ['Yes', 'No', 'No']) {
      const voter = await createUser(app, { verified: true });
      codes.push(
        (await vote(app, voter, pollId, choice)).json<{ receipt_code: string }>().receipt_code,
      );
    }
    const open = await app.inject(`/api/polls/${pollId}/receipts`);
    expect(open.statusCode).toBe(200);
    expect(open.json()).toMatchObject({ published: false, ballots: [], totals: [] });

    const closed = await app.inject({
      method: 'PUT',
      url: `/api/poll/${pollId}/edit`,
      headers: bearer(admin.token),
      payload: pollPayload({ status: 'closed', results_visibility: 'after_close' }),
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const published = await app.inject(`/api/polls/${pollId}/receipts`);
    expect(published.statusCode).toBe(200);
    const body = published.json<{
      published: boolean;
      ballots: { receipt_code: string }[];
      total_ballots: number;
      totals: { title: string; voters: number }[];
    }>();
    expect(body.published).toBe(true);
    expect(body.ballots.map((b) => b.receipt_code)).toEqual([...codes].sort());
    expect(body.total_ballots).toBe(3);
    expect(body.totals).toEqual([
      { title: 'Yes', voters: 1 },
      { title: 'No', voters: 2 },
      { title: 'Not sure', voters: 0 },
    ]);
  });
});
