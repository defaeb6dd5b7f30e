import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { is, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DataExport } from '@civicng/contracts';
import * as schema from '../../db/schema.js';
import { chatEntries, users } from '../../db/schema.js';
import { createTestApp } from '../../test/app.js';
import { dbKinds } from '../../test/databases.js';
import { bearer, createUser, linkSso, type TestUser, useTestApp } from '../../test/factories.js';
import { createPoll, vote } from '../../test/polls.js';
import { maskNin } from '../identity/phone-and-nin.js';

/**
 * Columns deliberately left out of the export, each with its reason. Everything else held in a
 * table that points at the account must be in it: a new personal column or table fails this test
 * until it is exported or listed here with a reason.
 */
const notExported: Record<string, Record<string, string>> = {
  users: {
    password_hash:
      'a hash of the password: useless to the citizen, a risk if leaked (has_password says whether one is set)',
    nin_hash: 'the keyed hash that keys ballots and one-account-per-NIN: never shown to anyone',
    nin_encrypted:
      'the NIN in ciphertext: exported masked (verification.nin_masked), never in full',
  },
  one_time_tokens: {
    id: 'a row number of a hashed secret, meaningless outside the database',
    token_hash: 'the hash of a link sent by mail: the link itself is the secret',
    binding_hash: 'the hash of a browser binding cookie of a sign-in',
  },
  voting_pins: { pin_hash: 'the hash of the voting PIN (voting_pin.set says whether one is set)' },
  user_identities: { id: 'a row number; the provider and subject are exported' },
  consents: { id: 'a row number; version and time are exported' },
  personal_data_reads: { id: 'a row number; who, what and when are exported' },
  poll_audit_log: { id: 'a row number; poll, action, details and time are exported' },
  answer_reports: {
    reviewed_by:
      "the reviewing administrator's id is theirs, not the reporter's (their own export lists their reviews)",
  },
  polls: {
    description: "the poll's own content, public to voters, not data about its creator",
    type: "the poll's own settings",
    status: "the poll's own settings",
    start_time: "the poll's own settings",
    end_time: "the poll's own settings",
    allow_multiple_votes: "the poll's own settings",
    results_visibility: "the poll's own settings",
    updated_at: "the poll's own history, not its creator's",
  },
};

type Row = Record<string, unknown>;

/** Every table of the schema, and its columns that hold an account id (foreign keys to users). */
function tablesPointingAtUsers() {
  const found: { table: string; columns: string[] }[] = [];
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    const columns = config.foreignKeys.flatMap((fk) => {
      const ref = fk.reference();
      return getTableConfig(ref.foreignTable).name === 'users'
        ? ref.columns.map((c) => c.name)
        : [];
    });
    if (columns.length > 0) found.push({ table: config.name, columns });
  }
  return found;
}

/** The values of a stored row as they must appear in the export's JSON text. */
function leaves(value: unknown): unknown[] {
  if (value === null || value === undefined) return [];
  // Raw rows may carry times as PostgreSQL writes them; the export writes them as ISO strings.
  if (typeof value === 'string' && /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d+)?\+00$/.test(value)) {
    return [new Date(value.replace(' ', 'T').replace('+00', 'Z'))];
  }
  if (value instanceof Date) return [value];
  if (Array.isArray(value)) return value.flatMap(leaves);
  if (typeof value === 'object') return Object.values(value).flatMap(leaves);
  return [value];
}

function appears(text: string, value: unknown): boolean {
  if (typeof value === 'number') return new RegExp(`[:\\[,]${value}[,\\]}]`).test(text);
  if (typeof value === 'boolean') return text.includes(String(value));
  // Strings and times, as JSON writes them (times as ISO strings).
  return text.includes(JSON.stringify(value));
}

