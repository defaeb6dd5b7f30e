import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, sharedDataPath } from '../../paths.js';
import { createTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/databases.js';
import { createUser } from '../../test/factories.js';
import { ingestLaws } from './ingest/ingest.js';

const lawsDir = sharedDataPath('laws');

// Questions nobody tuned the quotes on: blind set 6 (Hausa, Yoruba, Igbo and Pidgin, frozen
// before this check was written) and the first of blind set 5 (English), 100 in all.
const blindQuestions = [
  'bench/blind-set-6/chat-eval-blind6.jsonl',
  'bench/blind-set-5/chat-eval-blind5.jsonl',
]
  .flatMap((file) =>
    readFileSync(path.join(repoRoot, file), 'utf8')
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => (JSON.parse(line) as { question: string }).question),
  )
  .slice(0, 100);

// What a reader sees as scan noise in quoted law (issue 31): the amending Acts printed in the
// margin, a heading run into the start, and subsection labels the scan misread.
const noise: [string, RegExp][] = [
  ['margin note', /\bAct No\.? ?\d+,? (?:of )?\d{4}/],
  [
    'run-in heading',
    /^(?:[A-Z][\w’'-]*,? ){1,5}\(\d|^[A-Z][a-z]+ (?:Subject to|Notwithstanding)\b/,
  ],
  ['garbled label', /\([A-Z]\)|\(\s*\)|\)\)|\(\(|(?<![(\w])[ivxlIVXL]+\)/],
];

describe.skipIf(!lawsDir)('the law quoted in answers to blind questions', () => {
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    await ingestLaws(database.db, [lawsDir as string]);
    app = await createTestApp(database, { RATE_LIMIT: 'off' });
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await database.destroy();
  });

  it('carries no margin notes, run-in headings or garbled labels in 100 answers', async () => {
    expect(blindQuestions).toHaveLength(100);
    const user = await createUser(app);
    const noisy: string[] = [];
    let quotes = 0;
    for (const question of blindQuestions) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/ask',
        headers: { authorization: `Bearer ${user.token}` },
        payload: { user_query: question },
      });
      expect(res.statusCode).toBe(200);
      for (const [, quote, cite] of res.body.matchAll(/^> “(.+)” — \[([^\]]+)\]/gm)) {
        quotes += 1;
        for (const [kind, pattern] of noise) {
          if (pattern.test(quote ?? '')) noisy.push(`${kind} in ${cite}: ${quote?.slice(0, 120)}`);
        }
      }
    }
    expect(noisy).toEqual([]);
    // Most answers quote the law; leaving quotes out is not how the noise is kept away.
    expect(quotes).toBeGreaterThan(120);
  }, 120_000);
});
