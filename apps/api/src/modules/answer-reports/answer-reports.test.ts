import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  AnswerReportList,
  ChatHistoryResponse,
  DecideAnswerReportResponse,
} from '@civicng/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { answerReports } from '../../db/schema.js';
import { createTestApp } from '../../test/app.js';
import { createTestDatabase, dbKinds, type TestDatabase } from '../../test/databases.js';
import { bearer, createUser, type TestUser } from '../../test/factories.js';
import { refreshFaqs } from '../faq/refresh.js';
import { ingestLaws } from '../laws/ingest/ingest.js';
import { readCatalogues } from '../../i18n/catalogues.js';

const policeAct = `# Police Act 2020

## PART V—POWERS OF THE POLICE

### Section 35: Arrest without warrant

(1) A police officer may, without an order from a magistrate and without a warrant, arrest any
person whom he suspects on reasonable grounds of having committed an offence, or who commits an
offence in his presence.

### Section 62: Bail of a suspect arrested without warrant

Where a suspect is arrested without a warrant for an offence other than an offence punishable with
death, the officer in charge of the police station shall release the suspect on bail, and bail
granted by the police is free of charge.
`;
// Unrelated sections, so that words like "police" are as rare as in a real library.
const topics = [
  'registration of companies by the registrar',
  'customs duties on imported goods at the port',
  'licensing of commercial motor vehicles',
  'pensions of retired public servants',
  'copyright in literary and musical works',
  'fees payable for the issue of passports',
  'inspection of factories and workplace safety',
  'quorum of the national assembly',
  'standards for drinking water supply',
  'collection of value added tax',
];
const otherLaw = `# Miscellaneous Provisions Act 2021\n\n${topics
  .map(
    (topic, i) =>
      `### Section ${i + 1}: ${topic}\n\nThis section provides for ${topic}, and every person concerned with ${topic} shall comply with the regulations made under it.\n`,
  )
  .join('\n')}`;

const arrestQuestion = 'Can police arrest me without a warrant?';
const reportLimit = 5;

describe.each(dbKinds)('reported answers on %s', (kind) => {
  let database: TestDatabase;
  let app: App;
  let admin: TestUser;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const dir = await mkdtemp(path.join(tmpdir(), 'civicng-reports-'));
    await writeFile(path.join(dir, 'police-act.md'), policeAct);
    await writeFile(path.join(dir, 'miscellaneous-act.md'), otherLaw);
    await ingestLaws(database.db, [dir]);
    // Each test reports as its own citizens, at most `reportLimit` times each, so only the rate
    // limit test reaches the limit.
    app = await createTestApp(database, {
      RATE_LIMIT: 'on',
      RATE_LIMITS: `report_answer=${reportLimit}/1m`,
    });
    admin = await createUser(app, { admin: true, name: 'Bola Admin' });
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await database.destroy();
  });

  /** Asks through the real chat route; returns the entry id the stream names, and the answer. */
  const ask = async (user: TestUser, question = arrestQuestion) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/ask',
      headers: bearer(user.token),
      payload: { user_query: question },
    });
    expect(res.statusCode).toBe(200);
    const entryId = Number(res.headers['x-chat-entry-id']);
    expect(Number.isInteger(entryId) && entryId > 0).toBe(true);
    return { entryId, answer: res.body };
  };
  const report = (user: TestUser | undefined, payload: unknown) =>
    app.inject({
      method: 'POST',
      url: '/api/answer-reports',
      headers: user ? bearer(user.token) : {},
      payload: payload as object,
    });
  const queue = (user: TestUser | undefined, query = '') =>
    app.inject({
      url: `/api/admin/answer-reports${query}`,
      headers: user ? bearer(user.token) : {},
    });
  const decide = (user: TestUser | undefined, id: number | string, state: unknown) =>
    app.inject({
      method: 'PUT',
      url: `/api/admin/answer-reports/${id}`,
      headers: user ? bearer(user.token) : {},
      payload: { state },
    });
  const history = async (user: TestUser) => {
    const res = await app.inject({ url: '/api/user/chat-history', headers: bearer(user.token) });
    expect(res.statusCode).toBe(200);
    return { body: res.body, entries: ChatHistoryResponse.parse(res.json()).user_conversation };
  };
  const openQueue = async () => {
    const res = await queue(admin, '?state=open');
    expect(res.statusCode).toBe(200);
    return AnswerReportList.parse(res.json()).reports;
  };
  const storedReport = async (id: number) => {
    const [row] = await app.ctx.db.select().from(answerReports).where(eq(answerReports.id, id));
    return row;
  };
  /** Reports an entry and expects it taken; returns the report's id. */
  const reportTaken = async (user: TestUser, entryId: number, reason = 'wrong_or_misleading') => {
    const res = await report(user, { entry_id: entryId, reason });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Thank you. An administrator will review this answer.');
    return res.json<{ id: number }>().id;
  };

  // First, before other tests ask about bail: the month's questions are shared by the file.
  it('never counts a hidden answer’s question towards the questions of the month', async () => {
    const question = 'Is police bail free of charge?';
    const [a, b, c, d] = (await Promise.all([1, 2, 3, 4].map(() => createUser(app)))) as [
      TestUser,
      TestUser,
      TestUser,
      TestUser,
    ];
    const { entryId } = await ask(a, question);
    await ask(b, question);
    await ask(c, question);
    const id = await reportTaken(a, entryId, 'harmful');
    expect((await decide(admin, id, 'hidden')).statusCode).toBe(200);

    // Two people left asking: under the floor of three, so it is not proposed.
    const bail = (questions: { question: string; askers: number }[]) =>
      questions.filter((q) => /bail/i.test(q.question)).map((q) => q.askers);
    expect(bail((await refreshFaqs(app.ctx, { minAskers: 3 })).proposed)).toEqual([]);

    // A third person asks: now it qualifies, counted as three askers, not four.
    await ask(d, question);
    expect(bail((await refreshFaqs(app.ctx, { minAskers: 3 })).proposed)).toEqual([3]);
  });

  it('names the stored entry of a streamed answer, as the history does', async () => {
    const citizen = await createUser(app);
    const { entryId } = await ask(citizen);
    const { entries } = await history(citizen);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      entry_id: entryId,
      hidden: false,
      user_query: arrestQuestion,
    });
  });

  it('asks for a login before anything else (401)', async () => {
    const citizen = await createUser(app);
    const { entryId } = await ask(citizen);
    const body = { entry_id: entryId, reason: 'offensive' };
    const anonymous = await report(undefined, body);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('Please log in to continue.');
    const forged = await app.inject({
      method: 'POST',
      url: '/api/answer-reports',
      headers: bearer(`${citizen.token}x`),
      payload: body,
    });
    expect(forged.statusCode).toBe(401);
    expect((await queue(undefined)).statusCode).toBe(401);
    expect((await decide(undefined, 1, 'hidden')).statusCode).toBe(401);
    expect(
      await app.ctx.db.select().from(answerReports).where(eq(answerReports.chatEntryId, entryId)),
    ).toEqual([]);
  });

  it('never lets a citizen report another citizen’s answer (404, nothing stored)', async () => {
    const owner = await createUser(app);
    const intruder = await createUser(app, { verified: true });
    const { entryId } = await ask(owner);
    for (const id of [entryId, 2_000_000_000]) {
      const res = await report(intruder, {
        entry_id: id,
        reason: 'harmful',
        note: 'Hide this for me',
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('There is no such answer in your chat history.');
    }
    // Even an administrator reports only their own answers: the queue is filled by owners.
    expect((await report(admin, { entry_id: entryId, reason: 'other' })).statusCode).toBe(404);
    expect(
      await app.ctx.db.select().from(answerReports).where(eq(answerReports.chatEntryId, entryId)),
    ).toEqual([]);
    expect((await history(owner)).entries[0]?.hidden).toBe(false);
  });

  it('keeps the queue and its decisions to administrators (403)', async () => {
    const citizen = await createUser(app, { verified: true });
    const { entryId } = await ask(citizen);
    const id = await reportTaken(citizen, entryId);
    for (const res of [await queue(citizen), await queue(citizen, '?state=open')]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Only administrators can do this.');
      expect(res.body).not.toContain(arrestQuestion);
    }
    for (const state of ['hidden', 'left', 'reviewed']) {
      const res = await decide(citizen, id, state);
      expect(res.statusCode).toBe(403);
    }
    expect(await storedReport(id)).toMatchObject({
      state: 'open',
      reviewedBy: null,
      reviewedAt: null,
    });
  });

  it('refuses bad input with a 400 and a message, storing nothing', async () => {
    const citizen = await createUser(app);
    const { entryId } = await ask(citizen);
    const bad: [unknown, RegExp][] = [
      [{ entry_id: entryId, reason: 'spam' }, /^reason: Choose a reason/],
      [{ entry_id: entryId }, /^reason: /],
      [{ entry_id: entryId, reason: 'OFFENSIVE' }, /^reason: Choose a reason/],
      [{ reason: 'offensive' }, /^entry_id: /],
      [{ entry_id: 'abc', reason: 'offensive' }, /^entry_id: /],
      [{ entry_id: 0, reason: 'offensive' }, /^entry_id: /],
      [{ entry_id: 1.5, reason: 'offensive' }, /^entry_id: /],
      [{ entry_id: 3_000_000_000, reason: 'offensive' }, /^entry_id: /],
      [{ entry_id: entryId, reason: 'other', note: 'x'.repeat(1001) }, /at most 1,000 characters/],
      [{ entry_id: entryId, reason: 'other', note: 42 }, /^note: /],
      [[], /./],
    ];
    for (const [payload, message] of bad) {
      const res = await report(citizen, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const empty = await app.inject({
      method: 'POST',
      url: '/api/answer-reports',
      headers: { ...bearer(citizen.token), 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(
      await app.ctx.db.select().from(answerReports).where(eq(answerReports.chatEntryId, entryId)),
    ).toEqual([]);

    const id = await reportTaken(citizen, entryId);
    for (const [url, state] of [
      [`/api/admin/answer-reports/${id}`, 'open'],
      [`/api/admin/answer-reports/${id}`, 'deleted'],
      [`/api/admin/answer-reports/${id}`, undefined],
      ['/api/admin/answer-reports/abc', 'hidden'],
      ['/api/admin/answer-reports/0', 'hidden'],
    ] as const) {
      const res = await app.inject({
        method: 'PUT',
        url,
        headers: bearer(admin.token),
        payload: { state },
      });
      expect(res.statusCode, `${url} ${state}`).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    const badFilter = await queue(admin, '?state=closed');
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json().message).toMatch(/^state: The state must be open, reviewed/);
    const unknown = await decide(admin, 2_000_000_000, 'hidden');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('There is no such report.');
    expect(await storedReport(id)).toMatchObject({ state: 'open' });
  });

  it('takes one open report per answer: a repeat is refused (409) until it is decided', async () => {
    const citizen = await createUser(app);
    const { entryId } = await ask(citizen);
    const first = await reportTaken(citizen, entryId, 'offensive');
    const again = await report(citizen, { entry_id: entryId, reason: 'harmful' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'You have already reported this answer. An administrator will review it.',
    );
    const left = await decide(admin, first, 'left');
    expect(left.statusCode).toBe(200);
    expect(left.json().message).toBe('The answer is left as it is.');
    // Left as it is: the citizen may still report it again, and the new report is open.
    const second = await reportTaken(citizen, entryId, 'harmful');
    expect(second).not.toBe(first);
    expect((await decide(admin, second, 'hidden')).statusCode).toBe(200);
    const hidden = await report(citizen, { entry_id: entryId, reason: 'other' });
    expect(hidden.statusCode).toBe(409);
    expect(hidden.json().message).toBe('This answer was already hidden after review.');
  });

  it('shows administrators the open queue newest first: question, answer, citations, note', async () => {
    const citizen = await createUser(app, { name: 'Chidi Okeke' });
    const older = await ask(citizen);
    const newer = await ask(citizen, 'Is police bail free of charge?');
    const olderId = await reportTaken(citizen, older.entryId);
    const res = await report(citizen, {
      entry_id: newer.entryId,
      reason: 'wrong_or_misleading',
      note: '  The officer asked me to pay.  ',
    });
    expect(res.statusCode).toBe(201);
    const newerId = res.json<{ id: number }>().id;

    const open = await openQueue();
    const mine = open.filter((r) => r.id === olderId || r.id === newerId);
    expect(mine.map((r) => r.id)).toEqual([newerId, olderId]);
    const [latest] = mine;
    expect(latest).toMatchObject({
      state: 'open',
      reason: 'wrong_or_misleading',
      note: 'The officer asked me to pay.',
      reviewed_by: null,
      reviewed_at: null,
      entry: {
        id: newer.entryId,
        user_query: 'Is police bail free of charge?',
        ai_response: newer.answer,
      },
    });
    expect(latest?.entry.citations).toContainEqual({
      act: 'Police Act 2020',
      section: '62',
      heading: 'Bail of a suspect arrested without warrant',
      url: '/laws/police-act#s-62',
    });
    expect(mine[1]?.note).toBeNull();
    // Newest first across the whole queue too.
    const times = open.map((r) => r.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    // The queue says what was reported, not who reported it.
    const raw = (await queue(admin)).body;
    expect(raw).not.toContain(citizen.email);
    expect(raw).not.toContain(citizen.id);
    expect(raw).not.toContain('Chidi');
  });

  it('hides an answer: masked in the owner’s history, decision recorded with who and when', async () => {
    const citizen = await createUser(app);
    const kept = await ask(citizen, 'Is police bail free of charge?');
    const { entryId, answer } = await ask(citizen);
    const id = await reportTaken(citizen, entryId, 'harmful');
    expect(await storedReport(id)).toMatchObject({ reviewedBy: null, reviewedAt: null });

    const before = Date.now();
    const res = await decide(admin, id, 'hidden');
    expect(res.statusCode).toBe(200);
    const decided = DecideAnswerReportResponse.parse(res.json());
    expect(decided.message).toBe(
      'The answer is hidden: its owner sees that it was hidden after review.',
    );
    expect(decided.report).toMatchObject({ id, state: 'hidden', reviewed_by: 'Bola Admin' });
    const at = Date.parse(decided.report.reviewed_at ?? '');
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);
    const row = await storedReport(id);
    expect(row?.reviewedBy).toBe(admin.id);
    expect(row?.reviewedAt?.getTime()).toBe(at);

    const { entries, body } = await history(citizen);
    expect(entries.map((e) => [e.entry_id, e.hidden, e.ai_response])).toEqual([
      [kept.entryId, false, kept.answer],
      [entryId, true, 'This answer was hidden after review.'],
    ]);
    expect(entries[1]?.user_query).toBe(arrestQuestion);
    expect(body).not.toContain(answer.slice(0, 60));

    // Decided once: a second decision (even by another administrator) is refused.
    const other = await createUser(app, { admin: true });
    const again = await decide(other, id, 'left');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This report was already decided: the answer was hidden.');
    // In Yoruba, the whole sentence is Yoruba: the state it was decided as too.
    const inYoruba = await app.inject({
      method: 'PUT',
      url: `/api/admin/answer-reports/${id}`,
      headers: { ...bearer(other.token), 'accept-language': 'yo' },
      payload: { state: 'left' },
    });
    const yoruba = readCatalogues().yo.messages;
    expect(inYoruba.json().message).toBe(
      (yoruba.reportAlreadyDecided ?? '').replace('{{state}}', yoruba.reportStateHidden ?? ''),
    );
    expect((await storedReport(id))?.reviewedBy).toBe(admin.id);
    expect((await openQueue()).map((r) => r.id)).not.toContain(id);
    const hiddenQueue = AnswerReportList.parse((await queue(admin, '?state=hidden')).json());
    expect(hiddenQueue.reports.map((r) => r.id)).toContain(id);
    // The administrator still sees what was hidden, to judge it.
    expect(hiddenQueue.reports.find((r) => r.id === id)?.entry.ai_response).toBe(answer);
  });

  it('marks a report reviewed and leaves the answer in the history as it was', async () => {
    const citizen = await createUser(app);
    const { entryId, answer } = await ask(citizen);
    const id = await reportTaken(citizen, entryId);
    const res = await decide(admin, id, 'reviewed');
    expect(res.statusCode).toBe(200);
    expect(res.json().report.state).toBe('reviewed');
    const { entries } = await history(citizen);
    expect(entries[0]).toMatchObject({ entry_id: entryId, hidden: false, ai_response: answer });
  });

  it('limits how often one citizen reports (429 with a message)', async () => {
    const citizen = await createUser(app);
    const { entryId } = await ask(citizen);
    await reportTaken(citizen, entryId);
    for (let i = 1; i < reportLimit; i += 1) {
      expect((await report(citizen, { entry_id: entryId, reason: 'other' })).statusCode).toBe(409);
    }
    const limited = await report(citizen, { entry_id: entryId, reason: 'other' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many attempts\. Please wait/);
    // Another citizen is not held back by it.
    const other = await createUser(app);
    await reportTaken(other, (await ask(other)).entryId);
  });
});