describe.each(dbKinds)('downloading my data on %s', (kind) => {
  const t = useTestApp(kind);
  const get = (token: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: '/api/user/data-export', headers: { ...bearer(token), ...headers } });

  /** A verified administrator with data in every table that points at an account. */
  async function citizenWithDataEverywhere(): Promise<TestUser & { pollId: number }> {
    const me = await createUser(t.app, { admin: true, verified: true, name: 'Chiamaka Eze' });
    const { app } = t;
    await app.ctx.db
      .update(users)
      .set({ state: 'Enugu', lga: 'Nsukka' })
      .where(sql`${users.id} = ${me.id}`);
    await linkSso(app, me.id, 'google');
    // A second device, logged out again: a revoked session with its device summary.
    const login = await app.inject({
      method: 'POST',
      url: '/api/login/email',
      payload: { email: me.email, password: me.password },
      headers: {
        'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/130.0 Mobile Safari/537.36',
      },
    });
    const other = login.json<{ access_token: string }>().access_token;
    await app.inject({ url: '/api/logout', headers: bearer(other) });
    const [entry] = await app.ctx.db
      .insert(chatEntries)
      .values({
        userId: me.id,
        userQuery: 'Can my landlord lock me out?',
        aiResponse: 'Section 7 says no.',
        citations: [11, 12],
      })
      .returning({ id: chatEntries.id });
    const report = await app.inject({
      method: 'POST',
      url: '/api/answer-reports',
      headers: bearer(me.token),
      payload: { entry_id: entry?.id, reason: 'other', note: 'It cites the wrong law' },
    });
    expect(report.statusCode).toBe(201);
    // The review queue shows my report to an administrator (me): a reading of my data.
    await app.inject({ url: '/api/admin/answer-reports', headers: bearer(me.token) });
    const decided = await app.inject({
      method: 'PUT',
      url: `/api/admin/answer-reports/${report.json<{ id: number }>().id}`,
      headers: bearer(me.token),
      payload: { state: 'reviewed' },
    });
    expect(decided.statusCode).toBe(200);
    const pollId = await createPoll(app, me, { title: 'Should the LGA fix the Nsukka road?' });
    expect((await vote(app, me, pollId, 'Yes')).statusCode).toBe(200);
    await app.inject({ url: `/api/polls/${pollId}/results.csv`, headers: bearer(me.token) });
    const pin = await app.inject({
      method: 'PUT',
      url: '/api/user/voting-pin',
      headers: bearer(me.token),
      payload: { pin: '2580' },
    });
    expect(pin.statusCode).toBe(200);
    const change = await app.inject({
      method: 'PUT',
      url: '/api/user/email',
      headers: bearer(me.token),
      payload: { email: `new-${me.email}` },
    });
    expect(change.statusCode).toBe(202);
    return { ...me, pollId };
  }

  it('holds every stored value of every table that points at the account, or says why not', async () => {
    const me = await citizenWithDataEverywhere();
    const res = await get(me.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="civicng-my-data.json"');
    const text = res.body;
    const data = res.json<DataExport>();

    const tables = tablesPointingAtUsers();
    // The schema is read, not listed: the tables known today are all found.
    expect(tables.map((x) => x.table)).toEqual(
      expect.arrayContaining(['sessions', 'chat_entries', 'consents', 'personal_data_reads']),
    );
    const missing: string[] = [];
    for (const { table, columns } of [...tables, { table: 'users', columns: ['id'] }]) {
      const skip = notExported[table] ?? {};
      for (const column of columns) {
        const rows = await t.database.rows<Row>(
          sql`select * from ${sql.identifier(table)} where ${sql.identifier(column)} = ${me.id}`,
        );
        expect(rows.length, `${table}.${column}: give the test citizen data here`).toBeGreaterThan(
          0,
        );
        for (const row of rows) {
          for (const [name, value] of Object.entries(row)) {
            if (name in skip) continue;
            for (const leaf of leaves(value)) {
              if (!appears(text, leaf)) missing.push(`${table}.${name} = ${String(leaf)}`);
            }
          }
        }
      }
      // An allow-list entry for a column that no longer exists is stale.
      const existing = await t.database.rows<{ name: string }>(
        sql`select column_name as name from information_schema.columns where table_name = ${table}`,
      );
      const names = new Set(existing.map((c) => c.name));
      expect(
        Object.keys(skip).filter((c) => !names.has(c)),
        `${table}: stale allow-list`,
      ).toEqual([]);
    }
    expect(missing).toEqual([]);

    // Masked, never in full; no hash, ever.
    expect(data.verification.nin_masked).toBe(maskNin(me.nin ?? ''));
    expect(text).not.toContain(me.nin);
    const [secrets] = await t.database.rows<{ nin_hash: string; password_hash: string }>(
      sql`select nin_hash, password_hash from users where id = ${me.id}`,
    );
    expect(text).not.toContain(secrets?.nin_hash);
    expect(text).not.toContain(secrets?.password_hash);
    const hashes = await t.database.rows<{ h: string }>(
      sql`select token_hash as h from one_time_tokens where user_id = ${me.id}
          union all select pin_hash from voting_pins where user_id = ${me.id}`,
    );
    for (const { h } of hashes) expect(text).not.toContain(h);

    // The poll taken part in, by id and title, and the plain statements about the secret ballot.
    expect(data.polls_taken_part_in).toEqual([
      { poll_id: me.pollId, title: 'Should the LGA fix the Nsukka road?' },
    ]);
    expect(data.about.statements.join(' ')).toContain('Receipt codes were shown to you once');
    expect(data.about.statements.join(' ')).toContain('cannot vote twice');
    expect(data.sessions.filter((s) => s.current)).toHaveLength(1);
    expect(data.sessions.find((s) => s.revoked_at)?.device).toBe('Chrome on Android');
    expect(data.voting_pin.set).toBe(true);
    expect(data.reads_of_your_data.map((r) => r.what)).toEqual(
      expect.arrayContaining(['answer_report_queue', 'data_export']),
    );
  });

  it("holds nothing of another citizen's, and each download is recorded", async () => {
    const mine = await createUser(t.app, { verified: true, name: 'Bola Ade' });
    const theirs = await createUser(t.app, { verified: true, name: 'Tunde Bakare' });
    await t.app.ctx.db.insert(chatEntries).values({
      userId: theirs.id,
      userQuery: 'A question only Tunde asked',
      aiResponse: 'An answer only Tunde got',
    });
    const first = await get(mine.token);
    expect(first.statusCode).toBe(200);
    for (const secret of [theirs.id, theirs.email, theirs.nin ?? '', 'only Tunde']) {
      expect(first.body).not.toContain(secret);
    }
    const second = (await get(mine.token)).json<DataExport>();
    // The first download is listed in the second, as read by the citizen.
    expect(second.reads_of_your_data.filter((r) => r.what === 'data_export').length).toBe(2);
    expect(second.reads_of_your_data[0]?.reader.role).toBe('you');
  });

  it('records a download, not the screen that shows the data', async () => {
    const me = await createUser(t.app);
    const downloads = async () =>
      (await get(me.token))
        .json<DataExport>()
        .reads_of_your_data.filter((r) => r.what === 'data_export').length;
    const onScreen = await t.app.inject({
      url: '/api/user/data-export?purpose=screen',
      headers: bearer(me.token),
    });
    expect(onScreen.statusCode).toBe(200);
    expect(onScreen.json<DataExport>().profile.email).toBe(me.email);
    // Opening "Your data" twice, then one download (the count includes this download itself).
    await t.app.inject({ url: '/api/user/data-export?purpose=screen', headers: bearer(me.token) });
    expect(await downloads()).toBe(1);
    const odd = await t.app.inject({
      url: '/api/user/data-export?purpose=peek',
      headers: bearer(me.token),
    });
    expect(odd.statusCode).toBe(400);
  });

  it('answers 401 without a session and in the asker’s language', async () => {
    const res = await t.app.inject({ url: '/api/user/data-export' });
    expect(res.statusCode).toBe(401);
    const me = await createUser(t.app);
    const yo = (await get(me.token, { 'accept-language': 'yo' })).json<DataExport>();
    expect(yo.about.statements[0]).toContain('àṣírí');
  });
});

describe.each(dbKinds)('the download limit on %s', (kind) => {
  it('allows five downloads an hour per account, then 429', async () => {
    const { createTestDatabase } = await import('../../test/databases.js');
    const database = await createTestDatabase(kind);
    const app = await createTestApp(database, { RATE_LIMIT: 'on' });
    try {
      const me = await createUser(app);
      const other = await createUser(app);
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        statuses.push(
          (await app.inject({ url: '/api/user/data-export', headers: bearer(me.token) }))
            .statusCode,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      // Per account: another citizen is not held back.
      const theirs = await app.inject({
        url: '/api/user/data-export',
        headers: bearer(other.token),
      });
      expect(theirs.statusCode).toBe(200);
    } finally {
      await app.close();
      await database.destroy();
    }
  });
});
