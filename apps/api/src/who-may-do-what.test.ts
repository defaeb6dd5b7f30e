import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app.js';
import { currentPrivacyPolicy } from '@civicng/contracts';
import { issueOneTimeToken } from './modules/auth/one-time-tokens.js';
import { verifySessionToken } from './sessions/index.js';
import { findUserById } from './modules/accounts/index.js';
import { decrypt } from './security/crypto.js';
import { lagosMonth } from './modules/faq/month.js';
import { insertProposal } from './modules/faq/repo.js';
import { ingestLaws } from './modules/laws/ingest/ingest.js';
import { createTestApp } from './test/app.js';
import { createTestDatabase, dbKinds, type TestDatabase } from './test/databases.js';
import {
  bearer,
  codeIn,
  createUser,
  lastSmsTo,
  randomEmail,
  randomPhone,
  type RegisteredPerson,
  registerPerson,
  type TestUser,
} from './test/factories.js';
import { startSignInProviders } from './test/oidc-issuer.js';
import { closePoll, createPoll, pollPayload, vote } from './test/polls.js';
import { registeredRoutes } from './test/routes.js';

/**
 * Who may do what: every endpoint, called validly by each kind of caller, and the status each
 * gets; then proof that one citizen's token never reaches another citizen's data.
 */

const callers = ['no token', 'revoked token', 'unverified user', 'verified user', 'admin'] as const;
type CallerKind = (typeof callers)[number];
type Statuses = [number, number, number, number, number];
type TableRow = { endpoint: string } & Record<CallerKind, number>;

/** One valid request; the caller's bearer token, if any, is added by the runner. */
interface Call {
  url: string;
  json?: unknown;
  form?: Record<string, string>;
  image?: Uint8Array<ArrayBuffer>;
}

interface Row {
  /** "METHOD /pattern" exactly as registered. */
  endpoint: string;
  /**
   * A valid request, made afresh for each caller (ids filled in, one-time tokens issued), given
   * the caller's token when the request names something of the caller's own.
   */
  call: (token: string | undefined) => Call | Promise<Call>;
  /** Each caller is a new account of its kind: for requests that end the caller's session. */
  fresh?: boolean;
  /** no token, revoked token, unverified user, verified user, admin. */
  expected: Statuses;
}

const hour = 3_600_000;
const policeAct = `# Police Act 2020

## PART V—POWERS OF THE POLICE

### Section 35: Arrest without warrant

A police officer may, without an order from a magistrate and without a warrant, arrest any person
whom he suspects on reasonable grounds of having committed an offence.
`;
// The smallest PNG: one transparent pixel.
const pixelPng = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
);

function formatTable(rows: TableRow[]): string {
  const width = Math.max(...rows.map((r) => r.endpoint.length));
  const head = `${'endpoint'.padEnd(width)} | ${callers.join(' | ')}`;
  const lines = rows.map(
    (r) =>
      `${r.endpoint.padEnd(width)} | ${callers.map((c) => String(r[c]).padEnd(c.length)).join(' | ')}`,
  );
  return [head, '-'.repeat(head.length), ...lines].join('\n');
}

