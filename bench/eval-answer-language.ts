/**
 * Answers in the asker's language (issue 31): asks each Hausa, Yoruba, Igbo and Pidgin question
 * of the given sets through the real answer path (POST /api/ask) and measures the explanation,
 * that is the answer without quoted law, headings and links: the share of its words that are
 * English dictionary words (word-list), and how many of the explained provisions had their note
 * in the asker's language.
 *
 *   npx tsx bench/eval-answer-language.ts [sets.jsonl ...]   (default: bench/blind-set-6)
 *
 * EVAL_DATABASE_URL runs it on PostgreSQL; otherwise an in-memory PGlite.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
import { openDatabase } from '../apps/api/src/db/client.js';
import { translate } from '../apps/api/src/i18n/index.js';
import { ingestLaws } from '../apps/api/src/modules/laws/ingest/ingest.js';
import { sharedDataPath } from '../apps/api/src/paths.js';
import { englishWords } from '../apps/api/src/search/english-words.js';
import { createUser } from '../apps/api/src/test/factories.js';
import { printTable } from './load.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const files = process.argv.slice(2).length
  ? process.argv.slice(2)
  : [path.join(here, 'blind-set-6', 'chat-eval-blind6.jsonl')];
const lawsDir = process.env.LAWS_DIR ?? sharedDataPath('laws');
if (!lawsDir) {
  console.error('Needs the laws folder (../shared/data beside the repository, or LAWS_DIR).');
  process.exit(2);
}
const languages = ['ha', 'yo', 'ig', 'pcm'] as const;
type Asked = (typeof languages)[number];
const questions = files.flatMap((file) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as { question: string; lang?: string })
    .filter((q): q is { question: string; lang: Asked } =>
      (languages as readonly string[]).includes(q.lang ?? ''),
    ),
);

/** The answer without quoted law, headings and links: what the assistant says in its own words. */
export function explanation(answer: string): string {
  return answer
    .split('\n')
    .filter((line) => !line.startsWith('>') && !/^\*\*.*\*\*$/.test(line.trim()))
    .join('\n')
    .replace(/\[[^\]]*\]\([^)]*\)/g, ' ');
}

const dictionary = englishWords();
const wordsOf = (text: string) => text.toLowerCase().match(/\p{L}[\p{L}\p{M}'’-]*/gu) ?? [];

const database = process.env.EVAL_DATABASE_URL
  ? await openDatabase({ url: process.env.EVAL_DATABASE_URL })
  : await openDatabase({ memory: true });
await ingestLaws(database.db, [lawsDir]);
const app = await buildApp(
  loadConfig({
    VAR_DIR: mkdtempSync(path.join(tmpdir(), 'civicng-eval-')),
    RATE_LIMIT: 'off',
    LOG_LEVEL: 'warn',
  }),
  { database, logger: false, webDist: '/nonexistent' },
);
const user = await createUser(app);

const rows = new Map<Asked, { shares: number[]; notes: number; translated: number }>();
for (const q of questions) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/ask',
    headers: { authorization: `Bearer ${user.token}` },
    payload: { user_query: q.question },
  });
  const answer = res.body;
  const words = wordsOf(explanation(answer));
  const english = words.filter((w) => dictionary.has(w.replace(/['’]s$/, ''))).length;
  const row = rows.get(q.lang) ?? { shares: [], notes: 0, translated: 0 };
  row.shares.push(words.length ? english / words.length : 0);
  // Each provision explained is a heading; an untranslated note carries the "only in English" line.
  const provisions = (answer.match(/^\*\*.*\*\*$/gm) ?? []).length;
  const inEnglish = answer.split(translate(q.lang, 'chat.noteInEnglish')).length - 1;
  row.notes += provisions;
  row.translated += provisions - inEnglish;
  rows.set(q.lang, row);
}
await app.close();
await database.close();

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(xs.length, 1);
console.log(
  `Explanations in the asker's language (${files.map((f) => path.basename(f)).join(', ')}):`,
);
printTable(
  [
    'language',
    'answers',
    'English words, mean',
    'English words, median',
    'answers at most 35 %',
    'notes in the language',
  ],
  languages.flatMap((language) => {
    const row = rows.get(language);
    if (!row) return [];
    return [
      [
        language,
        String(row.shares.length),
        `${(mean(row.shares) * 100).toFixed(1)} %`,
        `${(median(row.shares) * 100).toFixed(1)} %`,
        String(row.shares.filter((s) => s <= 0.35).length),
        `${row.translated} of ${row.notes}`,
      ],
    ];
  }),
);
