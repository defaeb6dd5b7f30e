import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { createTestApp } from '../../test/app.js';
import { createTestDatabase, dbKinds, type TestDatabase } from '../../test/databases.js';
import { bearer, createUser, type TestUser } from '../../test/factories.js';
import { closePoll, createPoll, vote } from '../../test/polls.js';

const hour = 3_600_000;
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function multipart(field: string, filename: string, bytes: Buffer, type = 'image/png') {
  const boundary = '----civicng-test';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return {
    payload: body,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe.each(dbKinds)('polls on %s', (kind) => {
  let database: TestDatabase;
  let app: App;
  let admin: TestUser;
  let citizen: TestUser;
  let unverified: TestUser;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await createTestApp(database);
    admin = await createUser(app, { admin: true });
    citizen = await createUser(app, { verified: true });
    unverified = await createUser(app);
  });
  afterAll(async () => {
    await app.close();
    await database.destroy();
  });

  const livePolls = (user: TestUser, type = 'polls') =>
    app.inject({ url: `/api/${type}/active`, headers: bearer(user.token) });

  it('lets only administrators create polls', async () => {
    const body = {
      title: 'x',
      start_date: '01/01/2026 10:00',
      end_date: '02/01/2026 10:00',
      options: [{ title: 'A' }],
    };
    const anon = await app.inject({ method: 'POST', url: '/api/poll/create', payload: body });
    expect(anon.statusCode).toBe(401);
    const user = await app.inject({
      method: 'POST',
      url: '/api/poll/create',
      headers: bearer(citizen.token),
      payload: body,
    });
    expect(user.statusCode).toBe(403);
    expect(
      (await app.inject({ url: '/api/polls', headers: bearer(citizen.token) })).statusCode,
    ).toBe(403);
  });

  it('reads UK day-first UTC dates and ISO dates, and refuses bad ones', async () => {
    const id = await createPoll(app, admin, {
      start_date: '25/12/2026 14:30',
      end_date: '2026-12-31T23:00:00Z',
      status: 'draft',
    });
    const list = await app.inject({ url: '/api/polls', headers: bearer(admin.token) });
    const poll = list.json().find((p: { id: number }) => p.id === id);
    expect(poll.start_time).toBe('2026-12-25T14:30:00.000Z');
    expect(poll.end_time).toBe('2026-12-31T23:00:00.000Z');
    expect(poll.status).toBe('draft');
    for (const bad of ['31/02/2026 10:00', '12-25-2026', 'tomorrow']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/poll/create',
        headers: bearer(admin.token),
        payload: {
          title: 'x',
          start_date: bad,
          end_date: '2026-12-31T23:00:00Z',
          options: [{ title: 'A' }],
        },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('start_date');
    }
    const backwards = await app.inject({
      method: 'POST',
      url: '/api/poll/create',
      headers: bearer(admin.token),
      payload: {
        title: 'x',
        start_date: '02/01/2026',
        end_date: '01/01/2026',
        options: [{ title: 'A' }],
      },
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toContain('end date must be after');
  });

  it('edits a draft, refuses to edit a live or voted poll, and deactivates with expired', async () => {
    const id = await createPoll(app, admin, { status: 'draft' });
    const edit = (payload: Record<string, unknown>) =>
      app.inject({
        method: 'PUT',
        url: `/api/poll/${id}/edit`,
        headers: bearer(admin.token),
        payload: {
          title: 'Edited title',
          start_date: new Date(Date.now() - hour).toISOString(),
          end_date: new Date(Date.now() + hour).toISOString(),
          options: [{ title: 'Agree' }, { title: 'Disagree' }],
          ...payload,
        },
      });
    expect((await edit({ status: 'draft' })).json().message).toBe('Changes saved successfully');
    expect((await edit({ status: 'active' })).statusCode).toBe(200);
    expect((await vote(app, citizen, id, 'Agree')).statusCode).toBe(200);
    const locked = await edit({ status: 'active', title: 'Sneaky change' });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toContain('can no longer be edited');

    const live = await livePolls(citizen);
    expect(live.json().map((p: { id: number }) => p.id)).toContain(id);
    const deactivate = await edit({ status: 'expired' });
    expect(deactivate.statusCode).toBe(200);
    const after = await livePolls(citizen);
    expect(after.json().map((p: { id: number }) => p.id)).not.toContain(id);
    const late = await vote(app, await createUser(app, { verified: true }), id, 'Agree');
    expect(late.statusCode).toBe(409);

    const audit = await database.rows<{ action: string; actor_id: string }>(
      sql`select action, actor_id from poll_audit_log where poll_id = ${id} order by at, id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['create', 'edit', 'activate', 'deactivate']);
    expect(audit.every((a) => a.actor_id === admin.id)).toBe(true);
  });

  it('shows only live polls of the asked type, and refuses votes outside the window', async () => {
    const ended = await createPoll(app, admin, {
      start_date: new Date(Date.now() - 2 * hour).toISOString(),
      end_date: new Date(Date.now() - hour).toISOString(),
    });
    const future = await createPoll(app, admin, {
      start_date: new Date(Date.now() + hour).toISOString(),
      end_date: new Date(Date.now() + 2 * hour).toISOString(),
    });
    const voteId = await createPoll(app, admin, { type: 'vote' });
    const polls = (await livePolls(citizen)).json().map((p: { id: number }) => p.id);
    expect(polls).not.toContain(ended);
    expect(polls).not.toContain(future);
    expect(polls).not.toContain(voteId);
    const votes = (await livePolls(citizen, 'votes')).json().map((p: { id: number }) => p.id);
    expect(votes).toContain(voteId);
    const res = await vote(app, citizen, ended, 'Yes');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This poll is not open for voting.');
  });

  it('keeps unverified citizens out of live lists and voting with 403', async () => {
    const id = await createPoll(app, admin);
    const list = await livePolls(unverified);
    expect(list.statusCode).toBe(403);
    expect(list.json().code).toBe('NOT_VERIFIED');
    expect((await vote(app, unverified, id, 'Yes')).statusCode).toBe(403);
    expect((await app.inject('/api/polls/active')).statusCode).toBe(401);
  });

  it('validates the choices of a ballot', async () => {
    const single = await createPoll(app, admin);
    const multi = await createPoll(app, admin, { allow_multiple_votes: true });
    const voter = await createUser(app, { verified: true });
    expect((await vote(app, voter, single, ['Yes', 'No'])).statusCode).toBe(400);
    expect((await vote(app, voter, single, 'Maybe')).json().message).toBe(
      '"Maybe" is not an option of this poll.',
    );
    expect((await vote(app, voter, multi, ['Yes', 'yes'])).statusCode).toBe(400);
    expect((await vote(app, voter, multi, [])).statusCode).toBe(400);
    expect((await vote(app, voter, multi, ['Yes', 'Not sure'])).statusCode).toBe(200);
    expect((await vote(app, voter, single, ['No'])).statusCode).toBe(200);
  });

  it('hides counts until the results are visible to the viewer', async () => {
    const afterVote = await createPoll(app, admin, { results_visibility: 'after_vote' });
    const afterClose = await createPoll(app, admin, { results_visibility: 'after_close' });
    const voter = await createUser(app, { verified: true });
    const find = async (id: number) =>
      (await livePolls(voter)).json().find((p: { id: number }) => p.id === id);
    expect((await find(afterVote)).options[0].voters).toBeNull();
    expect((await find(afterVote)).results_visible).toBe(false);
    await vote(app, voter, afterVote, 'Yes');
    expect((await find(afterVote)).options[0].voters).toBe(1);
    expect((await find(afterVote)).has_voted).toBe(true);
    await vote(app, voter, afterClose, 'Yes');
    expect((await find(afterClose)).total_ballots).toBeNull();
    const adminView = (await app.inject({ url: '/api/polls', headers: bearer(admin.token) }))
      .json()
      .find((p: { id: number }) => p.id === afterClose);
    expect(adminView.options[0].voters).toBe(1);
    const receipts = await app.inject(`/api/polls/${afterClose}/receipts`);
    expect(receipts.json()).toMatchObject({ published: false, ballots: [], totals: [] });
  });

  it('publishes receipts at the close that recount to the totals, with no voter in them', async () => {
    const id = await createPoll(app, admin, { results_visibility: 'live' });
    const codes: string[] = [];
    for (const choice of ['Yes', 'Yes', 'No']) {
      const res = await vote(app, await createUser(app, { verified: true }), id, choice);
      codes.push(res.json().receipt_code);
    }
    await closePoll(app, admin, id);
    const res = await app.inject(`/api/polls/${id}/receipts`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.ballots.map((b: { receipt_code: string }) => b.receipt_code).sort()).toEqual(
      [...codes].sort(),
    );
    expect(body.totals).toEqual([
      { title: 'Yes', voters: 2 },
      { title: 'No', voters: 1 },
      { title: 'Not sure', voters: 0 },
    ]);
    expect(JSON.stringify(body)).not.toMatch(/user|email|@/i);
    const ballotColumns = await database.rows<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_name = 'ballots'`,
    );
    expect(ballotColumns.map((c) => c.column_name)).not.toContain('user_id');
  });

  it('keeps ballots counted when a voter deletes their account, linked to no account', async () => {
    const id = await createPoll(app, admin);
    const leaver = await createUser(app, { verified: true });
    await vote(app, leaver, id, 'No');
    await app.inject({ url: '/api/user/delete', headers: bearer(leaver.token) });
    const poll = (await app.inject({ url: '/api/polls', headers: bearer(admin.token) }))
      .json()
      .find((p: { id: number }) => p.id === id);
    expect(poll.options.find((o: { title: string }) => o.title === 'No').voters).toBe(1);
    // The participation stays (its identity key stops a second ballot), and holds no account.
    const rows = await database.rows<{ json: string }>(
      sql`select row_to_json(p)::text as json from poll_participations p where poll_id = ${id}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.json).not.toContain(leaver.id);
    expect(Object.keys(JSON.parse(rows[0]?.json ?? '{}'))).toEqual(['poll_id', 'voter_hash']);
  });

  it('exports results as CSV for administrators', async () => {
    const id = await createPoll(app, admin, { title: '=HYPERLINK("x")' });
    await vote(app, citizen, id, 'Yes');
    const res = await app.inject({
      url: `/api/polls/${id}/results.csv`,
      headers: bearer(admin.token),
    });
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('"poll_id","poll_title","option","voters","share_percent"');
    expect(lines[1]).toBe(`"${id}","'=HYPERLINK(""x"")","Yes","1","100.0"`);
    const denied = await app.inject({
      url: `/api/polls/${id}/results.csv`,
      headers: bearer(citizen.token),
    });
    expect(denied.statusCode).toBe(403);
  });

  it('accepts real PNG images only, judged by content', async () => {
    const ok = await app.inject({
      method: 'POST',
      url: '/api/upload-image',
      headers: { ...bearer(admin.token), ...multipart('image', 'flag.png', png).headers },
      payload: multipart('image', 'flag.png', png).payload,
    });
    expect(ok.statusCode).toBe(201);
    const path = ok.json().image_path;
    expect(path).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    const served = await app.inject(path);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.rawPayload.equals(png)).toBe(true);
    for (const other of ['/uploads/../package.json', '/uploads/page.html', `${path}.html`]) {
      expect((await app.inject(other)).statusCode).toBe(404);
    }

    const fake = multipart('image', 'photo.png', Buffer.from('<script>alert(1)</script>'));
    const refused = await app.inject({
      method: 'POST',
      url: '/api/upload-image',
      headers: { ...bearer(admin.token), ...fake.headers },
      payload: fake.payload,
    });
    expect(refused.statusCode).toBe(415);
    expect(refused.json().message).toBe('Only PNG, JPEG or WebP images can be uploaded.');

    const huge = multipart('image', 'big.png', Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024)]));
    const tooBig = await app.inject({
      method: 'POST',
      url: '/api/upload-image',
      headers: { ...bearer(admin.token), ...huge.headers },
      payload: huge.payload,
    });
    expect(tooBig.statusCode).toBe(413);

    const asJson = await app.inject({
      method: 'POST',
      url: '/api/upload-image',
      headers: bearer(admin.token),
      payload: { image: 'x' },
    });
    expect(asJson.statusCode).toBe(415);
    const byCitizen = await app.inject({
      method: 'POST',
      url: '/api/upload-image',
      headers: { ...bearer(citizen.token), ...multipart('image', 'a.png', png).headers },
      payload: multipart('image', 'a.png', png).payload,
    });
    expect(byCitizen.statusCode).toBe(403);
  });
});
