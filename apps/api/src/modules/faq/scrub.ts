/**
 * Removes personal data from a citizen's question before it can become a public FAQ: phone
 * numbers, email addresses, NINs (and other long identity or account numbers), and personal names
 * where the wording shows one ("my name is …", "Mr …", "a man named …"). Names said without such
 * a cue cannot be told from other capitalised words and stay; the administrator's review is the
 * last check.
 */

import { findPhoneNumbersInText } from 'libphonenumber-js/max';

export const removed = '[removed]';

// Letters are spelled out per case so that name words can still require a capital (the `i` flag
// would let \p{Lu} match lower case too).
const anyCase = (phrase: string) =>
  phrase.replace(/[a-z]/g, (ch) => `[${ch}${ch.toUpperCase()}]`).replace(/ /g, '\\s+');

const email = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
// An 11-digit NIN (or BVN) as typed or spaced in groups; any other long number (a 10-digit
// account number) is personal too, where no law has a number that long.
const nin = /(?<![\p{L}\p{N}])\d{3,6}(?:[\s-]\d{2,6}){1,3}(?![\p{L}\p{N}])/gu;
const longNumber = /(?<![\p{L}\p{N}])\d{10,}(?![\p{L}\p{N}])/gu;

// One to three capitalised words: "Chidi", "Chidi Okeke", "Sanwo-Olu", "Ọbáfẹ́mi".
const nameWord = "\\p{Lu}\\p{M}*\\p{Ll}[\\p{L}\\p{M}'’-]*";
const names = `(${nameWord}(?:\\s+${nameWord}){0,2})`;

/** Capitalised words that follow the cues but are not names: places, peoples, institutions, states of mind. */
const notNames = new Set(
  `Not A An The So Very Also Just Still Now Here There In At From On Of For With By And Or But Being
  Going Asking Writing Trying Looking Living Working Staying Currently Presently Really Sorry Happy
  Sad Afraid Scared Worried Confused Tired Married Single Divorced Separated Widowed Pregnant Sick
  Disabled Interested Employed Unemployed Retired Arrested Detained Innocent Nigerian Nigerians
  Ghanaian Christian Muslim Catholic Anglican Pentecostal Igbo Yoruba Hausa Fulani Ijaw Tiv Efik
  Ibibio Kanuri Urhobo Itsekiri Nupe Idoma Igala Act Acts Law Laws Constitution Constitutional Code
  Section Sections Chapter Part Schedule Article State States Federal Republic Nigeria Government
  Court Courts Supreme Appeal High Magistrate Judge Justice Judiciary Police Force Army Navy Air
  Commission Commissioner Council Assembly Senate House Representatives Ministry Minister Agency
  Service Bank University Party Church Mosque Market Street Road Company Limited Ltd Plc Local Area
  President Vice Governor Deputy Chairman Speaker Senator Officer Inspector General Executive
  Medical Registrar Secretary Attorney Customs Immigration Civil Defence Corps Union Lagos Abuja
  FCT Abia Adamawa Akwa Ibom Anambra Bauchi Bayelsa Benue Borno Cross River Rivers Delta Ebonyi Edo
  Ekiti Enugu Gombe Imo Jigawa Kaduna Kano Katsina Kebbi Kogi Kwara Nasarawa Niger Ogun Ondo Osun
  Oyo Plateau Sokoto Taraba Yobe Zamfara Christmas Sallah Easter Monday Tuesday Wednesday Thursday
  Friday Saturday Sunday January February March April May June July August September October
  November December`.split(/\s+/),
);

/** The leading words of a matched name that really are a name, and what follows them. */
function splitName(words: string): { name: string[]; rest: string[] } {
  const list = words.split(/\s+/);
  const stop = list.findIndex((w) => notNames.has(w));
  return stop === -1
    ? { name: list, rest: [] }
    : { name: list.slice(0, stop), rest: list.slice(stop) };
}

const withRest = (replacement: string, rest: string[]) =>
  [replacement, ...rest].filter(Boolean).join(' ');

const selfIntroduction = new RegExp(
  `\\b(${[
    'my name is',
    'my names are',
    'my name na',
    'i am called',
    'i am',
    "i'm",
    'i’m',
    'call me',
    'dem dey call me',
  ]
    .map(anyCase)
    .join('|')})\\s+${names}`,
  'gu',
);
// "my name is chidi": the cue is strong enough to take one uncapitalised word too.
const lowerCaseName = new RegExp(
  `\\b(${['my name is', 'my name na'].map(anyCase).join('|')})\\s+(\\p{Ll}[\\p{L}'’-]*)`,
  'gu',
);
const ordinaryWords = new Set(
  'not a an the very private withheld secret unknown irrelevant confidential hidden and but'.split(
    ' ',
  ),
);

