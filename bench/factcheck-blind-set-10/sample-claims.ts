// Deterministic sampler for blind set 10 (fact-check search).
// Usage (from the repo root):
//   npx tsx bench/factcheck-blind-set-10/sample-claims.ts > bench/factcheck-blind-set-10/sample.jsonl
// Writes every Nigeria-pool record that is left (blind-9 took the last 7), then Africa-pool records
// up to 78 non-COVID records in all, then 42 COVID-pool records, as JSON Lines on stdout, and the
// filter and pool counts on stderr. Pools and keyword lists unchanged from blind-9.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SEED = 20261202;
// Nigeria + Africa records together; the Nigeria pool is taken whole, Africa fills the rest.
const NON_COVID_TAKE = 78;
const COVID_TAKE = 42;
const MIN_CLAIM_LENGTH = 30;
const DROPPED_LANGUAGES = new Set(['yo', 'ha', 'ig', 'fr']);

const STORE = process.env.FACTCHECKS_PATH ?? '/work/shared/data/factchecks.jsonl';
const HERE = dirname(fileURLToPath(import.meta.url));
const EXCLUDE = join(HERE, 'exclude-urls-before10.txt');

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

// Whole-word, case-insensitive. A space in a term matches any run of whitespace.
const NIGERIA_TERMS = [
  // country, people, currency, culture
  'nigeria',
  'nigerian',
  'nigerians',
  'naija',
  'naira',
  'yoruba',
  'igbo',
  'hausa',
  'fulani',
  'biafra',
  'biafran',
  'ipob',
  'nnamdi kanu',
  'boko haram',
  'iswap',
  'amotekun',
  'ohanaeze',
  'afenifere',
  'niger delta',
  'nollywood',
  'super eagles',
  'super falcons',
  'bbnaija',
  'big brother naija',
  // cities and places
  'lagos',
  'abuja',
  'kano',
  'kaduna',
  'ibadan',
  'port harcourt',
  'enugu',
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
  'abeokuta',
  'akure',
  'lokoja',
  'makurdi',
  'sambisa',
  'aso rock',
  'fct',
  'lekki',
  'ikeja',
  // states (ambiguous names only as "X state")
  'abia',
  'adamawa',
  'akwa ibom',
  'anambra',
  'bauchi',
  'bayelsa',
  'benue',
  'borno',
  'cross river',
  'delta state',
  'ebonyi',
  'edo',
  'ekiti',
  'gombe',
  'imo state',
  'jigawa',
  'katsina',
  'kebbi',
  'kogi',
  'kwara',
  'nasarawa',
  'niger state',
  'ogun state',
  'ondo',
  'osun',
  'oyo state',
  'plateau state',
  'rivers state',
  'sokoto',
  'taraba',
  'yobe',
  'zamfara',
  // institutions and agencies
  'inec',
  'ncdc',
  'efcc',
  'icpc',
  'cbn',
  'nnpc',
  'nnpcl',
  'nysc',
  'jamb',
  'waec',
  'neco',
  'nafdac',
  'ndlea',
  'frsc',
  'nimc',
  'nbs',
  'nass',
  'asuu',
  'nlc',
  'npf',
  'nerc',
  'tcn',
  'nhis',
  'nphcda',
  'nipost',
  'nddc',
  'ncc',
  'dss',
  'endsars',
  'end sars',
  'apc',
  'pdp',
  // public figures
  'buhari',
  'tinubu',
  'osinbajo',
  'atiku',
  'peter obi',
  'kwankwaso',
  'goodluck jonathan',
  'obasanjo',
  'shettima',
  'akpabio',
  'wike',
  'el-rufai',
  'el rufai',
  'ganduje',
  'sanwo-olu',
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
  'yar’adua',
  'saraki',
  'gbajabiamila',
  'fayemi',
  'aregbesola',
  'tambuwal',
  'fani-kayode',
  'lai mohammed',
  'keyamo',
  'binani',
  'dangote',
  'davido',
  'wizkid',
  'burna boy',
  'tiwa savage',
  '2baba',
  'ned nwoko',
  'regina daniels',
  'fashola',
  'amaechi',
  'okonjo-iweala',
  'adeleke',
  'uzodimma',
  'obaseki',
  'tb joshua',
  't.b. joshua',
  'adeboye',
  'oyedepo',
  'oyakhilome',
  'gumi',
  'igboho',
  'gani adams',
  'ooni',
];

