/**
 * Law of the Land evaluation: runs citizen questions through the real answer path
 * (POST /api/ask) and prints, for each set side by side: recall@3 of the answer's citations,
 * recall@10 of retrieval, the refusal rate (answers that cite nothing), and the same recall for a
 * plain BM25 baseline over the same sections, all in one run on one ingest.
 *
 *   npm run eval:chat                          # dev, blind and out-of-library sets, PGlite
 *   npm run eval:chat -- path/to/questions.jsonl [more.jsonl]
 *
 * Sets: dev = ../shared/data/chat-eval-dev.jsonl (the questions the system was developed on);
 * blind = bench/blind-set/chat-eval-blind.jsonl (frozen before any change, never tuned on);
 * out-of-library = bench/blind-set/out-of-library.jsonl (questions no law we hold answers: a
 * refusal is the right answer). EVAL_VERBOSE=1 lists the misses.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { lawSectionAnchor } from '@civicng/contracts';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
import { openDatabase } from '../apps/api/src/db/client.js';
import { ingestLaws } from '../apps/api/src/modules/laws/ingest/ingest.js';
import { minimumConfidence } from '../apps/api/src/modules/laws/assistant.js';
import { sharedDataPath } from '../apps/api/src/paths.js';
import { createUser } from '../apps/api/src/test/factories.js';

interface Question {
  id: string;
  question: string;
  /** Absent or empty: no law in the library answers it. */
  expected?: { act: string; section: string }[];
  lang?: string;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const dev = sharedDataPath('chat-eval-dev.jsonl');
const files = process.argv.slice(2).length
  ? process.argv.slice(2)
  : [
      ...(dev ? [dev] : []),
      path.join(here, 'blind-set', 'chat-eval-blind.jsonl'),
      path.join(here, 'blind-set', 'out-of-library.jsonl'),
      path.join(here, 'blind-set-languages', 'chat-eval-languages.jsonl'),
      // Frozen before word vectors were tried in retrieval (issue 30; not kept, decision 005).
      path.join(here, 'blind-set-2', 'chat-eval-blind2.jsonl'),
      path.join(here, 'blind-set-2', 'out-of-library.jsonl'),
    ];
const lawsDir = process.env.LAWS_DIR ?? sharedDataPath('laws');
if (!lawsDir) {
  console.error('Needs the laws folder (../shared/data beside the repository, or LAWS_DIR).');
  process.exit(2);
}
const read = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Question);

const citationPattern = /\/laws\/([a-z0-9-]+)#(s-[0-9A-Za-z-]+)/g;
const cited = (answer: string) => {
  const keys: string[] = [];
  for (const m of answer.matchAll(citationPattern)) {
    const key = `${m[1]}:${m[2]}`;
    if (!keys.includes(key)) keys.push(key);
  }
  return keys;
};
/** An expected provision as the reader anchors it: "35" → s-35, "Fifth Schedule, Paragraph 3" → s-fifth-schedule-paragraph-3. */
const expectedKey = (e: { act: string; section: string }) => {
  const schedule = /schedule/i.test(e.section);
  // The reader numbers a schedule's paragraphs through its Parts ("First Schedule, Paragraph 86"),
  // as the printed schedules do; a set may name the Part too (blind set 5's README).
  const number = schedule ? e.section.replace(/, Part [IVXLC]+(?=,)/, '') : e.section;
  return `${e.act}:${lawSectionAnchor({ kind: schedule ? 'schedule' : 'section', number })}`;
};
const hitIn = (keys: string[], q: Question) =>
  (q.expected ?? []).some((e) => keys.includes(expectedKey(e)));

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
const latencies: number[] = [];

interface Row {
  name: string;
  n: number;
  answerable: boolean;
  answer3: number;
  retrieval10: number;
  refused: number;
  baseline3: number;
  baseline10: number;
  byLang: Map<string, { n: number; hits: number }>;
  /** Each question's best confidence, for the refusal threshold table. */
  confidences: number[];
  misses: string[];
}