const titles = [
  'mr',
  'mrs',
  'ms',
  'miss',
  'dr',
  'chief',
  'alhaji',
  'alhaja',
  'barr',
  'barrister',
  'engr',
  'prof',
  'pastor',
  'mallam',
  'malam',
  'oga',
  'madam',
  'hon',
];
// "my landlord Mr Okafor" → "my landlord"; elsewhere the titled name becomes "someone".
const titledName = new RegExp(
  `(\\b(?:${['my', 'our', 'the', 'his', 'her', 'their'].map(anyCase).join('|')})\\s+\\p{Ll}+\\s+)?\\b(?:${titles
    .map(anyCase)
    .join('|')})\\.?\\s+${names}`,
  'gu',
);
// "a man named Musa Bello stole…" → "a man stole…"; "my son is called Tunde" → "… called [removed]".
const namedAs = new RegExp(
  `(\\s*\\b(?:is|was|are|were|be|am)\\s+)?\\b(${['named', 'called', 'by name'].map(anyCase).join('|')})\\s+${names}`,
  'gu',
);

// Clauses that only introduce the asker once their details are gone: "My name is [removed], …",
// "08031234567: can …".
const intro = [
  'my name is',
  'my names are',
  'my name na',
  'i am called',
  'i am',
  "i'm",
  'i’m',
  'call me',
  'call me on',
  'call me at',
  'reach me on',
  'reach me at',
  'contact me on',
  'contact me at',
  'text me on',
  'whatsapp me on',
  'email me at',
  'email me on',
  'my number is',
  'my number na',
  'my phone number is',
  'my phone is',
  'my mobile number is',
  'my mobile is',
  'my line is',
  'my email is',
  'my email address is',
  'my e-mail is',
  'my nin is',
  'my nin na',
  'my nin number is',
  'my bvn is',
  'my account number is',
  'email',
  'e-mail',
  'phone',
  'number',
  'tel',
  'nin',
]
  .sort((a, b) => b.length - a.length)
  .map(anyCase)
  .join('|');
const placeholder = removed.replace(/[[\]]/g, '\\$&');
const introClause = new RegExp(
  `(?<=^|[.,;:!?]\\s*)\\s*(?:(?:${intro})\\s*)?${placeholder}(?:\\s*(?:,|and|&)\\s*(?:(?:${intro})\\s*)?${placeholder})*\\s*(?:[.,;:!]+\\s*|(?=\\?)|$)`,
  'gu',
);

// Any valid number, local to Nigeria ("0803 123 4567", "(0803) 123 4567") or international
// ("+234 (0) 803-123-4567", "2348031234567").
function removePhones(text: string): string {
  let out = text;
  for (const { startsAt, endsAt } of findPhoneNumbersInText(text, 'NG').reverse()) {
    out = out.slice(0, startsAt) + removed + out.slice(endsAt);
  }
  return out;
}

function removeNumbers(text: string): string {
  return removePhones(text.replace(email, removed))
    .replace(nin, (match) => (match.replace(/\D/g, '').length === 11 ? removed : match))
    .replace(longNumber, removed);
}

// Titles first, so "my name is Dr. Bello" loses the whole name, not just "Dr".
function removeNames(text: string): string {
  return text
    .replace(titledName, (whole, owner: string | undefined, words: string) => {
      const { name, rest } = splitName(words);
      if (name.length === 0) return whole;
      return withRest(owner ? owner.trimEnd() : 'someone', rest);
    })
    .replace(selfIntroduction, (whole, cue: string, words: string) => {
      const { name, rest } = splitName(words);
      return name.length === 0 ? whole : withRest(`${cue} ${removed}`, rest);
    })
    .replace(lowerCaseName, (whole, cue: string, word: string) =>
      ordinaryWords.has(word) ? whole : `${cue} ${removed}`,
    )
    .replace(namedAs, (whole, verb: string | undefined, cue: string, words: string) => {
      const { name, rest } = splitName(words);
      if (name.length === 0) return whole;
      return verb ? withRest(`${verb}${cue} ${removed}`, rest) : withRest('', rest);
    });
}

function tidy(text: string, original: string): string {
  let out = text
    .replace(introClause, ' ')
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/[,;:]+([.?!])/g, '$1')
    .replace(/([,;:])\1+/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .replace(/^[\s,.;:!]+/, '')
    .trim();
  // A removed clause at the end must not leave the question hanging on a comma.
  out = out.replace(/[,;:]+$/, '').replace(/([.?!]\s+)someone\b/g, '$1Someone');
  if (/\?\s*$/.test(original) && !out.endsWith('?') && out) out += '?';
  return out.charAt(0).toUpperCase() + out.slice(1);
}

/** The question with personal data removed, still readable ("a person", "someone", "[removed]"). */
export function scrub(text: string): string {
  const scrubbed = removeNames(removeNumbers(text.replace(/\s+/g, ' ').trim()));
  return tidy(scrubbed, text);
}

/** How many pieces of personal data were replaced by the placeholder. */
export const removals = (scrubbed: string) => scrubbed.split(removed).length - 1;
