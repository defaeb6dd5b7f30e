/**
 * Law of the Land evaluation: runs the citizen questions through the real answer path
 * (POST /api/ask) and prints recall@3 of the answer's citations, recall@10 of retrieval, and the
 * same figures for a plain BM25 baseline over the same sections, in the same run.
 *
 *   npm run eval:chat                         # ../shared/data/chat-eval-dev.jsonl, PGlite
 *   npm run eval:chat -- path/to/questions.jsonl
 */
import { readFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
import { openDatabase } from '../apps/api/src/db/client.js';
import { ingestLaws } from '../apps/api/src/modules/laws/ingest/ingest.js';
import { sharedDataPath } from '../apps/api/src/paths.js';
import { createUser } from '../apps/api/src/test/factories.js';

interface Question {
  id: string;
  question: string;
  expected: { act: string; section: string }[];
  lang?: string;
}

const file = process.argv[2] ?? sharedDataPath('chat-eval-dev.jsonl');
const lawsDir = process.env.LAWS_DIR ?? sharedDataPath('laws');
if (!file || !lawsDir) {
  console.error(
    'Needs the questions file and the laws folder (../shared/data beside the repository).',
  );
  process.exit(2);
}
const questions = readFileSync(file, 'utf8')
  .split('\n')
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l) as Question);

const citationPattern = /\/laws\/([a-z0-9-]+)#s-([0-9A-Za-z]+)/g;
const firstCited = (answer: string, n: number) => {
  const keys: string[] = [];
  for (const m of answer.matchAll(citationPattern)) {
    const key = `${m[1]}:${m[2]}`;
    if (!keys.includes(key)) keys.push(key);
  }
  return keys.slice(0, n);
};
const hitIn = (keys: string[], q: Question) =>
  q.expected.some((e) => keys.includes(`${e.act}:${e.section}`));

const database = process.env.EVAL_DATABASE_URL
  ? await openDatabase({ url: process.env.EVAL_DATABASE_URL })
  : await openDatabase({ memory: true });
const started = performance.now();
await ingestLaws(database.db, [lawsDir]);
const ingestSeconds = (performance.now() - started) / 1000;
const app = await buildApp(
  loadConfig({
    VAR_DIR: mkdtempSync(path.join(tmpdir(), 'civicng-eval-')),
    RATE_LIMIT: 'off',
    LOG_LEVEL: 'warn',
  }),
  { database, logger: false, webDist: '/nonexistent' },
);
const user = await createUser(app);
const index = await app.ctx.laws.sections();

const tally = { answer3: 0, retrieval10: 0, baseline3: 0, baseline10: 0 };
const byLang = new Map<string, { n: number; hits: number }>();
const latencies: number[] = [];
const misses: string[] = [];
for (const q of questions) {
  const t0 = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: '/api/ask',
    headers: { authorization: `Bearer ${user.token}` },
    payload: { user_query: q.question },
  });
  latencies.push(performance.now() - t0);
  const cited = firstCited(res.body, 3);
  const answerHit = hitIn(cited, q);
  const retrieved = (await index.search(q.question, { limit: 10 })).map(
    (h) => `${h.section.act}:${h.section.number}`,
  );
  const baseline = (await index.search(q.question, { expand: false, limit: 10 })).map(
    (h) => `${h.section.act}:${h.section.number}`,
  );
  tally.answer3 += Number(answerHit);
  tally.retrieval10 += Number(hitIn(retrieved, q));
  tally.baseline3 += Number(hitIn(baseline.slice(0, 3), q));
  tally.baseline10 += Number(hitIn(baseline, q));
  const lang = byLang.get(q.lang ?? 'en') ?? { n: 0, hits: 0 };
  byLang.set(q.lang ?? 'en', { n: lang.n + 1, hits: lang.hits + Number(answerHit) });
  if (!answerHit)
    misses.push(
      `${q.id}: expected ${q.expected.map((e) => `${e.act} s.${e.section}`).join(' or ')}; cited ${cited.join(', ') || 'nothing'}`,
    );
}
latencies.sort((a, b) => a - b);
const n = questions.length;
const pct = (x: number) => (x / n).toFixed(3);
console.log(
  `\n${n} questions from ${path.basename(file)}; corpus of ${index.size} sections ingested in ${ingestSeconds.toFixed(1)} s (${database.kind})\n`,
);
console.log('| method | recall@3 (answer citations) | recall@10 (retrieval) |');
console.log('| --- | --- | --- |');
console.log(
  `| CivicNG (thesaurus + BM25F + answer path) | ${pct(tally.answer3)} | ${pct(tally.retrieval10)} |`,
);
console.log(
  `| plain BM25 baseline, same sections | ${pct(tally.baseline3)} | ${pct(tally.baseline10)} |`,
);
console.log(
  `\nimprovement over the baseline at recall@3: ${(((tally.answer3 - tally.baseline3) / n) * 100).toFixed(1)} points`,
);
console.log(`by language: ${[...byLang].map(([l, v]) => `${l} ${v.hits}/${v.n}`).join(', ')}`);
console.log(
  `ask latency p50 ${latencies[Math.floor(n / 2)]?.toFixed(0)} ms, max ${latencies.at(-1)?.toFixed(0)} ms (first question builds the index)`,
);
if (misses.length && process.env.EVAL_VERBOSE) console.log(`\nmisses:\n${misses.join('\n')}`);
await app.close();
await database.close();
