import { createServer, type Server } from 'node:http';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { createTestApp } from '../../test/app.js';
import { createTestDatabase, dbKinds, type TestDatabase } from '../../test/databases.js';
import { bearer, createUser, type TestUser } from '../../test/factories.js';
import { importFactCheckFile } from './import.js';

const records = [
  {
    claim:
      'The Federal Government has approved a N20,000 COVID-19 relief grant for every unemployed youth.',
    claimant: 'WhatsApp broadcast',
    review_date: '2020-05-02',
    publisher: 'Dubawa',
    publisher_site: 'dubawa.org',
    source_url: 'https://dubawa.org/fg-relief-grant/',
    fact_check_rating: 'False',
    language: 'en',
  },
  {
    claim: 'Bola Tinubu was seen dancing at a wedding in Lagos last weekend.',
    claimant: 'Facebook page',
    review_date: null,
    publisher: 'Dubawa',
    publisher_site: 'dubawa.org',
    source_url: 'https://dubawa.org/tinubu-wedding/',
    fact_check_rating: 'Misleading',
    language: 'en',
  },
  {
    claim: 'Drinking hot water with lemon cures coronavirus infection.',
    claimant: null,
    review_date: '2020-03-20',
    publisher: 'AFP',
    publisher_site: 'factcheck.afp.com',
    source_url: 'https://factcheck.afp.com/lemon-cure',
    fact_check_rating: 'False',
    language: 'en',
  },
  {
    claim: 'Nigeria Customs Service has not recruited new officers in seventeen years.',
    claimant: 'Twitter user',
    review_date: '2021-07-11',
    publisher: 'Dubawa',
    publisher_site: 'dubawa.org',
    source_url: 'https://dubawa.org/customs-recruitment/',
    fact_check_rating: 'True',
    language: 'en',
  },
  {
    claim:
      'Singer Augustine Okechukwu, popularly known as Tekno, collapsed on stage during a show in Abuja.',
    claimant: 'Instagram blog',
    review_date: '2024-06-01',
    publisher: 'Dubawa',
    publisher_site: 'dubawa.org',
    source_url: 'https://dubawa.org/tekno-collapse/',
    fact_check_rating: 'The claim that the singer collapsed on stage is false',
    language: 'en',
  },
  {
    claim: 'Hospitals in Lagos have run out of ventilators for COVID-19 patients.',
    claimant: 'Twitter user',
    review_date: '2020-04-10',
    publisher: 'Dubawa',
    publisher_site: 'dubawa.org',
    source_url: 'https://dubawa.org/lagos-ventilators/',
    fact_check_rating: 'Irọ́ ni',
    language: 'yo',
  },
  {
    claim: 'Bill Gates has a plot to track people with microchips in vaccines.',
    claimant: 'Facebook post',
    review_date: '2020-05-02',
    publisher: 'AFP',
    publisher_site: 'factcheck.afp.com',
    source_url: 'https://factcheck.afp.com/gates-plot',
    fact_check_rating: 'False',
    language: 'en',
  },
  {
    claim: 'Soldiers in armored vehicles were deployed to Kano markets overnight.',
    claimant: 'WhatsApp broadcast',
    review_date: '2023-02-14',
    publisher: 'Dubawa',
    publisher_site: 'dubawa.org',
    source_url: 'https://dubawa.org/kano-armored/',
    fact_check_rating: 'Partly false',
    language: 'en',
  },
];

function writeJsonl(dir: string, name: string, rows: unknown[]): string {
  const file = path.join(dir, name);
  writeFileSync(file, `${rows.map((r) => JSON.stringify(r)).join('\n')}\n`);
  return file;
}