const COVID_TERMS = [
  'covid',
  'covid-19',
  'covid19',
  'coronavirus',
  'coronaviruses',
  'corona',
  'sars-cov-2',
  'ncov',
];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function wholeWordRegExp(terms: string[]): RegExp {
  const alternatives = terms.map((term) => escapeRegExp(term).replace(/ +/g, '\\s+'));
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'iu');
}

// Added in blind-9 (the Africa pool): African countries, regions and cities outside Nigeria, and
// African fact-checking publishers.
const AFRICA_TERMS = [
  'africa',
  'african',
  'africans',
  'sub-saharan',
  'algeria',
  'angola',
  'benin',
  'botswana',
  'burkina faso',
  'burundi',
  'cameroon',
  'cape verde',
  'chad',
  'congo',
  'drc',
  "cote d'ivoire",
  'ivory coast',
  'djibouti',
  'egypt',
  'eritrea',
  'eswatini',
  'ethiopia',
  'gabon',
  'gambia',
  'ghana',
  'ghanaian',
  'guinea',
  'kenya',
  'kenyan',
  'kenyans',
  'lesotho',
  'liberia',
  'libya',
  'madagascar',
  'malawi',
  'mali',
  'mauritania',
  'mauritius',
  'morocco',
  'mozambique',
  'namibia',
  'niger',
  'rwanda',
  'senegal',
  'sierra leone',
  'somalia',
  'sudan',
  'tanzania',
  'togo',
  'tunisia',
  'uganda',
  'zambia',
  'zimbabwe',
  'accra',
  'nairobi',
  'johannesburg',
  'cape town',
  'kampala',
  'addis ababa',
  'dakar',
  'cairo',
  'harare',
  'dar es salaam',
  'kinshasa',
];
const AFRICA_PUBLISHERS = new Set(['Dubawa', 'AfricaCheck', 'PesaCheck', 'GhanaFact']);

const NIGERIA_RE = wholeWordRegExp(NIGERIA_TERMS);
const AFRICA_RE = wholeWordRegExp(AFRICA_TERMS);
const COVID_RE = wholeWordRegExp(COVID_TERMS);

function isNigeria(claim: string): boolean {
  // "ABS-CBN" is a Philippine broadcaster, not the Central Bank of Nigeria.
  return NIGERIA_RE.test(claim.replace(/abs-cbn/gi, ' '));
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

function shuffle<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  const rand = mulberry32(seed);
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return out;
}

const exclude = new Set(
  readFileSync(EXCLUDE, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== ''),
);

const records = readFileSync(STORE, 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as FactCheck);

const kept = records.filter(
  (r) =>
    r.claim.trim().length >= MIN_CLAIM_LENGTH &&
    !DROPPED_LANGUAGES.has(r.language ?? '') &&
    !exclude.has(r.source_url),
);

const nigeriaPool = kept.filter((r) => isNigeria(r.claim));
const covidPool = kept.filter((r) => !isNigeria(r.claim) && COVID_RE.test(r.claim));
// Africa pool: not Nigeria, not COVID, and an African publisher or an African place in the claim.
const africaPool = kept.filter(
  (r) =>
    !isNigeria(r.claim) &&
    !COVID_RE.test(r.claim) &&
    (AFRICA_PUBLISHERS.has(r.publisher) || AFRICA_RE.test(r.claim)),
);

const nigeria = shuffle(nigeriaPool, SEED).slice(0, NON_COVID_TAKE);
const africa = shuffle(africaPool, SEED).slice(0, NON_COVID_TAKE - nigeria.length);
const covid = shuffle(covidPool, SEED).slice(0, COVID_TAKE);

process.stderr.write(
  `store ${records.length}, kept ${kept.length}, nigeria pool ${nigeriaPool.length}, ` +
    `africa pool ${africaPool.length}, covid pool ${covidPool.length}\n`,
);

const lines: string[] = [];
nigeria.forEach((r, i) => lines.push(JSON.stringify({ pool: 'nigeria', rank: i + 1, ...r })));
africa.forEach((r, i) => lines.push(JSON.stringify({ pool: 'africa', rank: i + 1, ...r })));
covid.forEach((r, i) => lines.push(JSON.stringify({ pool: 'covid', rank: i + 1, ...r })));
process.stdout.write(lines.join('\n') + '\n');
