import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { createTestApp } from '../../test/app.js';
import { createTestDatabase, dbKinds, type TestDatabase } from '../../test/databases.js';
import { bearer, createUser, type TestUser } from '../../test/factories.js';
import { importFactCheckFile } from './import.js';

const check = (claim: string, slug: string) => ({
  claim,
  claimant: 'WhatsApp broadcast',
  review_date: '2024-05-02',
  publisher: 'Dubawa',
  publisher_site: 'dubawa.org',
  source_url: `https://dubawa.org/${slug}/`,
  fact_check_rating: 'False',
  language: 'en',
});

const store = [
  check('The government has raised the pump price of petrol to N1,200 per litre.', 'petrol'),
  check('A senator was arrested and detained by the DSS at Abuja airport.', 'senator'),
  check('Drinking hot water with lemon cures malaria in two days.', 'lemon'),
  check('The Central Bank will stop printing the old naira notes next month.', 'naira'),
];

// A citizen says a rumour in other words than the check does: search reads what words mean
// (the packaged word vectors), not only which words were typed.
describe.each(dbKinds)('fact-check search by meaning on %s', (kind) => {
  let database: TestDatabase;
  let withMeaning: App;
  let wordsOnly: App;
  const citizens = new Map<App, TestUser>();

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const dir = mkdtempSync(path.join(tmpdir(), 'civicng-meaning-'));
    const file = path.join(dir, 'store.jsonl');
    writeFileSync(file, store.map((r) => JSON.stringify(r)).join('\n'));
    await importFactCheckFile(database.db, file);
    withMeaning = await createTestApp(database, { SEMANTIC_VECTORS: 'packaged' });
    wordsOnly = await createTestApp(database, { SEMANTIC_VECTORS: 'off' });
    // Each app keeps its own secrets: a citizen of each.
    citizens.set(withMeaning, await createUser(withMeaning));
    citizens.set(wordsOnly, await createUser(wordsOnly));
    // As the server does at start: on a fresh clone this converts the packaged vectors once
    // (about 9 s alone, far longer beside a full test run), which no search should wait for.
    await withMeaning.ctx.factChecks.store();
  }, 240_000);
  afterAll(async () => {
    await withMeaning.close();
    await wordsOnly.close();
    await database.destroy();
  });

  const search = async (app: App, query: string) => {
    const res = await app.inject({
      url: `/api/fact-check?query=${encodeURIComponent(query)}`,
      headers: bearer(citizens.get(app)?.token ?? ''),
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{
      results: { source_url: string }[];
      closest_checks: { source_url: string }[];
    }>();
    return {
      shown: body.results.map((r) => r.source_url),
      closest: body.closest_checks.map((r) => r.source_url),
    };
  };

  it('offers the check a rumour means in other words first among the closest checks', async () => {
    // Meaning finds the check; the words decide it is not a match (no word of it was asked),
    // so it is offered under the "closest checks" warning, not shown as a verdict.
    const rumour = 'fuel cost has gone up';
    const meant = await search(withMeaning, rumour);
    expect(meant.shown).toEqual([]);
    expect(meant.closest[0]).toBe('https://dubawa.org/petrol/');
    const words = await search(wordsOnly, rumour);
    expect(words.closest[0]).not.toBe('https://dubawa.org/petrol/');
  });

  it('shows no check as a match for a rumour about something else', async () => {
    const other = await search(withMeaning, 'Super Eagles coach resigns after the friendly');
    expect(other.shown).toEqual([]);
  });
});
