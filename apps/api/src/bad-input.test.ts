import { readdirSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app.js';
import { createTestApp } from './test/app.js';
import { createTestDatabase, dbKinds, type TestDatabase } from './test/databases.js';
import { bearer, createUser } from './test/factories.js';
import {
  badQueryKeys,
  badUploads,
  hostileRequests,
  malformedRequests,
  operationsOf,
  type Credentials,
  type FuzzRequest,
  type Operation,
  type PathValues,
} from './test/fuzz/bad-requests.js';
import { databaseFingerprint } from './test/fuzz/fingerprint.js';
import { startSignInProviders } from './test/oidc-issuer.js';
import { createPoll } from './test/polls.js';

/** Generated requests per kind of bad input and endpoint; FUZZ_RUNS raises it for a long run. */
const runs = Number(process.env.FUZZ_RUNS ?? 8);
const hostileRuns = runs * 4;
const hangAfterMs = 10_000;
const suiteTimeoutMs = 60_000 * Math.max(1, runs / 4);

/** Event streams stay open by design; only their refusals are fuzzed. */
const streams = new Set(['GET /api/polls/{id}/events']);
/** Calls that end the caller's session or account: well-formed ones would end the fuzzing too. */
const destructive = new Set(['GET /api/logout', 'GET /api/user/delete']);
/** Browser redirects of the sign-in providers: a refusal is a redirect to the error screen. */
const isProviderCallback = (op: Operation) => op.path.includes('/callback');
/** The query parameter that carries the operator's key on the phone gateway's callbacks. */
const operatorKey = 'key';
/** What the phone callbacks answer when they take a request: a USSD screen, or nothing (SMS). */
const textAnswers: Record<string, RegExp> = {
  'POST /api/ussd': /^(CON|END) \S/,
  'POST /api/sms': /^$/,
};

async function send(app: App, request: FuzzRequest) {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${hangAfterMs} ms`)), hangAfterMs);
  });
  try {
    return await Promise.race([
      app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: request.headers,
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
      }),
      hung,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** A failed property, told by its smallest failing request and the answer to it, and its seed. */
const failureOf = (error: unknown) => {
  const { message, cause } = error as Error & { cause?: Error };
  const seed = /\{ seed: .*\}/.exec(message)?.[0] ?? '';
  // The assertion's own words, without the diff vitest adds after a blank line.
  const said = cause?.message.split('\n\n')[0]?.replace(/\s*\n\s*/g, ' ') ?? message;
  return `${said} ${seed}`;
};

const describeRequest = (r: FuzzRequest) =>
  `${r.kind}: ${r.method} ${r.url.slice(0, 200)} ${String(r.payload ?? '').slice(0, 200)}`;

/** Tokens a guard must refuse, made against this app's real sessions and key. */
async function badTokens(app: App): Promise<fc.Arbitrary<string | undefined>> {
  const admin = await createUser(app, { admin: true });
  const claims = decodeJwt(admin.token);
  const sign = (key: Uint8Array, expires: number) =>
    new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.sub))
      .setIssuedAt(expires - 3600)
      .setExpirationTime(expires)
      .sign(key);
  const now = Math.floor(Date.now() / 1000);
  const expired = await sign(app.ctx.secrets.jwtKey, now - 60);
  const wrongKey = await sign(
    new TextEncoder().encode('not-the-key-not-the-key-not-the-key!'),
    now + 3600,
  );
  const [header = '', payload = '', signature = ''] = admin.token.split('.');
  const base64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const algNone = `${base64({ alg: 'none', typ: 'JWT' })}.${payload}.`;
  const otherSubject = `${header}.${base64({ ...claims, sub: '00000000-0000-4000-8000-000000000000' })}.${signature}`;

  const loggedOut = await createUser(app, { admin: true });
  await app.inject({ url: '/api/logout', headers: bearer(loggedOut.token) });
  const deleted = await createUser(app, { admin: true });
  await app.inject({ url: '/api/user/delete', headers: bearer(deleted.token) });

  return fc.oneof(
    fc.constantFrom(
      undefined,
      'Bearer',
      'Bearer ',
      'Basic dXNlcjpwYXNzd29yZA==',
      `Token ${admin.token}`,
      `Bearer ${expired}`,
      `Bearer ${wrongKey}`,
      `Bearer ${algNone}`,
      `Bearer ${otherSubject}`,
      `Bearer ${admin.token.slice(0, -2)}`,
      `Bearer ${loggedOut.token}`,
      `Bearer ${deleted.token}`,
    ),
    fc.string({ maxLength: 300 }).map((s) => `Bearer ${s.replace(/[\r\n]/g, '')}`),
  );
}

describe.each(dbKinds)('bad input on %s', (kind) => {
  // The real app with every feature on, sign-in providers included, so every route is reached.
  const t = {} as { app: App; database: TestDatabase };
  let providers: Awaited<ReturnType<typeof startSignInProviders>>;
  let operations: Operation[];
  let values: PathValues;
  let credentials: Credentials;
  const tried = new Map<string, { malformed: number; hostile: number }>();
  /** The database and the uploaded files: what a refused request must leave as it was. */
  const state = async () => ({
    database: await databaseFingerprint(t.database),
    uploads: readdirSync(path.join(t.app.config.varDir, 'uploads')).sort(),
  });
  const count = (op: Operation, key: 'malformed' | 'hostile') => {
    const name = `${op.method} ${op.path}`;
    const entry = tried.get(name) ?? { malformed: 0, hostile: 0 };
    entry[key] += 1;
    tried.set(name, entry);
  };

  beforeAll(async () => {
    providers = await startSignInProviders('http://civicng.test');
    t.database = await createTestDatabase(kind);
    t.app = await createTestApp(t.database, providers.env);
    operations = operationsOf((await t.app.inject('/api/openapi.json')).json());
    const admin = await createUser(t.app, { admin: true });
    const pollId = await createPoll(t.app, admin);
    // A verified citizen's phone, so the phone callbacks reach their menus and commands, and one
    // USSD session, so the text typed moves through the menu instead of meeting "session ended".
    const phone = '+2348031234567';
    await createUser(t.app, { verified: true, phone });
    values = {
      id: String(pollId),
      token: 'a'.repeat(43),
      act: 'constitution',
      'query.query': 'vote buying',
      [`query.${operatorKey}`]: t.app.ctx.secrets.callbackKey,
      'body.sessionId': 'ATUid_fuzz',
      'body.phoneNumber': phone,
      'body.from': phone,
    };
    credentials = { good: admin.token, bad: await badTokens(t.app) };
  });

  afterAll(async () => {
    await t.app.close();
    await t.database.destroy();
    await providers.close();
    const rows = [...tried].map(([endpoint, n]) => ({ endpoint, ...n }));
    const total = rows.reduce((sum, r) => sum + r.malformed + r.hostile, 0);
    console.log(
      `Bad-input requests tried on ${kind}: ${total} over ${rows.length} endpoints\n` +
        rows
          .map(
            (r) =>
              `  ${r.endpoint.padEnd(42)} ${String(r.malformed).padStart(5)} malformed ${String(r.hostile).padStart(4)} hostile`,
          )
          .join('\n'),
    );
  });

  it('fuzzes every endpoint of the API', () => {
    expect(operations.length).toBeGreaterThanOrEqual(40);
  });

  it(
    'refuses every malformed request with a 4xx and a message, and changes nothing',
    async () => {
      // Every endpoint is fuzzed even when one fails; the failures are told together at the end.
      const failures: string[] = [];
      for (const op of operations) {
        const before = await state();
        const kinds = malformedRequests(op, values, credentials);
        if (op.path === '/api/upload-image') kinds.push(badUploads(op, credentials.good));
        if (op.query[operatorKey]) {
          kinds.push(badQueryKeys(op, values, operatorKey, credentials.good));
        }
        for (const requests of kinds) {
          try {
            await fc.assert(
              fc.asyncProperty(requests, async (request) => {
                count(op, 'malformed');
                const res = await send(t.app, request);
                const what = `${describeRequest(request)} → ${res.statusCode} ${JSON.stringify(res.body.slice(0, 200))}`;
                if (isProviderCallback(op) && res.statusCode === 302) {
                  expect(res.headers.location, what).toMatch(/\/error\b/);
                  return;
                }
                if (request.status !== undefined) expect(res.statusCode, what).toBe(request.status);
                expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
                expect(res.statusCode, what).toBeLessThan(500);
                expect(res.json<{ message?: unknown }>().message, what).toEqual(expect.any(String));
              }),
              { numRuns: runs },
            );
          } catch (error) {
            failures.push(`${op.method} ${op.path}: ${failureOf(error)}`);
          }
        }
        const after = await state();
        const changed = [
          ...Object.keys(after.database).filter(
            (table) => after.database[table] !== before.database[table],
          ),
          ...(after.uploads.join('\n') !== before.uploads.join('\n') ? ['uploads'] : []),
        ];
        if (changed.length) failures.push(`${op.method} ${op.path} changed ${changed.join(', ')}`);
      }
      expect(failures).toEqual([]);
    },
    suiteTimeoutMs,
  );

  it(
    'never fails on hostile but well-formed input',
    async () => {
      const failures: string[] = [];
      for (const op of operations) {
        const name = `${op.method} ${op.path}`;
        if (streams.has(name) || destructive.has(name)) continue;
        try {
          await fc.assert(
            fc.asyncProperty(hostileRequests(op, values, credentials.good), async (request) => {
              count(op, 'hostile');
              const res = await send(t.app, request);
              const what = `${describeRequest(request)} → ${res.statusCode} ${JSON.stringify(res.body.slice(0, 200))}`;
              expect(res.statusCode, what).toBeLessThan(500);
              if (res.statusCode >= 400) {
                expect(res.json<{ message?: unknown }>().message, what).toEqual(expect.any(String));
              } else if (textAnswers[name] && res.statusCode < 300) {
                // The gateway shows the text as it is: plain text, in the shape it expects.
                expect(res.headers['content-type'], what).toMatch(/^text\/plain\b/);
                expect(res.body, what).toMatch(textAnswers[name]);
              }
            }),
            { numRuns: hostileRuns },
          );
        } catch (error) {
          failures.push(`${name}: ${failureOf(error)}`);
        }
      }
      expect(failures).toEqual([]);
      // Nothing was dropped or rewritten by an injection string.
      expect(
        (await t.app.inject({ url: '/api/polls', headers: bearer(credentials.good) })).statusCode,
      ).toBe(200);
    },
    suiteTimeoutMs,
  );
});
