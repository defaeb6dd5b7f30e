import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app.js';
import { createTestApp } from './test/app.js';
import { createTestDatabase, dbKinds, type TestDatabase } from './test/databases.js';

describe.each(dbKinds)('foundation on %s', (kind) => {
  let database: TestDatabase;
  let app: App;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await createTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.destroy();
  });

  it('applies the migration: every table later features start from exists', async () => {
    const rows = await database.rows<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const tables = rows.map((r) => r.table_name).sort();
    expect(tables).toEqual(
      [
        'answer_reports',
        'ballots',
        'chat_entries',
        'consents',
        'fact_checks',
        'faqs',
        'law_documents',
        'law_sections',
        'one_time_tokens',
        'personal_data_reads',
        'poll_audit_log',
        'poll_ballot_tallies',
        'poll_option_tallies',
        'poll_options',
        'poll_participations',
        'polls',
        'sessions',
        'sms_opt_outs',
        'sso_requests',
        'two_factor_codes',
        'user_identities',
        'users',
        'ussd_sessions',
        'voting_pins',
      ].sort(),
    );
  });

  it('reports liveness and database readiness', async () => {
    const health = await app.inject('/healthz');
    expect(health.statusCode).toBe(200);
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: kind });
  });

  it('answers unknown API paths with 404 JSON and a message', async () => {
    const res = await app.inject('/api/no-such');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toMatchObject({ message: 'No such API endpoint: GET /api/no-such' });
  });

  it('answers a body that is not JSON with 400 and a message', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/config',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'The request body is not valid JSON.' });
  });

  it('answers a body over the limit with 413 and a message', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/config',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ message: 'The request body is too large.' });
  });

  it('marks API answers as not cacheable and sends security headers', async () => {
    const res = await app.inject('/api/config');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('gives the browser only its allowed configuration', async () => {
    const res = await app.inject('/api/config');
    expect(res.json()).toEqual({
      appName: 'CivicNG',
      companyName: 'CivicNG',
      contactEmail: null,
      androidAppUrl: null,
      iosAppUrl: null,
      signInProviders: [],
      ussdServiceCode: '*384*246#',
      retentionUnverifiedDays: 30,
      retentionChatDays: 365,
    });
  });

  it('offers the browser only the sign-in providers the operator configured', async () => {
    const configured = await createTestApp(database, {
      GOOGLE_CLIENT_ID: 'google-client',
      CONTACT_EMAIL: 'privacy@civicng.test',
    });
    try {
      const res = await configured.inject('/api/config');
      expect(res.json()).toMatchObject({
        contactEmail: 'privacy@civicng.test',
        signInProviders: ['google'],
      });
    } finally {
      await configured.close();
    }
  });
});

