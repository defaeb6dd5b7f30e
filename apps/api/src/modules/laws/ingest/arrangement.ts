/**
 * Section titles from an act's own "Arrangement of Sections", for sections whose heading the
 * source text lost. In scanned gazettes the arrangement prints numbers and titles in two columns,
 * which text extraction turns into a run of numbers and a run of titles per PART; typeset acts
 * print "12. Title" lines. Both are read; a PART whose runs do not pair up is left out.
 */

/** The text of the markdown's front matter block ("## Front matter and Arrangement…"). */
export function frontMatterOf(markdown: string): string {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const start = lines.findIndex((l) => /^## .*front matter/i.test(l));
  if (start < 0) return '';
  const end = lines.findIndex((l, i) => i > start && /^#{2,3} /.test(l));
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n');
}

const division = /^(?:p\s*a\s*r\s*t|chapter|schedules?|first|second|third|fourth|fifth)\b/i;
const numberOnly = /^(\d{1,3}(?: ?\d){0,2}[A-Z]?) ?\.{0,2}$/;
// A number the scan damaged ("]5", "J6", "[8"): placed by the numbers around it.
const damagedNumber = /^[\dJjIl\][|!{}:oO]{1,5} ?\.?$/;
const numbered = /^(\d{1,3}[A-Z]?)\s*\.{0,2}\s+(\S.*)$/;
const endOfArrangement = /^(an act to|be it enacted|enacted by|explanatory memorandum)/i;
const skipLine = /^(section\s*:?|sections?|page)$/i;
const joining =
  /(?:\b(?:of|and|or|to|the|in|on|for|by|with|from|as|a|an|under|into|etc)|[,\-–—])$/i;

const mostlyCapitals = (line: string) => {
  const letters = line.replace(/[^\p{L}]/gu, '');
  if (letters.length < 3) return false;
  const upper = letters.replace(/[^\p{Lu}]/gu, '').length;
  return upper / letters.length >= 0.7;
};

interface Group {
  numbers: string[];
  titles: string[];
  /** 'n' and 't' in the order the numbers and titles were printed. */
  order: string;
  /** Titles printed before the first number: a division's own title when there are too many. */
  leadingTitles: number;
}

/** Section number → title, as the arrangement prints it (trailing full stop removed). */
export function arrangementTitles(frontMatter: string): Map<string, string> {
  const lines = frontMatter.split('\n').map((l) => l.trim());
  const start = lines.findIndex((l) => /arrangement of sections/i.test(l));
  const titles = new Map<string, string>();
  if (start < 0) return titles;

  // Running headers and footers repeat on every page of the arrangement.
  const seen = new Map<string, number>();
  const furniture = (l: string) => l.replace(/^[\d\s.]+|[\d\s.]+$/g, '').toLowerCase();
  for (const l of lines) seen.set(furniture(l), (seen.get(furniture(l)) ?? 0) + 1);
  // Numbers and titles of the PARTs that did not pair up, tried again as one run.
  const unpaired: Group = { numbers: [], titles: [], order: '', leadingTitles: 0 };
  let group: Group = { numbers: [], titles: [], order: '', leadingTitles: 0 };
  let last: number | undefined;
  // The entry a continuation line extends: a numbered title or one of the group's titles.
  let open: { key: string } | { index: number } | undefined;
  let inNote = false;

  const flush = () => {
    const { numbers } = group;
    let names = group.titles;
    const extra = names.length - numbers.length;
    if (extra > 0 && extra <= group.leadingTitles) names = names.slice(extra);
    if (numbers.length > 0 && names.length === numbers.length) {
      numbers.forEach((n, i) => titles.set(n, tidyTitle(names[i] ?? '')));
    } else if (!pairRuns(group, titles)) {
      unpaired.numbers.push(...numbers);
      unpaired.titles.push(...names);
    }
    group = { numbers: [], titles: [], order: '', leadingTitles: 0 };
    open = undefined;
  };
  const continueOpen = (text: string) => {
    if (!open) return false;
    if ('key' in open) titles.set(open.key, `${titles.get(open.key) ?? ''} ${text}`);
    else group.titles[open.index] = `${group.titles[open.index] ?? ''} ${text}`;
    return true;
  };
  const openText = () => {
    if (!open) return undefined;
    return 'key' in open ? titles.get(open.key) : group.titles[open.index];
  };

  for (const line of lines.slice(start + 1)) {
    if (!line || (furniture(line).length >= 12 && (seen.get(furniture(line)) ?? 0) >= 3)) continue;
    if (inNote || line.startsWith('[')) {
      inNote = !line.includes(']');
      continue;
    }
    if (endOfArrangement.test(line)) break;
    if (skipLine.test(line)) continue;
    if (division.test(line)) {
      flush();
      // The Criminal Code Act numbers its own sections, then its schedule's from 1 again.
      if (/schedule/i.test(line)) last = undefined;
      continue;
    }
    // The rest of a division's title, printed in capitals on the lines after it.
    if (mostlyCapitals(line) && !numbered.test(line)) {
      open = undefined;
      continue;
    }
    const bare = numberOnly.exec(line);
    if (bare) {
      const n = (bare[1] ?? '').replace(/ /g, '');
      // A page number among the section numbers.
      if (last !== undefined && parseInt(n, 10) <= last) continue;
      group.numbers.push(n);
      group.order += 'n';
      last = parseInt(n, 10);
      open = undefined;
      continue;
    }
    if (damagedNumber.test(line) && last !== undefined) {
      last += 1;
      group.numbers.push(String(last));
      group.order += 'n';
      open = undefined;
      continue;
    }
    const withNumber = numbered.exec(line);
    if (withNumber && /^\p{Lu}/u.test(withNumber[2] ?? '')) {
      const n = withNumber[1] ?? '';
      titles.set(n, withNumber[2] ?? '');
      last = parseInt(n, 10);
      open = { key: n };
      continue;
    }
    const previous = openText();
    if (previous !== undefined && (/^\p{Ll}/u.test(line) || joining.test(previous))) {
      continueOpen(line);
      continue;
    }
    if (group.numbers.length === 0) group.leadingTitles += 1;
    group.titles.push(line);
    group.order += 't';
    open = { index: group.titles.length - 1 };
  }
  flush();
  if (unpaired.numbers.length > 0 && unpaired.numbers.length === unpaired.titles.length) {
    unpaired.numbers.forEach((n, i) => {
      if (!titles.has(n)) titles.set(n, unpaired.titles[i] ?? '');
    });
  }
  for (const [n, title] of titles) titles.set(n, tidyTitle(title));
  return titles;
}

/**
 * Pairs a run of numbers with the run of titles printed just after (or just before) it, when the
 * two runs are as long: a stray page number or title elsewhere in the PART spoils only its run.
 */
function pairRuns(group: Group, titles: Map<string, string>): boolean {
  const runs = [...group.order.matchAll(/n+|t+/g)].map((m) => m[0]);
  let n = 0;
  let t = 0;
  let paired = false;
  for (let i = 0; i < runs.length; i += 1) {
    const run = runs[i] ?? '';
    const next = runs[i + 1];
    if (next && next.length === run.length) {
      const numbers = group.numbers.slice(n, n + run.length);
      const names = group.titles.slice(t, t + run.length);
      numbers.forEach((num, k) => titles.set(num, tidyTitle(names[k] ?? '')));
      n += run.length;
      t += run.length;
      i += 1;
      paired = true;
    } else if (run.startsWith('n')) n += run.length;
    else t += run.length;
  }
  return paired;
}

function tidyTitle(title: string): string {
  return title
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:])/g, '$1')
    .replace(/[\s.,;:]+$/, '')
    .trim();
}

