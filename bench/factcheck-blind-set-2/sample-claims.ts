/**
 * Deterministic sampler for the blind2 fact-check evaluation set.
 *
 * Run: cd /work/main && npx tsx bench/factcheck-blind-set-2/sample-claims.ts
 *
 * 1. Read /work/shared/data/factchecks.jsonl (the store).
 * 2. Drop claims shorter than 30 characters, claims whose language is yo/ha/ig/fr,
 *    and claims whose source_url is listed in exclude-urls.txt.
 * 3. Split into a Nigeria pool (whole-word, case-insensitive keyword regex) and a
 *    COVID pool (COVID keywords, only records NOT already in the Nigeria pool).
 * 4. Shuffle each pool (kept in store order first) with Fisher–Yates driven by
 *    mulberry32, seed 77031. Each pool gets its own fresh PRNG seeded with 77031.
 * 5. Print the first 100 Nigeria and the first 55 COVID records as JSON lines
 *    {pool, rank, claim, source_url, publisher, language}.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const STORE = '/work/shared/data/factchecks.jsonl';
const EXCLUDE = join(HERE, 'exclude-urls.txt');
const SEED = 77031;
const N_NIGERIA = 100;
const N_COVID = 55;

interface FactCheck {
  claim: string;
  claimant: string | null;
  review_date: string | null;
  publisher: string;
  publisher_site: string;
  source_url: string;
  fact_check_rating: string;
  language: string | null;
}

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle<T>(items: readonly T[], seed: number): T[] {
  const out = items.slice();
  const rand = mulberry32(seed);
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function wordRegex(terms: readonly string[]): RegExp {
  // Whole-word match; spaces in a term match any run of whitespace.
  const alts = terms.map((t) => escapeRe(t).replace(/ /g, '\\s+'));
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alts.join('|')})(?![\\p{L}\\p{N}])`, 'iu');
}

// Terms from the brief, plus extra Nigerian places, institutions and public figures.
const NIGERIA_TERMS = [
  // from the brief
  'nigeria',
  'nigerians',
  'lagos',
  'abuja',
  'kano',
  'kaduna',
  'rivers state',
  'enugu',
  'anambra',
  'ibadan',
  'oyo',
  'ogun',
  'borno',
  'zamfara',
  'katsina',
  'buhari',
  'tinubu',
  'atiku',
  'peter obi',
  'osinbajo',
  'jonathan',
  'obasanjo',
  'wike',
  'sanwo-olu',
  'el-rufai',
  'ganduje',
  'inec',
  'efcc',
  'ncdc',
  'nafdac',
  'cbn',
  'nnpc',
  'apc',
  'pdp',
  'labour party',
  'nysc',
  'ipob',
  'nnamdi kanu',
  'dss',
  'jamb',
  'waec',
  // added: demonyms, money, groups
  'nigerian',
  'naija',
  'naira',
  'yoruba',
  'igbo',
  'hausa',
  'fulani',
  'biafra',
  'boko haram',
  'iswap',
  'amotekun',
  'ohanaeze',
  'afenifere',
  'nollywood',
  'super eagles',
  // added: states, cities, landmarks
  'port harcourt',
  'delta state',
  'edo',
  'edo state',
  'benue',
  'plateau state',
  'kogi',
  'kwara',
  'osun',
  'ekiti',
  'ondo',
  'imo state',
  'abia',
  'ebonyi',
  'cross river',
  'akwa ibom',
  'bayelsa',
  'sokoto',
  'kebbi',
  'niger state',
  'jigawa',
  'bauchi',
  'gombe',
  'yobe',
  'adamawa',
  'taraba',
  'nasarawa',
  'fct',
  'aso rock',
  'maiduguri',
  'onitsha',
  'owerri',
  'calabar',
  'uyo',
  'warri',
  'benin city',
  'ilorin',
  'jos',
  'zaria',
  'sambisa',
  // added: institutions
  'ndlea',
  'frsc',
  'nimc',
  'nbs',
  'nass',
  'neco',
  'asuu',
  'nlc',
  'npf',
  'nerc',
  'tcn',
  'nhis',
  'nphcda',
  'nipost',
  'nddc',
  'endsars',
  'end sars',
  // added: public figures
  'shettima',
  'akpabio',
  'kwankwaso',
  'yahaya bello',
  'ortom',
  'soludo',
  'makinde',
  'zulum',
  'sowore',
  'emefiele',
  'cardoso',
  'abacha',
  'babangida',
  'gowon',
  "yar'adua",
  'dangote',
  'davido',
  'wizkid',
  'burna boy',
  'tiwa savage',
  '2baba',
  'ned nwoko',
  'regina daniels',
  'aisha buhari',
  'remi tinubu',
  'fashola',
  'amaechi',
  'ngozi okonjo-iweala',
  'okonjo-iweala',
  'oyetola',
  'adeleke',
  'uzodimma',
  'obaseki',
  'sanwo olu',
  'el rufai',
  'tb joshua',
  'adeboye',
  'oyedepo',
  'gumi',
  'igboho',
  'gani adams',
  'seyi tinubu',
  'ooni',
];
const NIGERIA_RE = wordRegex(NIGERIA_TERMS);

const COVID_RE = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:covid(?:-?19)?|coronavirus(?:es)?|corona|sars-cov-2|sars-cov2|ncov|2019-ncov)(?![\\p{L}\\p{N}])`,
  'iu',
);

function isNigeria(claim: string): boolean {
  return NIGERIA_RE.test(claim);
}

function main(): void {
  const exclude = new Set(
    readFileSync(EXCLUDE, 'utf8')
      .split('\n')
      .map((s) => s.trim())
      .filter(Boolean),
  );
  const records: FactCheck[] = readFileSync(STORE, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as FactCheck);

  const dropLang = new Set(['yo', 'ha', 'ig', 'fr']);
  const kept = records.filter(
    (r) =>
      typeof r.claim === 'string' &&
      r.claim.trim().length >= 30 &&
      !dropLang.has(r.language ?? '') &&
      !exclude.has(r.source_url.trim()),
  );

  const nigeria: FactCheck[] = [];
  const covid: FactCheck[] = [];
  for (const r of kept) {
    if (isNigeria(r.claim)) nigeria.push(r);
    else if (COVID_RE.test(r.claim)) covid.push(r);
  }

  process.stderr.write(
    `store=${records.length} kept=${kept.length} nigeriaPool=${nigeria.length} covidPool=${covid.length}\n`,
  );

  const out = (pool: string, list: FactCheck[], n: number) =>
    shuffle(list, SEED)
      .slice(0, n)
      .forEach((r, i) =>
        process.stdout.write(
          JSON.stringify({
            pool,
            rank: i + 1,
            claim: r.claim,
            source_url: r.source_url,
            publisher: r.publisher,
            language: r.language,
          }) + '\n',
        ),
      );
  out('nigeria', nigeria, N_NIGERIA);
  out('covid', covid, N_COVID);
}

main();