/** A local server speaking Google Fact Check Tools' claims:search JSON. */
function factCheckTools(): Promise<{ url: string; requests: URL[]; server: Server }> {
  const requests: URL[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push(url);
    if (url.pathname !== '/v1alpha1/claims:search' || url.searchParams.get('key') !== 'test-key') {
      res.writeHead(403, { 'content-type': 'application/json' }).end('{"error":{"code":403}}');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        claims: [
          {
            text: 'Lemon and hot water cure COVID-19',
            claimant: 'Social media',
            claimDate: '2020-03-18T00:00:00Z',
            claimReview: [
              {
                publisher: { name: 'AFP', site: 'factcheck.afp.com' },
                url: 'https://factcheck.afp.com/lemon-cure',
                reviewDate: '2020-03-20T00:00:00Z',
                textualRating: 'False',
                languageCode: 'en',
              },
              {
                publisher: { name: 'Full Fact', site: 'fullfact.org' },
                url: 'https://fullfact.org/health/lemon-water-coronavirus/',
                reviewDate: '2020-03-21T00:00:00Z',
                textualRating: 'Incorrect',
                languageCode: 'en',
              },
            ],
          },
        ],
      }),
    );
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ url: `http://127.0.0.1:${port}`, requests, server });
    }),
  );
}