describe.each(dbKinds)('who may do what on %s', (kind) => {
  const publicUrl = 'http://civicng.test';
  let database: TestDatabase;
  let app: App;
  // A person in the identity register whom the verification row names (nobody ends verified).
  let verifier: RegisteredPerson;
  let baseUrl: string;
  let issuer: Awaited<ReturnType<typeof startSignInProviders>>;
  let standing: Record<CallerKind, string | undefined>;
  let admin: TestUser;
  const seed = {
    livePoll: 0,
    votePoll: 0,
    draftPoll: 0,
    faqId: 0,
    factCheckId: 0,
    loginTarget: undefined as unknown as TestUser,
    resetTarget: undefined as unknown as TestUser,
    verifyTarget: undefined as unknown as TestUser,
  };

  const post = async (url: string, json: unknown, token?: string) =>
    app.inject({
      method: 'POST',
      url,
      payload: json as object,
      headers: token ? bearer(token) : {},
    });

  /** Signs up through the API (no phone, no NIN) and logs in: a new, unverified citizen. */
  async function signUpUnverified(): Promise<{ email: string; token: string }> {
    const email = randomEmail('unverified');
    const password = 'a long enough password';
    const signup = await post('/api/signup', { name: 'Uche Nwosu', email, password });
    expect(signup.statusCode).toBe(201);
    const login = await post('/api/login/email', { email, password });
    expect(login.statusCode).toBe(200);
    return { email, token: login.json<{ access_token: string }>().access_token };
  }

  /** A token as each kind of caller holds it. The revoked one is an admin's, logged out. */
  async function tokenOf(kind: CallerKind): Promise<string | undefined> {
    switch (kind) {
      case 'no token':
        return undefined;
      case 'revoked token': {
        const user = await createUser(app, { admin: true });
        const login = await post('/api/login/email', {
          email: user.email,
          password: user.password,
        });
        const token = login.json<{ access_token: string }>().access_token;
        const logout = await app.inject({ url: '/api/logout', headers: bearer(token) });
        expect(logout.statusCode).toBe(200);
        return token;
      }
      case 'unverified user':
        return (await signUpUnverified()).token;
      case 'verified user':
        return (await createUser(app, { verified: true })).token;
      case 'admin':
        return (await createUser(app, { admin: true })).token;
    }
  }

  /** The status a caller gets for a call, over real HTTP (event streams are cut after the head). */
  async function statusOf(call: Call, token: string | undefined, method: string): Promise<number> {
    const headers: Record<string, string> = token ? bearer(token) : {};
    let body: string | FormData | undefined;
    if (call.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(call.json);
    } else if (call.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(call.form).toString();
    } else if (call.image) {
      body = new FormData();
      body.append('image', new Blob([call.image], { type: 'image/png' }), 'pixel.png');
    }
    const res = await fetch(`${baseUrl}${call.url}`, { method, headers, body, redirect: 'manual' });
    if (res.headers.get('content-type')?.startsWith('text/event-stream')) await res.body?.cancel();
    else await res.arrayBuffer();
    return res.status;
  }

  /** The entry id of an answer the token's user is given now; 1 for a caller with no session. */
  async function askedBy(token: string | undefined): Promise<number> {
    const res = await fetch(`${baseUrl}/api/ask`, {
      method: 'POST',
      headers: { ...(token ? bearer(token) : {}), 'content-type': 'application/json' },
      body: JSON.stringify({ user_query: 'Can police arrest me without a warrant?' }),
    });
    await res.text();
    return res.ok ? Number(res.headers.get('x-chat-entry-id')) : 1;
  }

  /**
   * A phone number the identity register holds for the token's verified NIN (a new record of the
   * same person, as after they moved their NIN to another line); any number for other callers.
   */
  async function newPhoneOnRecord(token: string | undefined): Promise<string> {
    const claims = token ? verifySessionToken(token, app.ctx.secrets.jwtKey) : null;
    const user = claims ? await findUserById(app.ctx.db, claims.sub) : undefined;
    if (!user?.ninEncrypted) return randomPhone().local;
    const nin = decrypt(app.ctx.secrets.dataKey, user.ninEncrypted);
    return (await registerPerson(app, { nin })).phone.local;
  }

  /** A new open report, of a new citizen's answer, for an administrator to decide. */
  async function openReport(): Promise<number> {
    const citizen = await createUser(app);
    const res = await post(
      '/api/answer-reports',
      { entry_id: await askedBy(citizen.token), reason: 'harmful' },
      citizen.token,
    );
    expect(res.statusCode).toBe(201);
    return res.json<{ id: number }>().id;
  }

  const draftPoll = (overrides: Record<string, unknown> = {}) =>
    pollPayload({ status: 'draft', options: [{ title: 'Yes' }, { title: 'No' }], ...overrides });

  /** A phone callback's URL with the operator key on it, as the gateway is configured to call. */
  const withKey = (url: string) => `${url}?key=${encodeURIComponent(app.ctx.secrets.callbackKey)}`;
  let ussdSessions = 0;
  /** The first screen of a new USSD session from the verified citizens' phone, as posted. */
  const ussdForm = () => ({
    sessionId: `ATUid_who_${(ussdSessions += 1)}`,
    serviceCode: '*384*246#',
    phoneNumber: '+2348031234567',
    networkCode: '62130',
    text: '',
  });
  /** A text from that phone to the short code, as posted. */
  const smsForm = () => ({
    from: '+2348031234567',
    to: '24680',
    text: 'POLLS',
    date: '2026-01-15 10:00:00',
    id: 'ATXid_who',
    linkId: '',
    networkCode: '62130',
  });

  // The table. Columns: no token, revoked token, unverified user, verified user, admin.
  const rows: Row[] = [
    // Public: the same answer whoever asks, token or not.
    {
      endpoint: 'GET /api/config',
      call: () => ({ url: '/api/config' }),
      expected: [200, 200, 200, 200, 200],
    },
    {
      endpoint: 'GET /api/states',
      call: () => ({ url: '/api/states' }),
      expected: [200, 200, 200, 200, 200],
    },
    {
      endpoint: 'GET /api/laws',
      call: () => ({ url: '/api/laws' }),
      expected: [200, 200, 200, 200, 200],
    },
    {
      endpoint: 'GET /api/laws/:act',
      call: () => ({ url: '/api/laws/police-act' }),
      expected: [200, 200, 200, 200, 200],
    },
    {
      endpoint: 'POST /api/signup',
      call: () => ({
        url: '/api/signup',
        json: {
          name: 'Ngozi Ade',
          email: randomEmail('signup'),
          password: 'a long enough password',
        },
      }),
      expected: [201, 201, 201, 201, 201],
    },
    {
      endpoint: 'POST /api/login/email',
      call: () => ({
        url: '/api/login/email',
        json: { email: seed.loginTarget.email, password: seed.loginTarget.password },
      }),
      expected: [200, 200, 200, 200, 200],
    },
    {
      endpoint: 'POST /api/forget-password-email',
      call: () => ({ url: '/api/forget-password-email', json: { email: seed.loginTarget.email } }),
      expected: [200, 200, 200, 200, 200],
    },
    {
      endpoint: 'POST /api/reset-password',
      call: async () => ({
        url: '/api/reset-password',
        json: {
          token: await issueOneTimeToken(app.ctx.db, seed.resetTarget.id, 'password_reset'),
          new_password: 'another long password',
          confirm_new_password: 'another long password',
        },
      }),
      expected: [200, 200, 200, 200, 200],
    },
    {
      endpoint: 'GET /api/verify-email/:token',
      call: async () => ({
        url: `/api/verify-email/${await issueOneTimeToken(app.ctx.db, seed.verifyTarget.id, 'email_verify')}`,
      }),
      expected: [200, 200, 200, 200, 200],
    },
    {
      endpoint: 'GET /api/google',
      call: () => ({ url: '/api/google' }),
      expected: [200, 200, 200, 200, 200],
    },
    {
      endpoint: 'GET /api/apple',
      call: () => ({ url: '/api/apple' }),
      expected: [200, 200, 200, 200, 200],
    },
    // A provider's answer without a sign-in we started: back to the error screen, whoever calls.
    ...(['google', 'apple'] as const).flatMap((provider): Row[] => [
      {
        endpoint: `GET /api/auth/${provider}/callback`,
        call: () => ({ url: `/api/auth/${provider}/callback?state=forged&code=forged` }),
        expected: [303, 303, 303, 303, 303],
      },
      {
        endpoint: `POST /api/auth/${provider}/callback`,
        call: () => ({
          url: `/api/auth/${provider}/callback`,
          form: { state: 'forged', code: 'forged' },
        }),
        expected: [303, 303, 303, 303, 303],
      },
    ]),
    // The phone gateway's callbacks: the operator key in the URL lets a request in, a bearer token
    // neither helps nor hinders (without the key: 403, below).
    {
      endpoint: 'POST /api/ussd',
      call: () => ({ url: withKey('/api/ussd'), form: ussdForm() }),
      expected: [200, 200, 200, 200, 200],
    },
    {
      endpoint: 'POST /api/sms',
      call: () => ({ url: withKey('/api/sms'), form: smsForm() }),
      expected: [200, 200, 200, 200, 200],
    },
    // The bearer here must be a one-time login ticket: a session token, live or revoked, is not one.
    {
      endpoint: 'GET /api/verify/login/token',
      call: () => ({ url: '/api/verify/login/token' }),
      expected: [401, 401, 401, 401, 401],
    },
    // Receipts name no voter and no choice (docs/decisions/004): anyone may read them, and the
    // codes appear once the poll is over; anyone holding a code may check it.
    {
      endpoint: 'GET /api/polls/:id/receipts',
      call: () => ({ url: `/api/polls/${seed.livePoll}/receipts` }),
      expected: [200, 200, 200, 200, 200],
    },
    {
      endpoint: 'POST /api/polls/:id/receipts/check',
      call: () => ({
        url: `/api/polls/${seed.livePoll}/receipts/check`,
        json: { receipt_code: '7KQ2-M9XD-3HFA' },
      }),
      expected: [200, 200, 200, 200, 200],
    },

    // Signed in (spec §6: chat, citizens engagement, fact checker and profile need a token).
    {
      endpoint: 'GET /api/user/profile',
      call: () => ({ url: '/api/user/profile' }),
      expected: [401, 401, 200, 200, 200],
    },
    {
      endpoint: 'GET /api/user/chat-history',
      call: () => ({ url: '/api/user/chat-history' }),
      expected: [401, 401, 200, 200, 200],
    },
    {
      endpoint: 'POST /api/ask',
      call: () => ({
        url: '/api/ask',
        json: { user_query: 'Can police arrest me without a warrant?' },
      }),
      expected: [401, 401, 200, 200, 200],
    },
    // A citizen reports an answer of their own (asked afresh by the caller); no token, no entry.
    {
      endpoint: 'POST /api/answer-reports',
      call: async (token) => ({
        url: '/api/answer-reports',
        json: { entry_id: await askedBy(token), reason: 'wrong_or_misleading' },
      }),
      expected: [401, 401, 201, 201, 201],
    },
    {
      endpoint: 'GET /api/fact-check',
      call: () => ({ url: '/api/fact-check?query=INEC%20has%20cancelled%20the%20elections' }),
      expected: [401, 401, 200, 200, 200],
    },
    {
      endpoint: 'GET /api/faqs/current-month',
      call: () => ({ url: '/api/faqs/current-month' }),
      expected: [401, 401, 200, 200, 200],
    },
    // Sends a code to an unverified account (the admin's too); a verified one is refused (409).
    {
      endpoint: 'POST /api/verify/user',
      call: () => ({
        url: '/api/verify/user',
        json: { phone_number: verifier.phone.local, nin: verifier.nin },
      }),
      expected: [401, 401, 202, 409, 202],
    },
    {
      endpoint: 'GET /api/logout',
      call: () => ({ url: '/api/logout' }),
      fresh: true,
      expected: [401, 401, 200, 200, 200],
    },
    {
      endpoint: 'PUT /api/user/language',
      call: () => ({ url: '/api/user/language', json: { language: 'ha' } }),
      expected: [401, 401, 200, 200, 200],
    },
    // The PIN for ballots cast by phone: any account may set one; voting itself needs verifying.
    {
      endpoint: 'PUT /api/user/voting-pin',
      call: () => ({ url: '/api/user/voting-pin', json: { pin: '4826' } }),
      expected: [401, 401, 200, 200, 200],
    },
    {
      endpoint: 'GET /api/user/delete',
      call: () => ({ url: '/api/user/delete' }),
      fresh: true,
      expected: [401, 401, 200, 200, 200],
    },

    // A citizen's rights over their data (Nigeria Data Protection Act 2023): their own only.
    {
      endpoint: 'GET /api/user/data-export',
      call: () => ({ url: '/api/user/data-export' }),
      expected: [401, 401, 200, 200, 200],
    },
    {
      endpoint: 'DELETE /api/user/chat-history/:id',
      call: async (token) => ({ url: `/api/user/chat-history/${await askedBy(token)}` }),
      expected: [401, 401, 200, 200, 200],
    },
    {
      endpoint: 'DELETE /api/user/chat-history',
      call: () => ({ url: '/api/user/chat-history' }),
      expected: [401, 401, 200, 200, 200],
    },
    {
      endpoint: 'GET /api/user/sessions',
      call: () => ({ url: '/api/user/sessions' }),
      expected: [401, 401, 200, 200, 200],
    },
    {
      endpoint: 'POST /api/user/sessions/revoke-others',
      call: () => ({ url: '/api/user/sessions/revoke-others' }),
      fresh: true,
      expected: [401, 401, 200, 200, 200],
    },
    {
      endpoint: 'PUT /api/user/name',
      call: () => ({ url: '/api/user/name', json: { name: 'Ngozi Okafor' } }),
      expected: [401, 401, 200, 200, 200],
    },
    {
      endpoint: 'PUT /api/user/email',
      call: () => ({ url: '/api/user/email', json: { email: randomEmail('moving') } }),
      expected: [401, 401, 202, 202, 202],
    },
    // A new phone must be the one on record for the citizen's verified NIN.
    {
      endpoint: 'PUT /api/user/phone',
      call: async (token) => ({
        url: '/api/user/phone',
        json: { phone_number: await newPhoneOnRecord(token) },
      }),
      expected: [401, 401, 403, 202, 403],
    },
    {
      endpoint: 'POST /api/user/consent',
      call: () => ({
        url: '/api/user/consent',
        json: { policy_version: currentPrivacyPolicy.version },
      }),
      expected: [401, 401, 200, 200, 200],
    },

    // Verified (spec §6: a 403 on the live list sends the citizen to /verification).
    {
      endpoint: 'GET /api/polls/active',
      call: () => ({ url: '/api/polls/active' }),
      expected: [401, 401, 403, 200, 200],
    },
    {
      endpoint: 'GET /api/votes/active',
      call: () => ({ url: '/api/votes/active' }),
      expected: [401, 401, 403, 200, 200],
    },
    {
      // Whether one took part, never how; an unverified citizen has taken part in nothing.
      endpoint: 'GET /api/user/ballots',
      call: () => ({ url: '/api/user/ballots' }),
      expected: [401, 401, 200, 200, 200],
    },
    {
      endpoint: 'GET /api/polls/closed',
      call: () => ({ url: '/api/polls/closed' }),
      expected: [401, 401, 200, 200, 200],
    },
    {
      endpoint: 'POST /api/poll/:id/vote',
      call: () => ({ url: `/api/poll/${seed.votePoll}/vote`, json: { option_title: 'Yes' } }),
      // The admin here has not verified a NIN: administrators vote only as verified citizens.
      expected: [401, 401, 403, 200, 403],
    },
    {
      endpoint: 'GET /api/polls/:id/events',
      call: () => ({ url: `/api/polls/${seed.livePoll}/events` }),
      expected: [401, 401, 403, 200, 200],
    },

    // Administrators only (spec §6: the admin screen goes to /login on a 403).
    {
      endpoint: 'GET /api/polls',
      call: () => ({ url: '/api/polls' }),
      expected: [401, 401, 403, 403, 200],
    },
    {
      endpoint: 'POST /api/poll/create',
      call: () => ({ url: '/api/poll/create', json: draftPoll() }),
      expected: [401, 401, 403, 403, 201],
    },
    {
      endpoint: 'PUT /api/poll/:id/edit',
      call: () => ({
        url: `/api/poll/${seed.draftPoll}/edit`,
        json: draftPoll({ title: 'Edited' }),
      }),
      expected: [401, 401, 403, 403, 200],
    },
    {
      endpoint: 'POST /api/upload-image',
      call: () => ({ url: '/api/upload-image', image: pixelPng }),
      expected: [401, 401, 403, 403, 201],
    },
    {
      endpoint: 'GET /api/polls/:id/results.csv',
      call: () => ({ url: `/api/polls/${seed.livePoll}/results.csv` }),
      expected: [401, 401, 403, 403, 200],
    },
    {
      endpoint: 'POST /api/admin/fact-checks',
      call: () => ({
        url: '/api/admin/fact-checks',
        json: {
          claim: 'Voters need a new card for every election',
          fact_check_rating: 'False',
          review_date: '2026-01-15',
          source_url: 'https://factcheck.example.ng/voter-cards',
        },
      }),
      expected: [401, 401, 403, 403, 201],
    },
    {
      endpoint: 'GET /api/admin/faqs',
      call: () => ({ url: '/api/admin/faqs' }),
      expected: [401, 401, 403, 403, 200],
    },
    {
      endpoint: 'POST /api/admin/faqs/refresh',
      call: () => ({ url: '/api/admin/faqs/refresh' }),
      expected: [401, 401, 403, 403, 200],
    },
    {
      endpoint: 'PUT /api/admin/faqs/order',
      call: () => ({ url: '/api/admin/faqs/order', json: { ids: [seed.faqId] } }),
      expected: [401, 401, 403, 403, 200],
    },
    {
      endpoint: 'PUT /api/admin/faqs/:id',
      call: () => ({
        url: `/api/admin/faqs/${seed.faqId}`,
        json: {
          question: 'Can police arrest without a warrant?',
          answer: 'Yes, on reasonable suspicion.',
        },
      }),
      expected: [401, 401, 403, 403, 200],
    },
    {
      endpoint: 'GET /api/admin/answer-reports',
      call: () => ({ url: '/api/admin/answer-reports?state=open' }),
      expected: [401, 401, 403, 403, 200],
    },
    {
      endpoint: 'PUT /api/admin/answer-reports/:id',
      call: async () => ({
        url: `/api/admin/answer-reports/${await openReport()}`,
        json: { state: 'hidden' },
      }),
      expected: [401, 401, 403, 403, 200],
    },
    {
      endpoint: 'POST /api/admin/faqs/:id/publish',
      call: () => ({ url: `/api/admin/faqs/${seed.faqId}/publish` }),
      expected: [401, 401, 403, 403, 200],
    },
    {
      endpoint: 'POST /api/admin/faqs/:id/unpublish',
      call: () => ({ url: `/api/admin/faqs/${seed.faqId}/unpublish` }),
      expected: [401, 401, 403, 403, 200],
    },

    // The API's own description (OpenAPI document and Swagger UI): public.
    ...[
      '/api/openapi.json',
      '/api/docs',
      '/api/docs/',
      '/api/docs/json',
      '/api/docs/yaml',
      '/api/docs/static/swagger-initializer.js',
    ].map((url): Row => ({
      endpoint: `GET ${url}`,
      call: () => ({ url }),
      expected: [200, 200, 200, 200, 200],
    })),
    {
      endpoint: 'GET /api/docs/static/index.html',
      call: () => ({ url: '/api/docs/static/index.html' }),
      expected: [302, 302, 302, 302, 302],
    },
    {
      endpoint: 'GET /api/docs/*',
      call: () => ({ url: '/api/docs/static/swagger-ui.css' }),
      expected: [200, 200, 200, 200, 200],
    },

    // Outside /api: a published fact-check's public page.
    {
      endpoint: 'GET /fact-checks/:id',
      call: () => ({ url: `/fact-checks/${seed.factCheckId}` }),
      expected: [200, 200, 200, 200, 200],
    },
  ];

  beforeAll(async () => {
    issuer = await startSignInProviders(publicUrl);
    database = await createTestDatabase(kind);
    const lawsDir = await mkdtemp(path.join(tmpdir(), 'civicng-who-'));
    await writeFile(path.join(lawsDir, 'police-act.md'), policeAct);
    await ingestLaws(database.db, [lawsDir]);
    app = await createTestApp(database, issuer.env);
    verifier = await registerPerson(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    baseUrl = `http://127.0.0.1:${address.port}`;

    admin = await createUser(app, { admin: true });
    seed.livePoll = await createPoll(app, admin, { results_visibility: 'live' });
    seed.votePoll = await createPoll(app, admin, { results_visibility: 'live' });
    seed.draftPoll = await createPoll(app, admin, { status: 'draft' });
    const month = lagosMonth().month;
    const faq = await insertProposal(app.ctx.db, {
      month,
      question: 'Can police arrest me without a warrant?',
      answer: 'Yes, on reasonable suspicion.',
      position: 1,
      askerCount: 3,
      groupKey: 'arrest-without-warrant',
    });
    if (!faq) throw new Error('no FAQ');
    seed.faqId = faq.id;
    const published = await post(
      '/api/admin/fact-checks',
      {
        claim: 'Polling units close at noon',
        fact_check_rating: 'False',
        review_date: '2026-01-10',
        source_url: 'https://factcheck.example.ng/polling-hours',
      },
      admin.token,
    );
    expect(published.statusCode).toBe(201);
    seed.factCheckId = published.json<{ id: number }>().id;
    seed.loginTarget = await createUser(app);
    seed.resetTarget = await createUser(app);
    seed.verifyTarget = await createUser(app);

    standing = {} as Record<CallerKind, string | undefined>;
    for (const kind of callers) standing[kind] = await tokenOf(kind);
  });
  afterAll(async () => {
    await app.close();
    await database.destroy();
    await issuer.close();
  });

  // 340 calls: on a loaded 2-core machine this takes longer than the default 30 s.
  it('answers every endpoint with the expected status for each kind of caller', async () => {
    // The table must cover every route under /api, and name only routes that exist.
    const apiRoutes = registeredRoutes(app).filter((r) => r.split(' ')[1]?.startsWith('/api/'));
    const tableRoutes = rows.map((r) => r.endpoint);
    expect(new Set(tableRoutes).size).toBe(tableRoutes.length);
    expect(tableRoutes.filter((r) => r.split(' ')[1]?.startsWith('/api/')).sort()).toEqual(
      apiRoutes,
    );
    for (const endpoint of tableRoutes) {
      const [method = '', url = ''] = endpoint.split(' ');
      if (!url.endsWith('*')) expect(app.hasRoute({ method, url }), endpoint).toBe(true);
    }

    const observed: TableRow[] = [];
    for (const row of rows) {
      const method = row.endpoint.split(' ')[0] ?? 'GET';
      const line = { endpoint: row.endpoint } as TableRow;
      for (const kind of callers) {
        const token = row.fresh ? await tokenOf(kind) : standing[kind];
        line[kind] = await statusOf(await row.call(token), token, method);
      }
      observed.push(line);
    }
    const expected = rows.map((row) => {
      const line = { endpoint: row.endpoint } as TableRow;
      callers.forEach((kind, i) => (line[kind] = row.expected[i] ?? 0));
      return line;
    });
    console.log(
      `${kind}: ${rows.length} endpoints × ${callers.length} callers\n${formatTable(observed)}`,
    );
    expect(observed).toEqual(expected);
  }, 120_000);

  it('lets no caller into the phone callbacks without the operator key', async () => {
    const key = app.ctx.secrets.callbackKey;
    for (const [url, form] of [
      ['/api/ussd', ussdForm],
      ['/api/sms', smsForm],
    ] as const) {
      for (const query of ['', '?key=', '?key=wrong', `?key=${key.slice(0, -1)}`, `?KEY=${key}`]) {
        for (const kind of callers) {
          const status = await statusOf(
            { url: `${url}${query}`, form: form() },
            standing[kind],
            'POST',
          );
          expect(status, `${url}${query} by ${kind}`).toBe(403);
        }
      }
    }
  });

  it('takes no user id anywhere: every personal endpoint acts on the token’s own user', () => {
    // Path parameters name polls, FAQs, fact-checks, acts and one-time tokens, never a person.
    const parameters = registeredRoutes(app).flatMap((r) =>
      [...r.matchAll(/:([A-Za-z_]+)/g)].map((m) => `${r.split(' ')[1]?.split('/:')[0]} :${m[1]}`),
    );
    expect([...new Set(parameters)].sort()).toEqual([
      '/api/admin/answer-reports :id',
      '/api/admin/faqs :id',
      '/api/laws :act',
      '/api/poll :id',
      '/api/polls :id',
      // A question of the caller's own chat history: another citizen's is a 404.
      '/api/user/chat-history :id',
      '/api/verify-email :token',
      '/fact-checks :id',
    ]);
  });

  it('shows A their own profile, whoever else they name', async () => {
    const a = await createUser(app, { verified: true, name: 'Amaka Eze' });
    const b = await createUser(app, { verified: true, name: 'Bello Musa' });
    const profileOf = (user: TestUser) => ({
      name: user === a ? 'Amaka Eze' : 'Bello Musa',
      email: user.email,
      phoneNumber: '+2348031234567',
      nin: `*******${user.nin?.slice(-4)}`,
      sso: [],
      verified: true,
      language: 'en',
      // Neither has set a PIN for voting by phone.
      votingPin: false,
    });
    for (const url of [
      '/api/user/profile',
      `/api/user/profile?id=${b.id}&user_id=${b.id}&email=${encodeURIComponent(b.email)}`,
    ]) {
      const res = await app.inject({
        url,
        headers: { ...bearer(a.token), 'x-user-id': b.id },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(profileOf(a));
      expect(res.body).not.toContain(b.email);
      expect(res.body).not.toContain('Bello');
    }
    const own = await app.inject({ url: '/api/user/profile', headers: bearer(b.token) });
    expect(own.json()).toEqual(profileOf(b));
  });

  it('keeps B’s questions out of A’s chat history', async () => {
    const a = await createUser(app);
    const b = await createUser(app);
    const aQuestion = 'Can police arrest me without a warrant in Onitsha market?';
    const bQuestion = 'Can police arrest my brother without a warrant in Kano zoo?';
    const ask = (user: TestUser, body: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: '/api/ask', headers: bearer(user.token), payload: body });
    expect((await ask(b, { user_query: bQuestion })).statusCode).toBe(200);
    // A names B in every way a client could; the question is still A's.
    expect(
      (await ask(a, { user_query: aQuestion, user_id: b.id, email: b.email })).statusCode,
    ).toBe(200);
    const historyOf = async (user: TestUser, query = '') => {
      const res = await app.inject({
        url: `/api/user/chat-history${query}`,
        headers: bearer(user.token),
      });
      expect(res.statusCode).toBe(200);
      return res.json<{ user_conversation: { user_query: string; ai_response: string }[] }>()
        .user_conversation;
    };
    const aHistory = await historyOf(a, `?user_id=${b.id}&email=${encodeURIComponent(b.email)}`);
    expect(aHistory.map((e) => e.user_query)).toEqual([aQuestion]);
    expect(JSON.stringify(aHistory)).not.toContain('Kano zoo');
    const bHistory = await historyOf(b);
    expect(bHistory.map((e) => e.user_query)).toEqual([bQuestion]);
    expect(JSON.stringify(bHistory)).not.toContain('Onitsha market');
  });

  it('never lets A learn or change B’s vote', async () => {
    const pollId = await createPoll(app, admin, { results_visibility: 'live' });
    const a = await createUser(app, { verified: true, name: 'Amaka Eze' });
    const b = await createUser(app, { verified: true, name: 'Bello Musa' });
    const c = await createUser(app, { verified: true });
    const aVote = await vote(app, a, pollId, 'Yes');
    const bVote = await vote(app, b, pollId, 'No');
    expect([aVote.statusCode, bVote.statusCode]).toEqual([200, 200]);
    const aReceipt = aVote.json<{ receipt_code: string }>().receipt_code;
    const bReceipt = bVote.json<{ receipt_code: string }>().receipt_code;
    expect(aReceipt).not.toBe(bReceipt);

    // A cannot cast or replace a ballot for B, by naming B or B's receipt.
    for (const payload of [
      { option_title: 'Yes' },
      { option_title: 'Yes', user_id: b.id, receipt_code: bReceipt },
    ]) {
      const again = await app.inject({
        method: 'POST',
        url: `/api/poll/${pollId}/vote`,
        headers: bearer(a.token),
        payload,
      });
      expect(again.statusCode).toBe(409);
    }
    // C naming B casts C's own ballot, and B's stays as it was.
    const cVote = await app.inject({
      method: 'POST',
      url: `/api/poll/${pollId}/vote`,
      headers: bearer(c.token),
      payload: { option_title: 'Yes', user_id: b.id },
    });
    expect(cVote.statusCode).toBe(200);
    const bAgain = await vote(app, b, pollId, 'Yes');
    expect(bAgain.statusCode).toBe(409);

    // A's "has voted" is A's own: a verified citizen who did not vote sees false.
    const hasVoted = async (user: TestUser) => {
      const res = await app.inject({ url: '/api/polls/active', headers: bearer(user.token) });
      return res.json<{ id: number; has_voted: boolean }[]>().find((p) => p.id === pollId)
        ?.has_voted;
    };
    const d = await createUser(app, { verified: true });
    expect([await hasVoted(a), await hasVoted(d)]).toEqual([true, false]);

    // Nothing A (or even an admin) can read while the poll runs ties a person to a choice or a
    // receipt; once it is over, the receipts name no one, and no other answer carries a code.
    const seenByA = await Promise.all(
      ['/api/polls/active', '/api/user/profile'].map((url) =>
        app.inject({ url, headers: bearer(a.token) }),
      ),
    );
    const seenByAdmin = await Promise.all(
      ['/api/polls', `/api/polls/${pollId}/results.csv`].map((url) =>
        app.inject({ url, headers: bearer(admin.token) }),
      ),
    );
    // Once the poll is over its codes are published.
    await closePoll(app, admin, pollId);
    const receipts = await app.inject({ url: `/api/polls/${pollId}/receipts` });
    expect(receipts.statusCode).toBe(200);
    const published = receipts.json<{
      ballots: { receipt_code: string }[];
      totals: { title: string; voters: number }[];
    }>();
    // Both codes are listed, and neither says what it chose (decision 004).
    expect(published.ballots).toContainEqual({ receipt_code: bReceipt });
    expect(published.ballots).toContainEqual({ receipt_code: aReceipt });
    expect(published.totals).toEqual([
      { title: 'Yes', voters: 2 },
      { title: 'No', voters: 1 },
      { title: 'Not sure', voters: 0 },
    ]);

    for (const res of [receipts, ...seenByA, ...seenByAdmin]) {
      expect(res.statusCode).toBe(200);
      for (const person of seenByA.includes(res) ? [b, c] : [a, b, c]) {
        expect(res.body).not.toContain(person.id);
        expect(res.body).not.toContain(person.email);
      }
      expect(res.body).not.toContain('Bello');
    }
    for (const res of [...seenByA, ...seenByAdmin]) {
      expect(res.body).not.toContain(aReceipt);
      expect(res.body).not.toContain(bReceipt);
    }
  });

  it('shows a draft or a scheduled poll to administrators only', async () => {
    const draft = await createPoll(app, admin, {
      status: 'draft',
      title: 'Draft: should fuel subsidy return?',
      results_visibility: 'live',
    });
    const scheduled = await createPoll(app, admin, {
      title: 'Scheduled: should LGAs get direct allocations?',
      start_date: new Date(Date.now() + 2 * hour).toISOString(),
      results_visibility: 'live',
    });
    const citizen = await createUser(app, { verified: true });
    const live = await app.inject({ url: '/api/polls/active', headers: bearer(citizen.token) });
    const all = await app.inject({ url: '/api/polls', headers: bearer(admin.token) });
    for (const [id, title] of [
      [draft, 'Draft: should fuel subsidy return?'],
      [scheduled, 'Scheduled: should LGAs get direct allocations?'],
    ] as const) {
      expect(live.body).not.toContain(title);
      expect(all.body).toContain(title);
      const receipts = await app.inject(`/api/polls/${id}/receipts`);
      expect(receipts.statusCode).toBe(404);
      expect(receipts.body).not.toContain(title);
      const events = await statusOf({ url: `/api/polls/${id}/events` }, citizen.token, 'GET');
      expect(events).toBe(404);
    }
  });

  it('lets A log out and delete only A’s own account', async () => {
    const a = await createUser(app);
    const b = await createUser(app);
    const aSecond = await post('/api/login/email', { email: a.email, password: a.password });
    const aOtherToken = aSecond.json<{ access_token: string }>().access_token;
    const profileStatus = async (token: string) =>
      (await app.inject({ url: '/api/user/profile', headers: bearer(token) })).statusCode;

    // A's logout ends A's session only: not A's other session, not B's.
    const logout = await app.inject({
      url: `/api/logout?user_id=${b.id}`,
      headers: bearer(aOtherToken),
    });
    expect(logout.statusCode).toBe(200);
    expect(await profileStatus(aOtherToken)).toBe(401);
    expect(await profileStatus(a.token)).toBe(200);
    expect(await profileStatus(b.token)).toBe(200);

    const deleted = await app.inject({
      url: `/api/user/delete?id=${b.id}&user_id=${b.id}&email=${encodeURIComponent(b.email)}`,
      headers: bearer(a.token),
    });
    expect(deleted.statusCode).toBe(200);
    expect(await profileStatus(a.token)).toBe(401);
    expect(
      (await post('/api/login/email', { email: a.email, password: a.password })).statusCode,
    ).toBe(401);
    expect(await profileStatus(b.token)).toBe(200);
    const bLogin = await post('/api/login/email', { email: b.email, password: b.password });
    expect(bLogin.statusCode).toBe(200);
    const bProfile = await app.inject({ url: '/api/user/profile', headers: bearer(b.token) });
    expect(bProfile.json<{ email: string }>().email).toBe(b.email);
  });

  it('never lets A change B’s verification', async () => {
    const b = await createUser(app, { verified: true });
    const a = await signUpUnverified();
    const c = await signUpUnverified();
    const status = async (token: string, url: string) =>
      (await app.inject({ url, headers: bearer(token) })).statusCode;

    // A cannot take B's NIN, and B stays verified with it.
    const bPerson = await registerPerson(app, { nin: b.nin });
    const taken = await post(
      '/api/verify/user',
      { phone_number: bPerson.phone.local, nin: b.nin },
      a.token,
    );
    // Answered as for a free NIN (nothing said about B), with no code sent to anyone.
    expect(taken.statusCode).toBe(202);
    expect(codeIn(await lastSmsTo(app, bPerson.phone.e164))).toBeUndefined();
    const guessed = await post(
      '/api/verify/user',
      { phone_number: bPerson.phone.local, nin: b.nin, two_factor_code: '123456' },
      a.token,
    );
    expect(guessed.statusCode).toBe(400);
    expect(await status(a.token, '/api/polls/active')).toBe(403);
    expect(await status(b.token, '/api/polls/active')).toBe(200);
    const bProfile = await app.inject({ url: '/api/user/profile', headers: bearer(b.token) });
    expect(bProfile.json<{ nin: string }>().nin.slice(-4)).toBe(b.nin?.slice(-4));

    // A verifies while naming C: A is verified, C is not.
    const { phone, nin } = await registerPerson(app);
    const body = { phone_number: phone.local, nin, email: c.email };
    expect((await post('/api/verify/user', body, a.token)).statusCode).toBe(202);
    const code = codeIn(await lastSmsTo(app, phone.e164));
    expect(code).toBeDefined();
    const done = await post('/api/verify/user', { ...body, two_factor_code: code }, a.token);
    expect(done.statusCode).toBe(200);
    expect(await status(a.token, '/api/polls/active')).toBe(200);
    expect(await status(c.token, '/api/polls/active')).toBe(403);
    const cProfile = await app.inject({ url: '/api/user/profile', headers: bearer(c.token) });
    expect(cProfile.json()).toMatchObject({ email: c.email, nin: null, phoneNumber: null });
  });
});
