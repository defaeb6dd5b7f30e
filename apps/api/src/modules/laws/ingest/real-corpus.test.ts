import { existsSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedDataPath } from '../../../paths.js';
import { createTestDatabase, dbKinds, type TestDatabase } from '../../../test/databases.js';
import {
  findLawFiles,
  parseLawFile,
  storeLaw,
  type IngestResult,
  type ParsedLaw,
} from './ingest.js';

const lawsDir = sharedDataPath('laws');
const present = lawsDir !== undefined && existsSync(lawsDir);

/** Sections each file prints (PROVENANCE.md of the corpus), and schedule items at least. */
const expected: Record<string, { sections: number; incomplete: number }> = {
  cama: { sections: 870, incomplete: 0 },
  constitution: { sections: 328, incomplete: 0 },
  'criminal-code': { sections: 577, incomplete: 0 },
  'cybercrime-act': { sections: 59, incomplete: 0 },
  'efcc-act': { sections: 47, incomplete: 0 },
  'electoral-act': { sections: 153, incomplete: 93 },
  'evidence-act': { sections: 218, incomplete: 0 },
  isa: { sections: 358, incomplete: 0 },
  pia: { sections: 319, incomplete: 0 },
  'police-act': { sections: 142, incomplete: 0 },
  'power-sector-act': { sections: 101, incomplete: 0 },
};

// Parsing is the slow part and the same for every database: done once.
let parsed: ParsedLaw[] = [];
beforeAll(async () => {
  if (!present) return;
  parsed = await Promise.all((await findLawFiles([lawsDir])).map(parseLawFile));
}, 120_000);

describe.each(dbKinds)('the shared law corpus on %s', (kind) => {
  let database: TestDatabase;
  const results: IngestResult[] = [];

  beforeAll(async () => {
    if (!present) return;
    database = await createTestDatabase(kind);
    for (const law of parsed) results.push(await storeLaw(database.db, law));
    console.log(
      `ingested ${lawsDir} on ${kind}:\n${results
        .map(
          (r) =>
            `  ${r.slug.padEnd(17)} ${String(r.sections).padStart(4)} sections ${String(r.scheduleItems).padStart(4)} schedule items ${String(r.incomplete).padStart(3)} incomplete  complete: ${r.complete ? 'yes' : 'no'}  (${r.repairs} repairs)`,
        )
        .join('\n')}`,
    );
  }, 180_000);
  afterAll(async () => {
    await database?.destroy();
  });

  it.skipIf(!present)('ingests every act with the sections its file prints', () => {
    expect(
      Object.fromEntries(
        results.map((r) => [r.slug, { sections: r.sections, incomplete: r.incomplete }]),
      ),
    ).toEqual(expected);
    for (const r of results) {
      expect(r.complete).toBe(r.slug !== 'electoral-act');
      if (['constitution', 'cama', 'isa', 'efcc-act'].includes(r.slug)) {
        expect(r.scheduleItems).toBeGreaterThan(20);
      }
    }
  });

  it.skipIf(!present)(
    'keeps numbers, headings and parts, and no incompleteness marker',
    async () => {
      const rows = await database.rows<{
        slug: string;
        number: string;
        kind: string;
        heading: string;
        part: string | null;
        body: string;
        incomplete: boolean;
      }>(
        sql`select d.slug, s.number, s.kind, s.heading, s.part, s.body, s.incomplete
          from law_sections s join law_documents d on d.id = s.document_id
          where (d.slug = 'constitution' and s.number in ('33', '16A', '35'))
             or (d.slug = 'criminal-code' and s.kind = 'act_section' and s.number = '1A')
             or (d.slug = 'electoral-act' and s.number in ('47', '7'))
          order by d.slug, s.ordinal`,
      );
      const by = (slug: string, number: string) =>
        rows.find((r) => r.slug === slug && r.number === number);
      expect(by('constitution', '33')).toMatchObject({
        heading: 'Right to life',
        part: 'CHAPTER IV — Fundamental Rights',
        incomplete: false,
      });
      expect(by('constitution', '33')?.body).toMatch(/^\(1\) Every person has a right to life/);
      expect(by('constitution', '16A')?.heading).toBe('Food security');
      expect(by('criminal-code', '1A')).toMatchObject({ kind: 'act_section', part: null });
      expect(by('electoral-act', '47')?.incomplete).toBe(false);
      expect(by('electoral-act', '7')).toMatchObject({ incomplete: true, body: '' });
      const [marked] = await database.rows<{ n: number }>(
        sql`select count(*)::int as n from law_sections where body like '%text incomplete in source%'`,
      );
      expect(marked?.n).toBe(0);
      const [duplicates] = await database.rows<{ n: number }>(
        sql`select count(*)::int as n from law_sections where number like '% (_)'`,
      );
      expect(duplicates?.n).toBe(0);
    },
  );

  it.skipIf(!present)(
    'repairs the OCR texts and finds sections through the full-text index',
    async () => {
      const repairs = Object.fromEntries(results.map((r) => [r.slug, r.repairs]));
      expect(repairs['police-act']).toBeGreaterThan(100);
      expect(repairs['evidence-act']).toBeGreaterThan(5);
      expect(repairs.pia).toBeGreaterThan(0);
      const hits = await database.rows<{ slug: string; number: string }>(
        sql`with s as (
            select document_id, number, setweight(to_tsvector('english', heading), 'A')
              || setweight(to_tsvector('english', body), 'B') as v from law_sections)
          select d.slug, s.number from s join law_documents d on d.id = s.document_id
          where s.v @@ websearch_to_tsquery('english', 'right to life')
          order by ts_rank(s.v, websearch_to_tsquery('english', 'right to life')) desc limit 3`,
      );
      expect(hits).toContainEqual({ slug: 'constitution', number: '33' });
    },
  );
});
