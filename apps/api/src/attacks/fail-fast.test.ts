import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import http from 'node:http';
import { createConnection, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.js';
import { loadConfig } from '../config.js';
import { defaultLimits } from '../plugins/rate-limits.js';
import { createTestApp } from '../test/app.js';
import {
  createTestDatabase,
  createThrowawayDatabase,
  type TestDatabase,
} from '../test/databases.js';
import { bearer, createUser, randomEmail, type TestUser } from '../test/factories.js';
import { startFaultProxy, type FaultProxy } from '../test/fault-proxy.js';
import { redisAnswers } from '../test/redis.js';
import { sleep, waitFor } from '../test/wait.js';
import { createPoll, vote } from '../test/polls.js';
import {
  createServerStore,
  startReadyServer,
  tail,
  type ServerStore,
} from '../test/server-process.js';

// "Fail fast, fail safe": Redis and PostgreSQL are put behind a TCP proxy that refuses or hangs on
// command, slow clients trickle bytes at a real port, and the real server is stopped while its
// database hangs. Every answer must come within seconds, and limits must hold throughout.

const redisTarget = { host: '127.0.0.1', port: 6379 };
const pgAdminUrl = process.env.TEST_DATABASE_URL;

const redisReachable = await redisAnswers();

/** The value and how long it took; rejects when it takes longer than limitMs. */
async function timed<T>(promise: Promise<T>, limitMs: number, what: string) {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${limitMs} ms`)), limitMs);
  });
  try {
    const value = await Promise.race([promise, timeout]);
    return { value, ms: Date.now() - started };
  } finally {
    clearTimeout(timer);
  }
}

/** Timings of each attack, printed at the end. */
const figures: Record<string, number> = {};
afterAll(() => {
  if (Object.keys(figures).length > 0) console.log(`[fail-fast] ${JSON.stringify(figures)}`);
});

/** Log-ins one address may try per minute. */
const perAddress = defaultLimits.login.count;

const randomIp = () => `10.${Array.from(randomBytes(3)).join('.')}`;

/** An open Server-Sent Events stream and the text received so far. */
function openEvents(origin: string, url: string, token: string) {
  const received = { text: '', closed: false };
  const req = http.get(new URL(url, origin), { headers: bearer(token), agent: false }, (res) => {
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => (received.text += chunk));
    res.on('close', () => (received.closed = true));
  });
  req.on('error', () => (received.closed = true));
  return { received, close: () => req.destroy() };
}

const countEvents = (text: string) => text.split('event: counts').length - 1;

describe.skipIf(!redisReachable)('Redis away (finding 5)', () => {
  let proxy: FaultProxy;
  let database: TestDatabase;
  let app: App;
  let origin: string;

  beforeAll(async () => {
    proxy = await startFaultProxy(redisTarget);
    database = await createTestDatabase('pglite');
    app = await createTestApp(database, {
      RATE_LIMIT: 'on',
      REDIS_URL: `redis://${proxy.host}:${proxy.port}`,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    // The rate-limit store and the live results' publisher and subscriber are connected.
    await waitFor(() => proxy.connections() >= 3, 5_000, 'Redis connections');
    await sleep(300);
  });
  afterAll(async () => {
    proxy.setMode('pass');
    await app.close();
    await database.destroy();
    await proxy.close();
  });

  const login = (ip: string) =>
    app.inject({
      method: 'POST',
      url: '/api/login/email',
      payload: { email: randomEmail(), password: 'not the password' },
      remoteAddress: ip,
    });

  it('answers log-ins within 2 s while Redis hangs, and still limits them', async () => {
    expect((await login(randomIp())).statusCode).toBe(401); // through Redis
    proxy.setMode('hang');
    const ip = randomIp();
    const statuses: number[] = [];
    let slowest = 0;
    for (let i = 0; i < perAddress + 5; i += 1) {
      const { value, ms } = await timed(login(ip), 2_000, `log-in ${i + 1} with Redis hung`);
      statuses.push(value.statusCode);
      slowest = Math.max(slowest, ms);
    }
    expect(statuses).toEqual([
      ...Array<number>(perAddress).fill(401),
      ...Array<number>(5).fill(429),
    ]);
    expect(slowest).toBeLessThan(2_000);
    figures.redisHungSlowestLoginMs = slowest;
  });

  it('carries a vote to live viewers while Redis hangs', async () => {
    proxy.setMode('hang');
    const admin = await createUser(app, { admin: true, verified: true });
    const voter = await createUser(app, { verified: true });
    const pollId = await createPoll(app, admin);
    const events = openEvents(origin, `/api/polls/${pollId}/events`, admin.token);
    try {
      await waitFor(() => countEvents(events.received.text) >= 1, 3_000, 'the first counts');
      const { value, ms } = await timed(vote(app, voter, pollId, 'Yes'), 2_000, 'a vote');
      expect(value.statusCode, value.body).toBeLessThan(300);
      expect(ms).toBeLessThan(2_000);
      figures.redisHungVoteMs = ms;
      figures.redisHungViewerUpdateMs = await waitFor(
        () => countEvents(events.received.text) >= 2,
        2_000,
        'the new counts',
      );
      expect(events.received.text).toMatch(/"total_ballots":1/);
    } finally {
      events.close();
    }
  });

  it('still answers 429 after the per-address count while Redis refuses (40 bad log-ins)', async () => {
    proxy.setMode('refuse');
    const ip = randomIp();
    const statuses: number[] = [];
    const started = Date.now();
    for (let i = 0; i < 40; i += 1) {
      statuses.push((await timed(login(ip), 2_000, `log-in ${i + 1}`)).value.statusCode);
    }
    figures.redisRefusing40LoginsMs = Date.now() - started;
    expect(statuses.slice(0, perAddress)).toEqual(Array<number>(perAddress).fill(401));
    expect(statuses.slice(perAddress)).toEqual(Array<number>(40 - perAddress).fill(429));
  });

  it('recovers once Redis answers again', async () => {
    proxy.setMode('pass');
    await sleep(2_500); // ioredis reconnects on its own schedule
    const { value } = await timed(login(randomIp()), 2_000, 'a log-in after Redis is back');
    expect(value.statusCode).toBe(401);
  });
});