const commonWords = new Set(
  'the of and or to in a an for by on with from as be any this act other under its their his her section sections provision provisions'.split(
    ' ',
  ),
);
/** A text's words that say what it is about, cut to their first five letters. */
const titleStems = (text: string) =>
  new Set(
    (text.toLowerCase().match(/\p{L}+/gu) ?? [])
      .filter((w) => w.length > 2 && !commonWords.has(w))
      .map((w) => w.slice(0, 5)),
  );

// A title fits a text when a quarter of its words occur in it; one that fits a section nearby
// this much better was shifted there.
const minimumFit = 0.25;
const nearby = 8;

/** The share of a title's words that occur in a text. */
function fitOf(title: ReadonlySet<string>, text: ReadonlySet<string>): number {
  if (title.size === 0) return 1;
  return [...title].filter((w) => text.has(w)).length / title.size;
}

/**
 * Whether an arrangement title reads as the title of this text: a quarter of its words (cut to
 * their first five letters) occur in it. A scan that dropped numbers from the arrangement shifts
 * a run of titles onto the wrong sections; those share almost no words with the text.
 */
export function titleFitsText(title: string, body: string): boolean {
  return fitOf(titleStems(title), titleStems(body)) >= minimumFit;
}

/**
 * The arrangement's title for each numbered section without a printed heading, where it is the
 * section's own: it fits the text, no section nearby fits it clearly better, and it does not sit
 * between two titles that do not fit (the middle of a shifted run).
 */
export function fittingTitles(
  sections: readonly { number: string; kind: string; heading: string; body: string }[],
  arranged: ReadonlyMap<string, string>,
): (string | undefined)[] {
  const bodies = sections.map((s) => titleStems(s.body));
  const listed = sections.map((section, i) => {
    const title =
      section.kind === 'section' && !section.heading ? arranged.get(section.number) : undefined;
    if (!title) return undefined;
    const wanted = titleStems(title);
    const fit = fitOf(wanted, bodies[i] ?? new Set());
    const better = bodies
      .slice(Math.max(0, i - nearby), i + nearby + 1)
      .some(
        (body, k) => k + Math.max(0, i - nearby) !== i && fitOf(wanted, body) >= fit + minimumFit,
      );
    return { title, fits: fit >= minimumFit && !better };
  });
  return listed.map((entry, i) => {
    const shifted = listed[i - 1]?.fits === false && listed[i + 1]?.fits === false;
    return entry?.fits && !shifted ? entry.title : undefined;
  });
}
