import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app.js';
import { repoRoot } from './paths.js';
import { createTestApp } from './test/app.js';
import { createTestDatabase, type TestDatabase } from './test/databases.js';

/** Spec §7, "The calls it makes": the calls the mobile apps depend on. */
const specCalls = [
  'POST /api/login/email',
  'POST /api/forget-password-email',
  'GET /api/google',
  'GET /api/apple',
  'POST /api/signup',
  'POST /api/reset-password',
  'POST /api/upload-image',
  'POST /api/poll/create',
  'PUT /api/poll/{id}/edit',
  'GET /api/polls',
  'GET /api/polls/active',
  'GET /api/votes/active',
  'POST /api/poll/{id}/vote',
  'GET /api/logout',
  'GET /api/user/chat-history',
  'POST /api/ask',
  'GET /api/verify/login/token',
  'POST /api/verify/user',
  'GET /api/verify-email/{token}',
  'GET /api/user/profile',
  'GET /api/user/delete',
  'GET /api/faqs/current-month',
  'GET /api/fact-check',
];

/** The calls named in §7 of the specification beside the repository, when it is there. */
function callsInSpec(): string[] | undefined {
  const dir = path.resolve(repoRoot, '..', 'shared', 'spec');
  let file: string | undefined;
  try {
    file = readdirSync(dir).find((name) => name.endsWith('.txt'));
  } catch {
    return undefined;
  }
  if (!file) return undefined;
  const text = readFileSync(path.join(dir, file), 'utf8');
  const section = text.slice(text.indexOf('## 7.'), text.indexOf('## 8.'));
  return [...section.matchAll(/\b(GET|POST|PUT|DELETE) (?:[^|/]*: )?(\/api\/[^\s?|]+)/g)].map(
    ([, method, route]) => `${method} ${route}`,
  );
}

interface Operation {
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: { properties?: object } }> };
  parameters?: { name: string; in: string }[];
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

describe('OpenAPI document', () => {
  let database: TestDatabase;
  let app: App;
  let document: Document;
  const operation = (call: string) => {
    const [method = '', route = ''] = call.split(' ');
    return document.paths[route]?.[method.toLowerCase()];
  };

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await createTestApp(database);
    const res = await app.inject('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    document = res.json();
  });
  afterAll(async () => {
    await app.close();
    await database.destroy();
  });

  it('lists the same calls as the specification', () => {
    const inSpec = callsInSpec();
    if (inSpec) expect([...new Set(inSpec)].sort()).toEqual([...specCalls].sort());
  });

  it('describes every call of spec §7', () => {
    expect(document.openapi).toMatch(/^3\./);
    const missing = specCalls.filter((call) => !operation(call));
    expect(missing).toEqual([]);
  });

  it('gives each JSON body the contract field names, word for word', () => {
    const fields = (call: string) =>
      Object.keys(
        operation(call)?.requestBody?.content['application/json']?.schema.properties ?? {},
      );
    expect(fields('POST /api/login/email')).toEqual(['email', 'password']);
    expect(fields('POST /api/reset-password')).toEqual([
      'new_password',
      'confirm_new_password',
      'token',
    ]);
    expect(fields('POST /api/poll/{id}/vote')).toContain('option_title');
    expect(fields('POST /api/ask')).toEqual(['user_query']);
    expect(fields('POST /api/verify/user')).toEqual(['phone_number', 'nin', 'two_factor_code']);
    expect(fields('PUT /api/poll/{id}/edit')).toEqual(
      expect.arrayContaining([
        'title',
        'description',
        'start_date',
        'end_date',
        'status',
        'options',
        'allow_multiple_votes',
        'type',
      ]),
    );
    const query = operation('GET /api/fact-check')?.parameters?.map((p) => `${p.in}:${p.name}`);
    expect(query).toContain('query:query');
  });

  it('describes the phone callbacks as taking forms, as the gateway posts them', () => {
    const content = (call: string) => operation(call)?.requestBody?.content ?? {};
    for (const call of ['POST /api/ussd', 'POST /api/sms']) {
      expect(Object.keys(content(call)), call).toEqual(['application/x-www-form-urlencoded']);
    }
    const fields = content('POST /api/ussd')['application/x-www-form-urlencoded']?.schema;
    expect(Object.keys(fields?.properties ?? {})).toEqual([
      'sessionId',
      'serviceCode',
      'phoneNumber',
      'networkCode',
      'text',
    ]);
  });

  it('marks the calls that need a bearer token, and only those', () => {
    const open = specCalls.filter((call) => !operation(call)?.security);
    expect(open.sort()).toEqual(
      [
        'POST /api/login/email',
        'POST /api/forget-password-email',
        'GET /api/google',
        'GET /api/apple',
        'POST /api/signup',
        'POST /api/reset-password',
        // Carries its own bearer: the sign-in ticket from the link, not a session.
        'GET /api/verify/login/token',
        'GET /api/verify-email/{token}',
      ].sort(),
    );
  });

  it('describes only the API, not the web pages', () => {
    expect(Object.keys(document.paths).every((route) => route.startsWith('/api/'))).toBe(true);
    expect(document.paths['/api/openapi.json']).toBeUndefined();
  });

  it('serves a docs page under a CSP of its own', async () => {
    const res = await app.inject('/api/docs');
    const page = res.statusCode === 302 ? await app.inject(res.headers.location ?? '') : res;
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('swagger');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).not.toContain('unsafe-eval');
  });
});