describe.skipIf(!pgAdminUrl)('PostgreSQL away (finding 6)', () => {
  let proxy: FaultProxy;
  let throwaway: { url: string; drop(): Promise<void> };
  let app: App;
  let user: TestUser;

  beforeAll(async () => {
    const admin = new URL(pgAdminUrl ?? '');
    proxy = await startFaultProxy({ host: admin.hostname, port: Number(admin.port || 5432) });
    throwaway = await createThrowawayDatabase('civicng_ff');
    const viaProxy = new URL(throwaway.url);
    viaProxy.host = `${proxy.host}:${proxy.port}`;
    // The app opens its own database, as in production, so the configured timeouts apply.
    const config = loadConfig({
      NODE_ENV: 'test',
      VAR_DIR: await mkdtemp(path.join(tmpdir(), 'civicng-test-')),
      PUBLIC_URL: 'http://civicng.test',
      RATE_LIMIT: 'off',
      DATABASE_URL: viaProxy.toString(),
    });
    app = await buildApp(config, { logger: false, webDist: '/nonexistent' });
    await app.ready();
    user = await createUser(app);
  });
  afterAll(async () => {
    proxy.setMode('pass');
    await app.close();
    await proxy.close();
    await throwaway.drop();
  });

  const profile = () =>
    app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(user.token) });

  const expectUnavailable = (res: Awaited<ReturnType<typeof profile>>) => {
    expect(res.statusCode, res.body).toBe(503);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json()).toMatchObject({ code: 'UNAVAILABLE', message: expect.any(String) });
  };

  it('answers 503 with Retry-After at once while the database refuses connections', async () => {
    expect((await profile()).statusCode).toBe(200);
    proxy.setMode('refuse');
    const { value, ms } = await timed(profile(), 3_000, 'the profile with the database refusing');
    expectUnavailable(value);
    expect(ms).toBeLessThan(3_000);
    const ready = await timed(app.inject({ url: '/readyz' }), 3_000, '/readyz');
    expect(ready.value.statusCode).toBe(503);
    Object.assign(figures, { dbRefusingProfileMs: ms, dbRefusingReadyzMs: ready.ms });
  });

  it('answers 503 within seconds while the database hangs, and /readyz sooner', async () => {
    proxy.setMode('pass');
    // Two at once, so the pool holds two connections: the profile's query is sent on one and
    // hangs (client query timeout), /readyz's ping on the other.
    const back = await timed(
      Promise.all([profile(), profile()]),
      5_000,
      'the profile once the database is back',
    );
    expect(back.value.map((r) => r.statusCode)).toEqual([200, 200]);
    proxy.setMode('hang');
    const [answer, ready] = await Promise.all([
      timed(profile(), 8_000, 'the profile with the database hung'),
      timed(app.inject({ url: '/readyz' }), 3_000, '/readyz with the database hung'),
    ]);
    expectUnavailable(answer.value);
    expect(answer.ms).toBeLessThan(8_000);
    expect(ready.value.statusCode).toBe(503);
    expect(ready.ms).toBeLessThan(3_000);
    Object.assign(figures, { dbHungProfileMs: answer.ms, dbHungReadyzMs: ready.ms });
  });

  it('recovers once the database answers again', async () => {
    proxy.setMode('pass');
    const ms = await (async () => {
      const started = Date.now();
      for (;;) {
        const res = await timed(profile(), 8_000, 'the profile after recovery');
        if (res.value.statusCode === 200) return Date.now() - started;
        if (Date.now() - started > 10_000) throw new Error(`still ${res.value.statusCode}`);
        await sleep(200);
      }
    })();
    expect(ms).toBeLessThan(10_000);
    figures.dbRecoveryMs = ms;
  });
});

