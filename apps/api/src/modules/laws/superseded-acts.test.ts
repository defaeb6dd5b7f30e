import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { sharedDataPath } from '../../paths.js';
import { createTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/databases.js';
import { bearer, createUser, type TestUser } from '../../test/factories.js';
import { ingestLaws } from './ingest/ingest.js';

// The library holds the Electric Power Sector Reform Act 2005, which the Electricity Act 2023
// repealed: tariff answers cited it as the law without a word (issue 33 item 10).

const lawsDir = sharedDataPath('laws');

describe.skipIf(!lawsDir)('an act the library holds in a superseded version', () => {
  let database: TestDatabase;
  let app: App;
  let citizen: TestUser;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    await ingestLaws(database.db, [
      path.join(lawsDir!, 'power-sector-act.md'),
      path.join(lawsDir!, 'police-act.md'),
    ]);
    app = await createTestApp(database);
    citizen = await createUser(app);
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await database.destroy();
  });

  it('is marked in the list of acts and in the reader, and a current act is not', async () => {
    const list = (await app.inject('/api/laws')).json<
      { slug: string; superseded_by: string | null }[]
    >();
    const bySlug = new Map(list.map((a) => [a.slug, a.superseded_by]));
    expect(bySlug.get('power-sector-act')).toBe('Electricity Act, 2023');
    expect(bySlug.get('police-act')).toBeNull();
    const act = (await app.inject('/api/laws/power-sector-act')).json<{
      superseded_by: string | null;
    }>();
    expect(act.superseded_by).toBe('Electricity Act, 2023');
  });

  it('warns under an answer that cites it, and under no other', async () => {
    const ask = async (question: string, language?: string) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/ask',
        headers: { ...bearer(citizen.token), ...(language ? { 'accept-language': language } : {}) },
        payload: { user_query: question },
      });
      expect(res.statusCode).toBe(200);
      return res.body;
    };
    const tariffs = await ask('Who approves the tariffs electricity companies charge?');
    expect(tariffs).toMatch(/Electric Power Sector Reform Act/);
    expect(tariffs).toContain(
      'Note: Electric Power Sector Reform Act 2005, cited above, was repealed by the Electricity Act, 2023',
    );
    const police = await ask('Can the police arrest me without a warrant?');
    expect(police).not.toContain('repealed');
  });
});
