import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { loadConfig } from '../config.js';
import { startSession } from '../sessions/index.js';
import { repoRoot } from '../paths.js';
import { createTestApp } from '../test/app.js';
import { createTestDatabase, dbKinds, type TestDatabase } from '../test/databases.js';
import { bearer, createUser, type TestUser } from '../test/factories.js';
import { createPoll } from '../test/polls.js';

const heartbeatSeconds = 1;

interface OpenStream {
  status: number;
  /** Resolves with how long after `since` the server ended the stream. */
  ended: Promise<number>;
  abort(): void;
  body: Promise<string>;
}

/** Opens GET /api/polls/{id}/events over real HTTP and notices when the server ends it. */
async function openStream(baseUrl: string, pollId: number, token: string): Promise<OpenStream> {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/api/polls/${pollId}/events`, {
    headers: bearer(token),
    signal: controller.signal,
  });
  if (res.status !== 200) {
    const refusal = await res.text();
    return {
      status: res.status,
      ended: Promise.resolve(0),
      abort: () => controller.abort(),
      body: Promise.resolve(refusal),
    };
  }
  let text = '';
  const ended = (async () => {
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return Date.now();
        text += value;
      }
    } catch {
      return Date.now();
    }
  })();
  return {
    status: res.status,
    ended,
    abort: () => controller.abort(),
    body: ended.then(() => text),
  };
}

/** Whether the stream ends within ms; a stream still open after it is reported as false. */
const endsWithin = (stream: OpenStream, ms: number) =>
  Promise.race([
    stream.ended.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ]);

/** The same account logged in on a second device. */
const anotherSession = (app: App, user: TestUser) =>
  startSession(app.ctx.db, app.ctx.secrets, user.id, 1);

async function listen(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

describe('the heartbeat setting', () => {
  it('is read from SSE_HEARTBEAT_SECONDS and documented with its default in .env.example', async () => {
    const text = await readFile(`${repoRoot}/.env.example`, 'utf8');
    const documented = /^SSE_HEARTBEAT_SECONDS=(\d+)$/m.exec(text)?.[1];
    expect(documented).toBeDefined();
    expect(Number(documented)).toBe(loadConfig({}).SSE_HEARTBEAT_SECONDS);
    expect(loadConfig({ SSE_HEARTBEAT_SECONDS: '2' }).SSE_HEARTBEAT_SECONDS).toBe(2);
    expect(() => loadConfig({ SSE_HEARTBEAT_SECONDS: '0' })).toThrow(/SSE_HEARTBEAT_SECONDS/);
  });
});

describe.each(dbKinds)('event streams of one account (%s)', (kind) => {
  let database: TestDatabase;
  // Two API nodes on one database: `app` beats too slowly to end any stream in these tests, so
  // what it ends, it ends at once; `otherNode` beats every second.
  let app: App;
  let otherNode: App;
  let url: string;
  let otherNodeUrl: string;
  let admin: TestUser;
  let pollId: number;
  const open: OpenStream[] = [];
  const watch = async (token: string, on = url) => {
    const stream = await openStream(on, pollId, token);
    open.push(stream);
    return stream;
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const shared = {
      JWT_SECRET: randomBytes(32).toString('hex'),
      DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    };
    app = await createTestApp(database, { ...shared, SSE_HEARTBEAT_SECONDS: '300' });
    otherNode = await createTestApp(database, {
      ...shared,
      SSE_HEARTBEAT_SECONDS: String(heartbeatSeconds),
    });
    url = await listen(app);
    otherNodeUrl = await listen(otherNode);
    admin = await createUser(app, { admin: true });
    pollId = await createPoll(app, admin, { results_visibility: 'live' });
  });
  afterAll(async () => {
    for (const stream of open) stream.abort();
    await app.close();
    await otherNode.close();
    await database.destroy();
  });

  it('caps how many streams one token may hold open, and frees a slot when one closes', async () => {
    const citizen = await createUser(app, { verified: true });
    const streams = [];
    for (let i = 0; i < 12; i += 1) streams.push(await watch(citizen.token));
    const admitted = streams.filter((s) => s.status === 200);
    const refused = streams.filter((s) => s.status !== 200);
    expect(admitted.length).toBe(5);
    expect(refused.map((s) => s.status)).toEqual(Array(7).fill(429));
    const refusal = JSON.parse(await refused[0]!.body) as { message: string; code: string };
    expect(refusal.code).toBe('RATE_LIMITED');
    expect(refusal.message).toMatch(/live results/i);

    // Another account is not affected by this one's streams.
    const other = await createUser(app, { verified: true });
    expect((await watch(other.token)).status).toBe(200);

    admitted[0]!.abort();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await watch(citizen.token)).status).toBe(200);
  });

  it('ends the streams of a session as it logs out, and only those', async () => {
    const citizen = await createUser(app, { verified: true });
    const phone = await anotherSession(app, citizen);
    const laptopStream = await watch(citizen.token);
    const phoneStream = await watch(phone);
    expect([laptopStream.status, phoneStream.status]).toEqual([200, 200]);

    const logout = await app.inject({ url: '/api/logout', headers: bearer(citizen.token) });
    expect(logout.statusCode).toBe(200);
    expect(await endsWithin(laptopStream, 1000)).toBe(true);
    expect(await endsWithin(phoneStream, 300)).toBe(false);
  });

  it('ends every stream of an account as it is deleted', async () => {
    const citizen = await createUser(app, { verified: true });
    const second = await anotherSession(app, citizen);
    const streams = [await watch(citizen.token), await watch(citizen.token), await watch(second)];
    expect(streams.map((s) => s.status)).toEqual([200, 200, 200]);

    const deleted = await app.inject({ url: '/api/user/delete', headers: bearer(citizen.token) });
    expect(deleted.statusCode).toBe(200);
    const ended = await Promise.all(streams.map((s) => endsWithin(s, 1000)));
    expect(ended).toEqual([true, true, true]);
  });

  it('ends a stream within one heartbeat of its session being revoked in the database', async () => {
    const citizen = await createUser(app, { verified: true });
    const stream = await watch(citizen.token, otherNodeUrl);
    expect(stream.status).toBe(200);
    // As any other node or a script would: only the row changes, not this node's registry.
    await app.database.rows(
      sql`update sessions set revoked_at = now() where user_id = ${citizen.id}`,
    );
    expect(await endsWithin(stream, heartbeatSeconds * 1000 + 700)).toBe(true);
  });

  it('ends a stream within one heartbeat of a log-out or deletion on another node', async () => {
    const leaving = await createUser(app, { verified: true });
    const deleting = await createUser(app, { verified: true });
    const streams = [
      await watch(leaving.token, otherNodeUrl),
      await watch(deleting.token, otherNodeUrl),
    ];
    expect(streams.map((s) => s.status)).toEqual([200, 200]);
    await app.inject({ url: '/api/logout', headers: bearer(leaving.token) });
    await app.inject({ url: '/api/user/delete', headers: bearer(deleting.token) });
    const ended = await Promise.all(
      streams.map((s) => endsWithin(s, heartbeatSeconds * 1000 + 700)),
    );
    expect(ended).toEqual([true, true]);
  });

  it('keeps a stream of a live session open across heartbeats', async () => {
    const citizen = await createUser(app, { verified: true });
    const stream = await watch(citizen.token, otherNodeUrl);
    expect(await endsWithin(stream, heartbeatSeconds * 2500)).toBe(false);
  });
});
