import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { createTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/databases.js';
import { bearer, createUser, type TestUser } from '../../test/factories.js';
import { importFactCheckFile } from './import.js';

const check = (claim: string, publisher: string, slug: string, rating = 'False') => ({
  claim,
  claimant: 'Social media users',
  review_date: '2020-04-02',
  publisher,
  publisher_site: `${slug}.example`,
  source_url: `https://${slug}.example/${slug}-check/`,
  fact_check_rating: rating,
  language: 'en',
});

// One rumour checked by several publishers, each in nearly the same words: a phone showed ten
// near-identical cards for it (issue 33 item 7). One card, "also checked by" the others.
const store = [
  check('Gargling warm salt water kills the coronavirus in the throat.', 'Dubawa', 'dubawa'),
  check('Gargling with warm salt water kills the coronavirus in your throat.', 'AFP', 'afp'),
  check(
    'Gargling warm salt water can kill the new coronavirus in the throat.',
    'Africa Check',
    'africacheck',
  ),
  check('Gargling salt water kills coronavirus in the throat', 'PesaCheck', 'pesacheck'),
  check('Drinking hot water every fifteen minutes kills the coronavirus.', 'Dubawa', 'hotwater'),
  check('Salt water baths cure malaria fever.', 'AFP', 'malaria'),
];

describe('near-duplicate checks', () => {
  let database: TestDatabase;
  let app: App;
  let citizen: TestUser;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    const dir = mkdtempSync(path.join(tmpdir(), 'civicng-duplicates-'));
    const file = path.join(dir, 'store.jsonl');
    writeFileSync(file, store.map((r) => JSON.stringify(r)).join('\n'));
    await importFactCheckFile(database.db, file);
    app = await createTestApp(database);
    citizen = await createUser(app);
  });
  afterAll(async () => {
    await app.close();
    await database.destroy();
  });

  const search = async (query: string) => {
    const res = await app.inject({
      url: `/api/fact-check?query=${encodeURIComponent(query)}`,
      headers: bearer(citizen.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{
      results: {
        publisher: string;
        claim: string;
        also_checked_by: { publisher: string; source_url: string }[];
      }[];
      closest_only: boolean;
      closest_checks: {
        publisher: string;
        claim: string;
        also_checked_by: { publisher: string; source_url: string }[];
      }[];
    }>();
  };

  it('folds one claim checked by several publishers into one result that names the others', async () => {
    const { results } = await search('gargling salt water kills coronavirus');
    const gargling = results.filter((r) => r.claim.startsWith('Gargling'));
    expect(gargling).toHaveLength(1);
    const others = gargling[0]!.also_checked_by.map((c) => c.publisher).sort();
    expect([gargling[0]!.publisher, ...others].sort()).toEqual(
      ['AFP', 'Africa Check', 'Dubawa', 'PesaCheck'].sort(),
    );
    expect(gargling[0]!.also_checked_by.every((c) => c.source_url.startsWith('https://'))).toBe(
      true,
    );
    // Other claims about salt water or the coronavirus stay cards of their own.
    for (const r of results.filter((x) => !x.claim.startsWith('Gargling'))) {
      expect(r.also_checked_by).toEqual([]);
    }
  });

  it('folds them among the closest checks too, and offers at most three', async () => {
    // Ebola: a name no check holds, so nothing matches and the closest checks are offered.
    const found = await search('gargling salt water kills ebola in the throat');
    expect(found.results).toEqual([]);
    const closest = found.closest_checks;
    expect(closest.length).toBeGreaterThan(0);
    expect(closest.length).toBeLessThanOrEqual(3);
    const gargling = closest.filter((r) => r.claim.startsWith('Gargling'));
    expect(gargling).toHaveLength(1);
    expect(gargling[0]!.also_checked_by).toHaveLength(3);
  });
});
