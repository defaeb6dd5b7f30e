import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AdminFaqList, CurrentMonthFaqsResponse } from '@civicng/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app.js';
import { chatEntries, faqs } from '../../db/schema.js';
import { createTestApp } from '../../test/app.js';
import { createTestDatabase, dbKinds, type TestDatabase } from '../../test/databases.js';
import { bearer, createUser, type TestUser } from '../../test/factories.js';
import { ingestLaws } from '../laws/ingest/ingest.js';
import { lagosMonth } from './month.js';
import { refreshFaqs, scheduleFaqRefresh } from './refresh.js';

const policeAct = `# Police Act 2020

## PART V—POWERS OF THE POLICE

### Section 35: Arrest without warrant

(1) A police officer may, without an order from a magistrate and without a warrant, arrest any
person whom he suspects on reasonable grounds of having committed an offence, or who commits an
offence in his presence.

### Section 36: Search of an arrested person

A police officer making an arrest may search the person arrested and keep in safe custody all
articles found on him, other than necessary wearing apparel.

### Section 62: Bail of a suspect arrested without warrant

Where a suspect is arrested without a warrant for an offence other than an offence punishable with
death, the officer in charge of the police station shall release the suspect on bail, and bail
granted by the police is free of charge.
`;
const tenancyLaw = `# Tenancy Law of Lagos State 2011

## PART III—NOTICES

### Section 13: Length of notice to quit

(1) Where there is no stipulation as to the notice to be given by either party to determine the
tenancy, the landlord shall give a tenant at will a week's notice, a monthly tenant one month's
notice, a quarterly tenant three months' notice and a yearly tenant six months' notice before he
may recover possession and evict the tenant.

### Section 14: Rent in advance

A landlord shall not demand or receive rent in advance of more than one year from a sitting yearly
tenant.
`;

