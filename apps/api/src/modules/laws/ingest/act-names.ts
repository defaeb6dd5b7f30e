/** The names an act is cited by, e.g. "Constitution, s. 33". */
const shortTitles: Record<string, string> = {
  constitution: 'Constitution',
  'police-act': 'Police Act 2020',
  'evidence-act': 'Evidence Act 2011',
  cama: 'CAMA 2020',
  'criminal-code': 'Criminal Code',
  'efcc-act': 'EFCC Act',
  isa: 'ISA 2025',
  'cybercrime-act': 'Cybercrimes Act 2015',
  'power-sector-act': 'Electric Power Sector Reform Act 2005',
  'electoral-act': 'Electoral Act 2022',
  pia: 'PIA 2021',
};

/** A short citation name: the known one for the corpus acts, else the title without its notes. */
export function shortTitleFor(slug: string, title: string): string {
  const known = shortTitles[slug];
  if (known) return known;
  const bare = title
    .replace(/\s*\(.*$/, '')
    .replace(/,\s*((19|20)\d{2})\b/, ' $1')
    .trim();
  if (bare.length <= 60) return bare;
  return `${bare.slice(0, 57).replace(/\s+\S*$/, '')}…`;
}

/** "electoral-act" → "Electoral Act": the last resort when a source names no title. */
export function titleFromSlug(slug: string): string {
  return slug
    .split(/[-_]+/)
    .filter(Boolean)
    .map((word) =>
      word.length <= 4 && /^[a-z]+$/.test(word) && !/^(act|law|code)$/.test(word)
        ? word.toUpperCase()
        : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ');
}

const smallWords = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'by',
  'for',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
]);

/** "ELECTORAL ACT, 2022" → "Electoral Act, 2022"; a title in mixed case is kept as printed. */
export function titleCase(text: string): string {
  if (text !== text.toUpperCase()) return text;
  return text
    .toLowerCase()
    .split(/(\s+)/)
    .map((word, i) =>
      i > 0 && smallWords.has(word) ? word : word.replace(/\p{L}/u, (c) => c.toUpperCase()),
    )
    .join('');
}