describe('serving the web app', () => {
  let database: TestDatabase;
  let app: App;
  const appScript = `console.log(${JSON.stringify('civic '.repeat(200))})`;
  beforeAll(async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'civicng-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(
      path.join(dist, 'index.html'),
      '<html><head><title>CivicNG</title></head><body></body></html>',
    );
    await writeFile(path.join(dist, 'assets', 'app-1234.js'), appScript);
    // The build writes these beside each asset (apps/web/vite.config.ts).
    await writeFile(path.join(dist, 'assets', 'app-1234.js.br'), brotliCompressSync(appScript));
    await writeFile(path.join(dist, 'assets', 'app-1234.js.gz'), gzipSync(appScript));
    // What the web build writes for each route and catalogue (apps/web/vite-first-screens.ts).
    await mkdir(path.join(dist, '.vite'));
    await writeFile(
      path.join(dist, '.vite', 'first-screens.json'),
      JSON.stringify({
        screens: [
          { path: '/login', scripts: ['/assets/login-1.js'], styles: [], words: ['auth'] },
          { path: '/read/:act', scripts: ['/assets/act-1.js'], styles: [], words: ['acts'] },
          { path: '*', scripts: ['/assets/not-found-1.js'], styles: [], words: [] },
        ],
        words: Object.fromEntries(
          ['en', 'pcm', 'ha', 'yo', 'ig'].map((language) => [
            language,
            Object.fromEntries(
              ['common', 'auth', 'acts'].map((ns) => [ns, [`/assets/${ns}-${language}.js`]]),
            ),
          ]),
        ),
      }),
    );
    database = await createTestDatabase('pglite');
    app = await createTestApp(
      database,
      { APP_NAME: 'Naija <Civic>', COMPANY_NAME: 'Civic Labs Ltd' },
      { webDist: dist },
    );
  });
  afterAll(async () => {
    await app.close();
    await database.destroy();
  });

  it('renders index.html for any page path with the configured name, escaped', async () => {
    const res = await app.inject({ url: '/read/constitution', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Naija &#60;Civic&#62;</title>');
    expect(res.body).toContain('name="civicng-config"');
    expect(res.body).toContain('Civic Labs Ltd');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it("sends the opened screen's code and words in the visitor's language with the page", async () => {
    const page = async (url: string, headers: Record<string, string> = {}) => {
      const res = await app.inject({ url, headers: { accept: 'text/html', ...headers } });
      expect(res.statusCode).toBe(200);
      const preloads = [...res.body.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)];
      return {
        lang: /<html lang="([^"]+)">/.exec(res.body)?.[1],
        preloads: preloads.map((match) => match[1]),
        vary: res.headers.vary,
      };
    };
    // A Hausa phone opening the login screen: its code, the shared words and the login words, in
    // Hausa, and no other language's.
    expect(await page('/login', { 'accept-language': 'ha-NG,en;q=0.5' })).toEqual({
      lang: 'ha',
      preloads: ['/assets/login-1.js', '/assets/common-ha.js', '/assets/auth-ha.js'],
      vary: 'Accept-Language, Cookie',
    });
    // The language kept on the device wins over the browser's; ?lang= wins over both.
    const kept = { 'accept-language': 'ha', cookie: 'civicng_lang=yo' };
    expect((await page('/read/constitution', kept)).preloads).toEqual([
      '/assets/act-1.js',
      '/assets/common-yo.js',
      '/assets/acts-yo.js',
    ]);
    expect((await page('/read/constitution?lang=pcm', kept)).lang).toBe('pcm');
    // A language we do not speak is passed over, as the web app's detector passes it over.
    expect((await page('/login?lang=fr', kept)).lang).toBe('yo');
    expect((await page('/login', { cookie: 'civicng_lang=<script>' })).lang).toBe('en');
    const unknown = await app.inject({ url: '/no/such/page', headers: { accept: 'text/html' } });
    expect(unknown.statusCode).toBe(404);
    expect(
      [...unknown.body.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map((m) => m[1]),
    ).toEqual(['/assets/not-found-1.js', '/assets/common-en.js']);
    // The build's own list is not served.
    expect((await app.inject('/.vite/first-screens.json')).statusCode).toBe(404);
  });

  it('answers a page the app knows 200 and an unknown one 404, whatever the client accepts', async () => {
    // curl and link checkers send Accept: */* or nothing at all.
    for (const accept of ['*/*', 'text/html', undefined]) {
      const headers = accept ? { accept } : {};
      const known = await app.inject({ url: '/login', headers });
      expect(known.statusCode, String(accept)).toBe(200);
      expect(known.headers['content-type']).toContain('text/html');
      expect((await app.inject({ url: '/read/constitution?lang=ha', headers })).statusCode).toBe(
        200,
      );
      const unknown = await app.inject({ url: '/no/such/page', headers });
      expect(unknown.statusCode, String(accept)).toBe(404);
      // The app's own "Page not found" screen, not a bare error.
      expect(unknown.body).toContain('<title>Naija &#60;Civic&#62;</title>');
    }
    // A client asking for JSON alone gets the API's answer.
    const json = await app.inject({
      url: '/no/such/page',
      headers: { accept: 'application/json' },
    });
    expect(json.statusCode).toBe(404);
    expect(json.json().code).toBe('NOT_FOUND');
  });

  it('renders index.html at the root path', async () => {
    const res = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Naija &#60;Civic&#62;</title>');
  });

  it('answers unknown API paths with the API message even with the web app served', async () => {
    const res = await app.inject('/api/no-such');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No such API endpoint: GET /api/no-such');
  });

  it('serves hashed assets with a long cache and unknown files as 404', async () => {
    const asset = await app.inject('/assets/app-1234.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await app.inject('/assets/missing.js');
    expect(missing.statusCode).toBe(404);
  });

  it("sends the build's compressed copy of an asset to a browser that accepts it", async () => {
    const url = '/assets/app-1234.js';
    const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(appScript.length / 4);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(appScript);

    const gz = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(appScript);

    const plain = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(appScript);
  });
});

describe('graceful shutdown', () => {
  it('finishes in-flight requests, then closes the database', async () => {
    const database = await createTestDatabase('pglite');
    const { buildApp } = await import('./app.js');
    const { loadConfig } = await import('./config.js');
    const app = await buildApp(loadConfig({ VAR_DIR: 'var/test' }), {
      logger: false,
      webDist: '/nonexistent',
    });
    app.get('/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const inFlight = fetch(`http://127.0.0.1:${address.port}/slow`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await app.close();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });
    await expect(app.database.ping()).rejects.toThrow();
    await database.destroy();
    // A fresh clone opens and migrates this database from nothing: slow on a loaded machine.
  }, 90_000);
});