async function evaluate(file: string): Promise<Row> {
  const questions = read(file);
  const answerable = questions.some((q) => q.expected?.length);
  const row: Row = {
    name: path.basename(file, '.jsonl'),
    n: questions.length,
    answerable,
    answer3: 0,
    retrieval10: 0,
    refused: 0,
    baseline3: 0,
    baseline10: 0,
    byLang: new Map(),
    confidences: [],
    misses: [],
  };
  for (const q of questions) {
    const t0 = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/ask',
      headers: { authorization: `Bearer ${user.token}` },
      payload: { user_query: q.question },
    });
    latencies.push(performance.now() - t0);
    const citations = cited(res.body);
    const hits = await index.search(q.question, { limit: 10 });
    const baseline = (await index.search(q.question, { expand: false, limit: 10 })).map(
      (h) => `${h.section.act}:${lawSectionAnchor(h.section)}`,
    );
    const answerHit = hitIn(citations.slice(0, 3), q);
    row.answer3 += Number(answerHit);
    row.retrieval10 += Number(
      hitIn(
        hits.map((h) => `${h.section.act}:${lawSectionAnchor(h.section)}`),
        q,
      ),
    );
    row.refused += Number(citations.length === 0);
    row.baseline3 += Number(hitIn(baseline.slice(0, 3), q));
    row.baseline10 += Number(hitIn(baseline, q));
    row.confidences.push(hits[0]?.confidence ?? 0);
    const lang = row.byLang.get(q.lang ?? 'en') ?? { n: 0, hits: 0 };
    const counted = answerable ? answerHit : citations.length === 0;
    row.byLang.set(q.lang ?? 'en', { n: lang.n + 1, hits: lang.hits + Number(counted) });
    if (answerable && !answerHit) {
      const wanted = (q.expected ?? []).map((e) => `${e.act} s.${e.section}`).join(' or ');
      row.misses.push(`${q.id}: expected ${wanted}; cited ${citations.join(', ') || 'nothing'}`);
    } else if (!answerable && citations.length > 0) {
      row.misses.push(`${q.id}: out of library, cited ${citations.join(', ')}`);
    }
  }
  return row;
}

const rows: Row[] = [];
for (const file of files) rows.push(await evaluate(file));

const share = (x: number, n: number) => (n ? (x / n).toFixed(3) : '—');
console.log(
  `\ncorpus of ${index.size} sections ingested in ${ingestSeconds.toFixed(1)} s (${database.kind}); refusal below confidence ${minimumConfidence}\n`,
);
console.log(
  '| set | questions | CivicNG recall@3 | CivicNG recall@10 | refusal rate | plain BM25 recall@3 | plain BM25 recall@10 |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const r of rows) {
  const recall = (x: number) => (r.answerable ? share(x, r.n) : '—');
  console.log(
    `| ${r.name} | ${r.n} | ${recall(r.answer3)} | ${recall(r.retrieval10)} | ${share(r.refused, r.n)} | ${recall(r.baseline3)} | ${recall(r.baseline10)} |`,
  );
}
console.log('\nby language (answerable sets: cited a right section in 3; others: refused):');
for (const r of rows) {
  console.log(`  ${r.name}: ${[...r.byLang].map(([l, v]) => `${l} ${v.hits}/${v.n}`).join(', ')}`);
}
console.log('\nrefusal rate by confidence threshold (retrieval alone):');
const thresholds = [0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 0.5];
console.log(`| set | ${thresholds.join(' | ')} |`);
console.log(`| --- |${thresholds.map(() => ' --- |').join('')}`);
for (const r of rows) {
  const rates = thresholds.map((t) => share(r.confidences.filter((c) => c < t).length, r.n));
  console.log(`| ${r.name} | ${rates.join(' | ')} |`);
}
latencies.sort((a, b) => a - b);
console.log(
  `\nask latency p50 ${latencies[Math.floor(latencies.length / 2)]?.toFixed(0)} ms, max ${latencies.at(-1)?.toFixed(0)} ms (first question builds the index)`,
);
if (process.env.EVAL_VERBOSE) {
  for (const r of rows)
    if (r.misses.length) console.log(`\n${r.name} misses:\n${r.misses.join('\n')}`);
}
await app.close();
await database.close();