// Unrelated sections, so that words like "police" and "landlord" are as rare as in a real library.
const topics = [
  'registration of companies by the registrar',
  'annual returns filed with the commission',
  'powers of the electoral commission over voter registers',
  'customs duties on imported goods at the port',
  'licensing of commercial motor vehicles',
  'pensions of retired public servants',
  'copyright in literary and musical works',
  'fees payable for the issue of passports',
  'the budget of a local government council',
  'inspection of factories and workplace safety',
  'marriage celebrated in a licensed place of worship',
  'quorum of the national assembly',
  'appointment of judges of the high court',
  'standards for drinking water supply',
  'grazing reserves and cattle routes',
  'minimum wage of workers in the federation',
  'allocation of revenue to the states',
  'protection of wildlife in national parks',
  'collection of value added tax',
  'management of public procurement',
];
const otherLaw = `# Miscellaneous Provisions Act 2021\n\n${topics
  .map(
    (topic, i) =>
      `### Section ${i + 1}: ${topic}\n\nThis section provides for ${topic}, and every person concerned with ${topic} shall comply with the regulations made under it.\n`,
  )
  .join('\n')}`;

const hour = 3_600_000;

describe.each(dbKinds)('frequently asked questions on %s', (kind) => {
  let database: TestDatabase;
  let app: App;
  let admin: TestUser;
  let people: TestUser[];

  const ask = async (user: TestUser, question: string, createdAt?: Date) => {
    await app.ctx.db.insert(chatEntries).values({
      userId: user.id,
      userQuery: question,
      aiResponse: '…',
      ...(createdAt ? { createdAt } : {}),
    });
  };
  const refresh = (options: { limit?: number } = {}) => refreshFaqs(app.ctx, options);
  const month = () => lagosMonth().month;
  const adminList = async () => {
    const res = await app.inject({ url: '/api/admin/faqs', headers: bearer(admin.token) });
    expect(res.statusCode).toBe(200);
    return AdminFaqList.parse(res.json()).faqs;
  };
  const currentMonth = async (user: TestUser) => {
    const res = await app.inject({ url: '/api/faqs/current-month', headers: bearer(user.token) });
    expect(res.statusCode).toBe(200);
    return CurrentMonthFaqsResponse.parse(res.json()).faqs;
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await createTestApp(database);
    const dir = await mkdtemp(path.join(tmpdir(), 'civicng-faq-'));
    await writeFile(path.join(dir, 'police-act.md'), policeAct);
    await writeFile(path.join(dir, 'tenancy-law.md'), tenancyLaw);
    await writeFile(path.join(dir, 'miscellaneous-act.md'), otherLaw);
    await ingestLaws(database.db, [dir]);
    admin = await createUser(app, { admin: true });
    people = [];
    for (let i = 0; i < 7; i += 1) people.push(await createUser(app));
    const [p0, p1, p2, p3, p4, p5, p6] = people;
    if (!p0 || !p1 || !p2 || !p3 || !p4 || !p5 || !p6) throw new Error('no users');

    // Arrest without warrant: four different people, in English and Pidgin, with personal data.
    await ask(
      p0,
      'My name is Chidi Okeke, my number is 08031234567, can police arrest me without warrant?',
    );
    await ask(p1, 'police fit arrest person without warrant?');
    await ask(p2, 'Can the police arrest someone without a warrant? My NIN is 12345678901.');
    await ask(
      p3,
      'I am Tunde Bakare, email tunde.bakare@example.com. Can police arrest me without warrant',
    );
    // Notice to quit: three people but more messages than the arrest question.
    await ask(p0, 'How much notice must my landlord give before he can evict me?');
    await ask(p0, 'How much notice must my landlord give before eviction?');
    await ask(p1, 'landlord wan evict me, how much notice e suppose give?');
    await ask(p4, 'How many months notice does a landlord give a yearly tenant before eviction?');
    await ask(p4, 'how much notice landlord must give to evict tenant');
    // Bail: three messages, one person. Search: two people. Neither may be proposed.
    for (let i = 0; i < 3; i += 1) await ask(p5, 'Is police bail free of charge?');
    await ask(p5, 'Can police search my bag after arresting me?');
    await ask(p6, 'Can the police search an arrested person?');
    // Asked last month by enough people, but last month is over.
    const lastMonth = new Date(lagosMonth().start.getTime() - hour);
    for (const p of [p4, p5, p6]) await ask(p, 'Is police bail free of charge?', lastMonth);
  });
  afterAll(async () => {
    await app.close();
    await database.destroy();
  });

  it('proposes questions asked by at least 3 people, ranked by askers, scrubbed, answered', async () => {
    const first = await refresh({ limit: 1 });
    expect(first.proposed).toHaveLength(1);
    expect(first.proposed[0]).toMatchObject({
      question: 'Can police arrest me without warrant?',
      askers: 4,
    });

    const second = await refresh();
    expect(second.proposed.map((p) => [p.askers, p.question])).toEqual([
      [3, expect.stringMatching(/notice/i)],
    ]);
    expect(second.eligible).toBe(2);

    const list = await adminList();
    expect(list.map((f) => [f.status, f.asker_count, f.position])).toEqual([
      ['proposed', 4, 1],
      ['proposed', 3, 2],
    ]);
    const [arrest, notice] = list;
    expect(arrest?.month).toBe(month().slice(0, 7));
    expect(arrest?.answer).toMatch(/\]\(\/laws\/police-act#s-35\)/);
    // Note-sized, as a published question shows it: not the whole chat answer with its opening
    // line and disclaimer (issue 33 item 12).
    for (const faq of [arrest, notice]) {
      expect(faq?.answer).not.toMatch(/Here is what the law|general information/);
      expect(faq?.answer.length).toBeLessThan(700);
    }
    expect(notice?.answer).toMatch(/\]\(\/laws\/tenancy-law#s-13\)/);
    expect(notice?.question).not.toMatch(/\b(wan|e suppose)\b/);
    expect(arrest?.published_at).toBeNull();

    const rows = await database.db.select().from(faqs);
    const stored = JSON.stringify(rows);
    for (const secret of [
      'Chidi',
      'Okeke',
      '0803',
      '12345678901',
      'Tunde',
      'Bakare',
      '@',
      'tunde',
    ]) {
      expect(stored).not.toContain(secret);
    }
    const asked = rows.map((r) => `${r.question} ${r.groupKey}`).join(' ');
    expect(asked).not.toMatch(/bail|search/i);
  });

  it('does not duplicate or overwrite edited and published FAQs when it runs again', async () => {
    const [arrest, notice] = await adminList();
    if (!arrest || !notice) throw new Error('no proposals');
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/admin/faqs/${arrest.id}`,
      headers: bearer(admin.token),
      payload: {
        question: '  Can the police arrest me without a warrant?  ',
        answer: 'Yes, in some cases.',
      },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toEqual({ message: 'FAQ saved' });
    const publish = await app.inject({
      method: 'POST',
      url: `/api/admin/faqs/${arrest.id}/publish`,
      headers: bearer(admin.token),
    });
    expect(publish.json()).toEqual({ message: 'FAQ published' });

    const [p5] = people.slice(5);
    await ask(p5!, 'Police fit arrest me without warrant?');
    const again = await refresh();
    expect(again.proposed).toEqual([]);
    expect(again.updated).toEqual([
      { id: arrest.id, question: 'Can the police arrest me without a warrant?', askers: 5 },
    ]);

    const list = await adminList();
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      id: arrest.id,
      question: 'Can the police arrest me without a warrant?',
      answer: 'Yes, in some cases.',
      status: 'published',
      asker_count: 5,
    });
    expect(list[0]?.published_at).not.toBeNull();
    expect(list[1]).toMatchObject({ id: notice.id, question: notice.question, status: 'proposed' });
  });

  it('shows citizens only this month’s published FAQs, in the administrators’ order', async () => {
    const [citizen] = people;
    const anonymous = await app.inject({ url: '/api/faqs/current-month' });
    expect(anonymous.statusCode).toBe(401);

    // Published last month: not this month's.
    await database.db.insert(faqs).values({
      month: lagosMonth(new Date(lagosMonth().start.getTime() - hour)).month,
      question: 'Is police bail free?',
      answer: 'Yes.',
      status: 'published',
      position: 0,
      publishedAt: new Date(),
    });

    const [arrest, notice] = await adminList();
    if (!arrest || !notice) throw new Error('no proposals');
    expect((await currentMonth(citizen!)).map((f) => f.question)).toEqual([arrest.question]);

    await app.inject({
      method: 'POST',
      url: `/api/admin/faqs/${notice.id}/publish`,
      headers: bearer(admin.token),
    });
    const order = await app.inject({
      method: 'PUT',
      url: '/api/admin/faqs/order',
      headers: bearer(admin.token),
      payload: { ids: [notice.id, arrest.id] },
    });
    expect(order.statusCode).toBe(200);
    expect(order.json()).toEqual({ message: 'FAQ order saved' });
    const shown = await currentMonth(citizen!);
    expect(shown.map((f) => f.question)).toEqual([notice.question, arrest.question]);
    expect(Object.keys(shown[0]!).sort()).toEqual(['answer', 'created_at', 'question']);
    expect(shown[0]?.answer).toContain('/laws/tenancy-law#s-13');

    const unpublish = await app.inject({
      method: 'POST',
      url: `/api/admin/faqs/${notice.id}/unpublish`,
      headers: bearer(admin.token),
    });
    expect(unpublish.json()).toEqual({ message: 'FAQ unpublished' });
    expect((await currentMonth(citizen!)).map((f) => f.question)).toEqual([arrest.question]);
    expect((await adminList()).map((f) => [f.id, f.status, f.position])).toEqual([
      [notice.id, 'unpublished', 1],
      [arrest.id, 'published', 2],
    ]);

    const old = await app.inject({
      url: `/api/admin/faqs?month=${lagosMonth(new Date(lagosMonth().start.getTime() - hour)).month.slice(0, 7)}`,
      headers: bearer(admin.token),
    });
    expect(AdminFaqList.parse(old.json()).faqs.map((f) => f.question)).toEqual([
      'Is police bail free?',
    ]);
  });

  it('keeps the administration to administrators', async () => {
    const [citizen] = people;
    const [faq] = await adminList();
    const id = faq!.id;
    const calls = [
      { method: 'GET' as const, url: '/api/admin/faqs' },
      {
        method: 'PUT' as const,
        url: `/api/admin/faqs/${id}`,
        payload: { question: 'Hacked?', answer: 'Hacked.' },
      },
      { method: 'POST' as const, url: `/api/admin/faqs/${id}/publish` },
      { method: 'POST' as const, url: `/api/admin/faqs/${id}/unpublish` },
      { method: 'PUT' as const, url: '/api/admin/faqs/order', payload: { ids: [id] } },
    ];
    for (const call of calls) {
      expect((await app.inject(call)).statusCode).toBe(401);
      const res = await app.inject({ ...call, headers: bearer(citizen!.token) });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Only administrators can do this.');
    }
    const [after] = await adminList();
    expect(after?.question).not.toBe('Hacked?');
  });

  it('answers bad input and unknown FAQs with a message', async () => {
    const [faq, other] = await adminList();
    const send = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
      app.inject({ method, url, headers: bearer(admin.token), ...(payload ? { payload } : {}) });
    const cases: [Awaited<ReturnType<typeof send>>, number][] = [
      [await send('GET', '/api/admin/faqs?month=2026-13'), 400],
      [await send('GET', '/api/admin/faqs?month=March'), 400],
      [await send('PUT', '/api/admin/faqs/999999', { question: 'Q?', answer: 'A.' }), 404],
      [await send('POST', '/api/admin/faqs/999999/publish'), 404],
      [await send('POST', '/api/admin/faqs/999999/unpublish'), 404],
      [await send('POST', '/api/admin/faqs/abc/publish'), 400],
      [await send('PUT', `/api/admin/faqs/${faq!.id}`, { question: '   ', answer: 'A.' }), 400],
      [await send('PUT', `/api/admin/faqs/${faq!.id}`, { question: 'Q?' }), 400],
      [await send('PUT', '/api/admin/faqs/order', { ids: [] }), 400],
      [await send('PUT', '/api/admin/faqs/order', { ids: [faq!.id, faq!.id] }), 400],
      [await send('PUT', '/api/admin/faqs/order', { ids: [faq!.id, 999999] }), 404],
      [await send('PUT', '/api/admin/faqs/order', { ids: [faq!.id, 2 ** 40] }), 404],
    ];
    for (const [res, status] of cases) {
      expect(res.statusCode).toBe(status);
      expect(typeof res.json().message).toBe('string');
    }
    const [lastMonth] = await database.db
      .select()
      .from(faqs)
      .where(eq(faqs.question, 'Is police bail free?'));
    const mixed = await send('PUT', '/api/admin/faqs/order', { ids: [other!.id, lastMonth!.id] });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().message).toMatch(/same month/);
  });

  it('refreshes on a schedule, logging failures without throwing', async () => {
    const info = vi.fn();
    const error = vi.fn();
    const ok = scheduleFaqRefresh(app.ctx, { info, error }, { firstAfterMs: 1, everyMs: 60_000 });
    await vi.waitFor(() =>
      expect(info).toHaveBeenCalledWith(
        expect.objectContaining({ month: month() }),
        'faq: refresh done',
      ),
    );
    ok.stop();

    const broken = {
      ...app.ctx,
      laws: {
        sections: () => Promise.reject(new Error('index unavailable')),
      } as unknown as typeof app.ctx.laws,
    };
    const failing = scheduleFaqRefresh(broken, { info, error }, { firstAfterMs: 1 });
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith(expect.anything(), 'faq: refresh failed'),
    );
    failing.stop();
  });
});