describe.each(dbKinds)('fact checker on %s', (kind) => {
  let database: TestDatabase;
  let app: App;
  let citizen: TestUser;
  let admin: TestUser;
  const dir = mkdtempSync(path.join(tmpdir(), 'civicng-fc-'));

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await createTestApp(database);
    citizen = await createUser(app);
    admin = await createUser(app, { admin: true });
    await importFactCheckFile(database.db, writeJsonl(dir, 'store.jsonl', records));
  });
  afterAll(async () => {
    await app.close();
    await database.destroy();
  });

  const check = (query: string, user = citizen) =>
    app.inject({
      url: `/api/fact-check?query=${encodeURIComponent(query)}`,
      headers: bearer(user.token),
    });

  it('re-imports by article URL: updates, never duplicates, and reports bad lines', async () => {
    const changed = [{ ...records[1], fact_check_rating: 'False' }, records[0]];
    const file = writeJsonl(dir, 'again.jsonl', changed);
    writeFileSync(
      file,
      `${JSON.stringify(changed[0])}\n{not json\n${JSON.stringify(changed[1])}\n`,
    );
    const report = await importFactCheckFile(database.db, file);
    expect(report).toMatchObject({ read: 3, stored: 2 });
    expect(report.invalid).toHaveLength(1);
    const [count] = await database.rows<{ n: number }>(
      sql`select count(*)::int as n from fact_checks`,
    );
    expect(count?.n).toBe(records.length);
    const [row] = await database.rows<{ rating: string }>(
      sql`select rating from fact_checks where source_url = 'https://dubawa.org/tinubu-wedding/'`,
    );
    expect(row?.rating).toBe('False');
  });

  it('imports ClaimReview JSON-LD', async () => {
    const file = path.join(dir, 'reviews.json');
    writeFileSync(
      file,
      JSON.stringify({
        '@context': 'https://schema.org',
        '@graph': [
          {
            '@type': 'ClaimReview',
            url: 'https://example.ng/checks/bridge',
            claimReviewed: 'The Third Mainland Bridge will be closed for two years.',
            datePublished: '2024-02-01',
            author: { '@type': 'Organization', name: 'Example Checks', url: 'https://example.ng' },
            reviewRating: { '@type': 'Rating', alternateName: 'Partly false' },
            itemReviewed: { '@type': 'Claim', author: { '@type': 'Person', name: 'A blogger' } },
          },
        ],
      }),
    );
    const report = await importFactCheckFile(database.db, file);
    expect(report.stored).toBe(1);
    const res = await check('third mainland bridge closed');
    expect(res.json().results[0]).toEqual({
      fact_check_rating: 'Partly false',
      verdict: 'mixed',
      review_date: '2024-02-01',
      claim: 'The Third Mainland Bridge will be closed for two years.',
      claimant: 'A blogger',
      publisher: 'Example Checks',
      source_url: 'https://example.ng/checks/bridge',
      also_checked_by: [],
    });
  });

  it('finds claims by meaning: nicknames, Pidgin, synonyms and misspellings', async () => {
    const top = async (q: string) => (await check(q)).json().results[0]?.source_url as string;
    expect(await top('jagaban dey dance for wedding')).toBe('https://dubawa.org/tinubu-wedding/');
    expect(await top('tinibu dancing at wedding')).toBe('https://dubawa.org/tinubu-wedding/');
    expect(await top('FG relief grant for unemployed youths')).toBe(
      'https://dubawa.org/fg-relief-grant/',
    );
    expect(await top('lemmon water cures corona')).toBe('https://factcheck.afp.com/lemon-cure');
  });

  it('finds a rumour told in everyday words, the other spelling, or a name the store defines', async () => {
    const top = async (q: string) => (await check(q)).json().results[0]?.source_url as string;
    // WordNet: a breathing machine is a ventilator.
    expect(await top('lagos hospitals have no breathing machines left')).toBe(
      'https://dubawa.org/lagos-ventilators/',
    );
    // British spelling against an American one.
    expect(await top('armoured vehicles deployed to kano markets')).toBe(
      'https://dubawa.org/kano-armored/',
    );
    // "Augustine Okechukwu, popularly known as Tekno": the store teaches the alias.
    expect(await top('augustine okechukwu collapsed at his show')).toBe(
      'https://dubawa.org/tekno-collapse/',
    );
  });

  it('shows nothing rather than unrelated checks for a rumour the store has no check on', async () => {
    for (const q of ['xqzv plorf', 'Pete Edochie is dead', 'Kano Hisbah bans tricycles']) {
      const res = await check(q);
      expect(res.statusCode).toBe(200);
      expect(res.json(), q).toMatchObject({ results: [], closest_only: false });
    }
  });

  it('offers the nearest checks, apart from the results, when nothing matches', async () => {
    // Told in quite other words: too little of it is in the claim to show as a match.
    const told = await check('customs never employed anybody for seventeen years');
    expect(told.json()).toMatchObject({ results: [], closest_only: false });
    expect(told.json().closest_checks.map((c: { source_url: string }) => c.source_url)).toContain(
      'https://dubawa.org/customs-recruitment/',
    );
    // Words the store has never seen come near nothing, not even through a spelling search only
    // guessed ("plorf" → plot, in the Bill Gates claim).
    expect((await check('xqzv plorf')).json()).toMatchObject({ results: [], closest_checks: [] });
    // A match is a result, and then nothing is offered besides.
    const matched = (await check('customs has not recruited officers in seventeen years')).json();
    expect(matched.results[0]?.source_url).toBe('https://dubawa.org/customs-recruitment/');
    expect(matched.closest_checks).toEqual([]);
  });

  it('says when the checks found are only the closest, not about the rumour asked', async () => {
    const res = await check('hot lemon water cures marburg virus');
    expect(res.json().results[0]?.source_url).toBe('https://factcheck.afp.com/lemon-cure');
    expect(res.json().closest_only).toBe(true);
    expect((await check('hot water with lemon cures coronavirus')).json().closest_only).toBe(false);
  });

  it('reads every rating as a verdict, keeping the publisher’s words', async () => {
    const verdictOf = async (q: string) => {
      const [first] = (await check(q)).json().results as {
        fact_check_rating: string;
        verdict: string;
      }[];
      return [first?.fact_check_rating, first?.verdict];
    };
    expect(await verdictOf('tekno collapsed on stage in abuja')).toEqual([
      'The claim that the singer collapsed on stage is false',
      'false',
    ]);
    expect(await verdictOf('lagos hospitals out of ventilators')).toEqual(['Irọ́ ni', 'false']);
    expect(await verdictOf('customs not recruited in seventeen years')).toEqual(['True', 'true']);
  });

  it('answers with the spec fields, most relevant first', async () => {
    const res = await check('lemon cures coronavirus');
    expect(res.statusCode).toBe(200);
    expect(res.json().query).toBe('lemon cures coronavirus');
    expect(res.json().results[0]).toEqual({
      fact_check_rating: 'False',
      verdict: 'false',
      review_date: '2020-03-20',
      claim: 'Drinking hot water with lemon cures coronavirus infection.',
      claimant: null,
      publisher: 'AFP',
      source_url: 'https://factcheck.afp.com/lemon-cure',
      also_checked_by: [],
    });
  });

  it('refuses empty, blank and overlong queries with a message, and needs a login', async () => {
    for (const q of ['', '   ']) {
      const res = await check(q);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('Enter a claim or statement to fact-check.');
    }
    const long = await check('x'.repeat(501));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('at most 500 characters');
    expect((await app.inject('/api/fact-check')).statusCode).toBe(401);
    expect((await app.inject('/api/fact-check?query=lemon')).statusCode).toBe(401);
  });

  it('lets administrators publish a fact-check with a public ClaimReview page', async () => {
    const body = {
      claim: 'INEC will stop using BVAS in the next election.',
      claimant: 'A viral tweet',
      fact_check_rating: 'False',
      review_date: '2026-11-20',
      source_url: 'https://civicng.test/checks/bvas',
    };
    const denied = await app.inject({
      method: 'POST',
      url: '/api/admin/fact-checks',
      headers: bearer(citizen.token),
      payload: body,
    });
    expect(denied.statusCode).toBe(403);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/admin/fact-checks',
      headers: bearer(admin.token),
      payload: { ...body, review_date: '20/11/2026' },
    });
    expect(bad.statusCode).toBe(400);
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/fact-checks',
      headers: bearer(admin.token),
      payload: body,
    });
    expect(res.statusCode).toBe(201);
    const { id, page_url: pageUrl } = res.json();
    expect(pageUrl).toBe(`http://civicng.test/fact-checks/${id}`);
    const page = await app.inject(`/fact-checks/${id}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(page.body)?.[1];
    expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({
      '@type': 'ClaimReview',
      claimReviewed: body.claim,
      datePublished: '2026-11-20',
      reviewRating: { alternateName: 'False' },
      itemReviewed: { author: { name: 'A viral tweet' } },
    });
    const found = await check('bvas next election');
    expect(found.json().results[0].source_url).toBe(body.source_url);
    expect((await app.inject('/fact-checks/999999')).statusCode).toBe(404);
    // Imported records have no page of ours: they link to their publishers.
    const [imported] = await database.rows<{ id: number }>(
      sql`select id from fact_checks where origin = 'import' limit 1`,
    );
    expect((await app.inject(`/fact-checks/${imported?.id}`)).statusCode).toBe(404);
  });
});

describe('Google Fact Check Tools', () => {
  let tools: Awaited<ReturnType<typeof factCheckTools>>;
  let database: TestDatabase;
  let app: App;
  let citizen: TestUser;

  beforeAll(async () => {
    tools = await factCheckTools();
    database = await createTestDatabase('pglite');
    app = await createTestApp(database, {
      FACTCHECK_API_KEY: 'test-key',
      FACTCHECK_API_URL: tools.url,
    });
    citizen = await createUser(app);
    await importFactCheckFile(
      database.db,
      writeJsonl(mkdtempSync(path.join(tmpdir(), 'civicng-g-')), 's.jsonl', records),
    );
  });
  afterAll(async () => {
    await app.close();
    await database.destroy();
    tools.server.close();
  });

  it('merges its results, deduplicated by URL, and caches the answer', async () => {
    const ask = () =>
      app.inject({
        url: `/api/fact-check?query=${encodeURIComponent('lemon water cures covid')}`,
        headers: bearer(citizen.token),
      });
    const res = await ask();
    const urls: string[] = res.json().results.map((r: { source_url: string }) => r.source_url);
    expect(urls.filter((u) => u === 'https://factcheck.afp.com/lemon-cure')).toHaveLength(1);
    expect(urls).toContain('https://fullfact.org/health/lemon-water-coronavirus/');
    const fromGoogle = res
      .json()
      .results.find((r: { source_url: string }) => r.source_url.includes('fullfact'));
    expect(fromGoogle).toEqual({
      fact_check_rating: 'Incorrect',
      verdict: 'false',
      review_date: '2020-03-21',
      claim: 'Lemon and hot water cure COVID-19',
      claimant: 'Social media',
      publisher: 'Full Fact',
      source_url: 'https://fullfact.org/health/lemon-water-coronavirus/',
      also_checked_by: [],
    });
    expect(tools.requests.at(-1)?.searchParams.get('query')).toBe('lemon water cures covid');
    await ask();
    expect(tools.requests).toHaveLength(1);
  });

  it('still answers from the local store when the API fails', async () => {
    const broken = await createTestApp(database, {
      FACTCHECK_API_KEY: 'wrong-key',
      FACTCHECK_API_URL: tools.url,
    });
    const someone = await createUser(broken);
    const res = await broken.inject({
      url: `/api/fact-check?query=${encodeURIComponent('tinubu wedding dance')}`,
      headers: bearer(someone.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().results[0].source_url).toBe('https://dubawa.org/tinubu-wedding/');
    await broken.close();
  });
});
