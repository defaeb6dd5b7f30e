import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatEntries, sessions, users } from '../../db/schema.js';
import { dbKinds } from '../../test/databases.js';
import { bearer, createUser, useTestApp } from '../../test/factories.js';
import { eraseExpiredData, scheduleRetention } from './retention.js';

const day = 86_400_000;

describe.each(dbKinds)('retention on %s', (kind) => {
  const t = useTestApp(kind);
  const exists = async (id: string) =>
    (await t.database.rows(sql`select 1 from users where id = ${id}`)).length === 1;
  /** An account opened, with every trace of activity, `daysAgo` days before `now`. */
  async function openedDaysAgo(now: Date, daysAgo: number, options = {}) {
    const user = await createUser(t.app, options);
    const then = new Date(now.getTime() - daysAgo * day);
    await t.app.ctx.db
      .update(users)
      .set({ createdAt: then, updatedAt: then })
      .where(sql`${users.id} = ${user.id}`);
    await t.app.ctx.db
      .update(sessions)
      .set({ createdAt: then })
      .where(sql`${sessions.userId} = ${user.id}`);
    return user;
  }

  it('erases unverified accounts idle past the limit, and nobody else', async () => {
    // The clock is injected: "now" is a year ahead, nothing sleeps.
    const now = new Date(Date.now() + 365 * day);
    const idle = await openedDaysAgo(now, 31);
    const recent = await openedDaysAgo(now, 29);
    const verified = await openedDaysAgo(now, 400, { verified: true });
    const admin = await openedDaysAgo(now, 400, { admin: true });
    // Old, but asked a question 5 days ago: still active.
    const asking = await openedDaysAgo(now, 90);
    await t.app.ctx.db.insert(chatEntries).values({
      userId: asking.id,
      userQuery: 'Recent question',
      aiResponse: 'Answer',
      createdAt: new Date(now.getTime() - 5 * day),
    });
    // Logged in 2 days ago.
    const loggingIn = await openedDaysAgo(now, 90);
    await t.app.ctx.db.insert(sessions).values({
      userId: loggingIn.id,
      createdAt: new Date(now.getTime() - 2 * day),
      expiresAt: now,
    });

    // Before it goes, the idle account's session works and is remembered by this node.
    expect(
      (await t.app.inject({ url: '/api/user/profile', headers: bearer(idle.token) })).statusCode,
    ).toBe(200);
    const result = await eraseExpiredData(t.app.ctx, now);
    expect(result.accounts).toBeGreaterThanOrEqual(1);
    expect(await exists(idle.id)).toBe(false);
    for (const kept of [recent, verified, admin, asking, loggingIn])
      expect(await exists(kept.id)).toBe(true);
    // Erased means gone from the session memory too.
    expect(
      (await t.app.inject({ url: '/api/user/profile', headers: bearer(idle.token) })).statusCode,
    ).toBe(401);
  });

  it('erases questions older than the chat limit and keeps newer ones', async () => {
    const now = new Date();
    const user = await createUser(t.app, { verified: true });
    await t.app.ctx.db.insert(chatEntries).values([
      {
        userId: user.id,
        userQuery: 'Old',
        aiResponse: 'A',
        createdAt: new Date(now.getTime() - 366 * day),
      },
      {
        userId: user.id,
        userQuery: 'New',
        aiResponse: 'A',
        createdAt: new Date(now.getTime() - 364 * day),
      },
    ]);
    const result = await eraseExpiredData(t.app.ctx, now);
    expect(result.chatEntries).toBeGreaterThanOrEqual(1);
    const left = await t.database.rows<{ q: string }>(
      sql`select user_query as q from chat_entries where user_id = ${user.id}`,
    );
    expect(left.map((r) => r.q)).toEqual(['New']);
  });

  it('the scheduled job logs how many were erased, never who', async () => {
    const now = new Date(Date.now() + 3 * 365 * day);
    const user = await createUser(t.app, { name: 'Idle Person' });
    const logged: unknown[] = [];
    const job = scheduleRetention(
      t.app.ctx,
      {
        info: (...args: unknown[]) => logged.push(args),
        error: (...args: unknown[]) => logged.push(args),
      },
      { firstAfterMs: 3_600_000, now: () => now },
    );
    try {
      await job.runNow();
    } finally {
      job.stop();
    }
    expect(await exists(user.id)).toBe(false);
    expect(logged).toHaveLength(1);
    const [fields, message] = logged[0] as [Record<string, number>, string];
    expect(message).toBe('retention: expired data erased');
    expect(fields.accounts).toBeGreaterThanOrEqual(1);
    expect(typeof fields.chatEntries).toBe('number');
    expect(JSON.stringify(logged)).not.toContain(user.email);
    expect(JSON.stringify(logged)).not.toContain(user.id);
  });
});
