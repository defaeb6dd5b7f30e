import type { DataExport } from '@civicng/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatEntries } from '../../db/schema.js';
import { dbKinds } from '../../test/databases.js';
import { bearer, createUser, type TestUser, useTestApp } from '../../test/factories.js';
import { createPoll } from '../../test/polls.js';

describe.each(dbKinds)('administrators reading personal data on %s', (kind) => {
  const t = useTestApp(kind);
  const exportOf = async (user: TestUser) =>
    (
      await t.app.inject({ url: '/api/user/data-export', headers: bearer(user.token) })
    ).json<DataExport>();
  async function report(user: TestUser) {
    const [entry] = await t.app.ctx.db
      .insert(chatEntries)
      .values({ userId: user.id, userQuery: 'Is this right?', aiResponse: 'Maybe.' })
      .returning({ id: chatEntries.id });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/answer-reports',
      headers: bearer(user.token),
      payload: { entry_id: entry?.id, reason: 'wrong_or_misleading' },
    });
    expect(res.statusCode).toBe(201);
  }

  it('records who read the review queue, and each reporter sees it; others see nothing', async () => {
    const admin = await createUser(t.app, { admin: true, name: 'Grace Adebayo' });
    const x = await createUser(t.app);
    const y = await createUser(t.app);
    const bystander = await createUser(t.app);
    await report(x);
    await report(y);
    const before = Date.now();
    const queue = await t.app.inject({
      url: '/api/admin/answer-reports?state=open',
      headers: bearer(admin.token),
    });
    expect(queue.statusCode).toBe(200);

    for (const citizen of [x, y]) {
      const reads = (await exportOf(citizen)).reads_of_your_data.filter(
        (r) => r.what === 'answer_report_queue',
      );
      expect(reads).toHaveLength(1);
      expect(reads[0]?.reader).toEqual({ id: admin.id, name: 'Grace Adebayo', role: 'admin' });
      expect(reads[0]?.details).toEqual({ state: 'open' });
      expect(Date.parse(reads[0]?.at ?? '')).toBeGreaterThanOrEqual(before - 1_000);
    }
    const theirs = (await exportOf(bystander)).reads_of_your_data.filter(
      (r) => r.what !== 'data_export',
    );
    expect(theirs).toEqual([]);
    // The administrator's own export lists what they read, and whose.
    const mine = (await exportOf(admin)).administration.personal_data_read;
    expect(
      mine
        .filter((r) => r.what === 'answer_report_queue')
        .map((r) => r.subject_id)
        .sort(),
    ).toEqual(expect.arrayContaining([x.id, y.id].sort()));
  });

  it('records the results CSV and the FAQ source questions, which name no one citizen', async () => {
    const admin = await createUser(t.app, { admin: true });
    const pollId = await createPoll(t.app, admin);
    await t.app.inject({ url: `/api/polls/${pollId}/results.csv`, headers: bearer(admin.token) });
    await t.app.inject({ url: '/api/admin/faqs', headers: bearer(admin.token) });
    const rows = await t.database.rows<{
      what: string;
      subject_id: string | null;
      details: unknown;
    }>(
      sql`select what, subject_id, details from personal_data_reads where reader_id = ${admin.id} order by id`,
    );
    expect(rows.map((r) => [r.what, r.subject_id])).toEqual([
      ['poll_results_csv', null],
      ['faq_source_questions', null],
    ]);
    expect(rows[0]?.details).toEqual({ pollId });
  });

  it('keeps the record when the administrator’s account is deleted, without their name', async () => {
    const admin = await createUser(t.app, { admin: true, name: 'Leaving Admin' });
    await createUser(t.app, { admin: true }); // not the last administrator
    const x = await createUser(t.app);
    await report(x);
    await t.app.inject({ url: '/api/admin/answer-reports', headers: bearer(admin.token) });
    expect(
      (await t.app.inject({ url: '/api/user/delete', headers: bearer(admin.token) })).statusCode,
    ).toBe(200);
    const reads = (await exportOf(x)).reads_of_your_data.filter(
      (r) => r.what === 'answer_report_queue',
    );
    expect(reads.at(-1)?.reader).toEqual({ id: null, name: null, role: 'deleted account' });
  });
});
