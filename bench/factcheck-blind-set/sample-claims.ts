// Seeded random sample of store claims for the blind fact-check evaluation set.
// Run from the repo root: npx tsx bench/factcheck-blind-set/sample-claims.ts > sample.jsonl
// Prints 110 Nigeria claims, then 60 COVID-19 claims, as JSON lines.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const SEED = 20261124;
const N_NIGERIA = 110;
const N_COVID = 60;
const MIN_CLAIM_CHARS = 30;

// Nigeria: the country or its people, big cities/states, federal institutions and parties,
// and well-known public figures (whole-word, case-insensitive match on the claim text).
const NIGERIA =
  /\b(nigeria|nigerians?|naija|lagos|abuja|kano|kaduna|rivers state|enugu|anambra|ibadan|oyo|ogun|borno|zamfara|katsina|buhari|tinubu|atiku|peter obi|osinbajo|jonathan|obasanjo|wike|sanwo-olu|el-rufai|ganduje|inec|efcc|ncdc|nafdac|cbn|nnpc|apc|pdp|labour party|nysc|ipob|nnamdi kanu|dss|jamb|waec)\b/i;
// COVID-19: the disease, the virus and its usual names.
const COVID = /\b(covid|covid-19|coronavirus|corona virus|corona|sars-cov-2|ncov)\b/i;
// Dubawa's Yoruba/Hausa/Igbo/French claim texts are skipped: queries are written in English/Pidgin.
const SKIP_LANGS = new Set(['yo', 'ha', 'ig', 'fr']);

interface Claim {
  claim: string;
  source_url: string;
  publisher: string | null;
  language: string | null;
}

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: readonly T[], rand: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    const tmp = out[i];
    out[i] = out[j] as T;
    out[j] = tmp as T;
  }
  return out;
}

const storePath = resolve(process.cwd(), '../shared/data/factchecks.jsonl');
const claims: Claim[] = readFileSync(storePath, 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as Claim)
  .filter((c) => c.claim.trim().length >= MIN_CLAIM_CHARS)
  .filter((c) => c.language === null || !SKIP_LANGS.has(c.language));

// A claim that matches both tests counts as Nigeria, so the two groups never overlap.
const nigeria = claims.filter((c) => NIGERIA.test(c.claim));
const covid = claims.filter((c) => !NIGERIA.test(c.claim) && COVID.test(c.claim));

const rand = mulberry32(SEED);
const picks = [
  ...shuffled(nigeria, rand)
    .slice(0, N_NIGERIA)
    .map((c) => ({ group: 'nigeria', ...c })),
  ...shuffled(covid, rand)
    .slice(0, N_COVID)
    .map((c) => ({ group: 'covid', ...c })),
];
for (const p of picks) {
  const { group, claim, source_url, publisher } = p;
  console.log(JSON.stringify({ group, claim, source_url, publisher }));
}
console.error(`pool: nigeria=${nigeria.length} covid=${covid.length}; printed ${picks.length}`);