describe('slow request bodies and headers (finding 7a)', () => {
  const requestTimeoutMs = 2_000;
  let database: TestDatabase;
  let app: App;
  let port: number;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await createTestApp(database, {
      REQUEST_TIMEOUT_MS: String(requestTimeoutMs),
      // Above the request timeout (Node looks for late requests once a second).
      HANDLER_TIMEOUT_MS: String(requestTimeoutMs + 1_500),
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
    await database.destroy();
  });

  const headers =
    'POST /api/login/email HTTP/1.1\r\nHost: civicng.test\r\n' +
    'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n';

  /** A connection that sends `first`, then one more byte a second; resolves when it is closed. */
  function trickle(first: string, bytes = '{') {
    const socket: Socket = createConnection({ host: '127.0.0.1', port });
    const opened = Date.now();
    let reply = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (reply += chunk));
    socket.on('error', () => {});
    socket.write(first);
    const timer = setInterval(() => socket.write(bytes), 1_000);
    const closed = new Promise<number>((resolve) =>
      socket.on('close', () => {
        clearInterval(timer);
        resolve(Date.now() - opened);
      }),
    );
    return { socket, closed, reply: () => reply };
  }

  it('cuts off a body trickled a byte a second within the request timeout', async () => {
    const slow = trickle(headers);
    try {
      const { value: ms } = await timed(slow.closed, requestTimeoutMs + 4_000, 'the cut-off');
      expect(ms).toBeLessThan(requestTimeoutMs + 2_000);
      expect(slow.reply()).toMatch(/^HTTP\/1\.1 408/);
      figures.slowBodyCutAfterMs = ms;
    } finally {
      slow.socket.destroy();
    }
  });

  it('serves a normal request while 200 slow connections are open, then drops them', async () => {
    const slow = Array.from({ length: 200 }, (_, i) =>
      i % 2 === 0 ? trickle(headers) : trickle('GET /api/polls HTTP/1.1\r\nHost: x\r\n', 'X'),
    );
    try {
      await sleep(300);
      const res = await timed(fetch(`http://127.0.0.1:${port}/healthz`), 2_000, 'a normal request');
      expect(res.value.status).toBe(200);
      figures.normalRequestAmong200SlowMs = res.ms;
      const { value: times } = await timed(
        Promise.all(slow.map((s) => s.closed)),
        requestTimeoutMs + 4_000,
        'all 200 slow connections closed by the server',
      );
      expect(Math.max(...times)).toBeLessThan(requestTimeoutMs + 2_500);
      figures.slowConnectionsAllCutAfterMs = Math.max(...times);
    } finally {
      for (const s of slow) s.socket.destroy();
    }
  });

  it('does not cut a Server-Sent Events stream that outlives the timeouts', async () => {
    const admin = await createUser(app, { admin: true, verified: true });
    const pollId = await createPoll(app, admin);
    const events = openEvents(
      `http://127.0.0.1:${port}`,
      `/api/polls/${pollId}/events`,
      admin.token,
    );
    try {
      await waitFor(() => countEvents(events.received.text) >= 1, 3_000, 'the first counts');
      await sleep(requestTimeoutMs * 2);
      expect(events.received.closed).toBe(false);
    } finally {
      events.close();
    }
  });
});

describe.skipIf(!pgAdminUrl)('shutdown while the database hangs (finding 6)', () => {
  const shutdownTimeoutMs = 3_000;
  let store: ServerStore;
  let proxy: FaultProxy;

  beforeAll(async () => {
    store = await createServerStore('postgres');
    const direct = new URL(store.env.DATABASE_URL ?? '');
    proxy = await startFaultProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  });
  afterAll(async () => {
    await proxy.close();
    await store.destroy();
  });

  it('exits within SHUTDOWN_TIMEOUT_MS of a SIGTERM', async () => {
    const viaProxy = new URL(store.env.DATABASE_URL ?? '');
    viaProxy.host = `${proxy.host}:${proxy.port}`;
    const { server } = await startReadyServer(
      {
        ...store.env,
        DATABASE_URL: viaProxy.toString(),
        LAWS_DIR: await mkdtemp(path.join(tmpdir(), 'civicng-no-laws-')),
        FACTCHECKS_FILE: path.join(store.varDir, 'no-factchecks.jsonl'),
        SHUTDOWN_TIMEOUT_MS: String(shutdownTimeoutMs),
      },
      40_000,
    );
    try {
      proxy.setMode('hang');
      // A log-in in flight, stuck on the database.
      const stuck = fetch(`${server.origin}/api/login/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: randomEmail(), password: 'not the password' }),
      }).catch(() => undefined);
      await sleep(300);
      server.signal('SIGTERM');
      const exit = await timed(
        server.exited,
        shutdownTimeoutMs + 3_000,
        'the exit after SIGTERM',
      ).catch((error: unknown) => {
        throw new Error(`${(error as Error).message}\n${tail(server.lines, 10)}`);
      });
      expect(exit.ms).toBeLessThan(shutdownTimeoutMs + 1_500);
      expect(exit.value.code).not.toBeNull();
      figures.shutdownWithDbHungMs = exit.ms;
      await stuck; // ended with the process
    } finally {
      await server.stop();
      proxy.setMode('pass');
    }
  });
});
