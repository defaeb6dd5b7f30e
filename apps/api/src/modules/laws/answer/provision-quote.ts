import { simplify } from '../../../search/normalise.js';

const stop = new Set(
  'the a an is are can my me i to of in for on and or be it that this what does do who how if with by as at from their his her our we you your they them there just still because about any has have was were will would should could not no shall may person section'.split(
    ' ',
  ),
);

/** Content words of a text, cut to their first five letters (a crude stem that needs no lookup). */
function stems(text: string): string[] {
  return simplify(text)
    .split(' ')
    .filter((w) => w.length > 2 && !stop.has(w))
    .map((w) => w.slice(0, 5));
}

/**
 * A section's subsections ("(1) …", "(2) …") in order, each whole; a section without numbered
 * subsections is one piece. Layout is flattened to single spaces.
 */
export function subsectionsOf(body: string): { label: string | null; text: string }[] {
  const flat = body.replace(/\s+/g, ' ').trim();
  const starts = [...flat.matchAll(/(?:^|(?<=[.;:—–-]\s?)\s?)\(\s?(\d{1,3}[A-Z]?)\s?\)\s/g)];
  if (starts.length < 2) return [{ label: null, text: flat }];
  const pieces: { label: string | null; text: string }[] = [];
  if ((starts[0]?.index ?? 0) > 0) {
    pieces.push({ label: null, text: flat.slice(0, starts[0]?.index).trim() });
  }
  starts.forEach((m, i) => {
    const end = starts[i + 1]?.index ?? flat.length;
    pieces.push({ label: m[1] ?? null, text: flat.slice(m.index, end).trim() });
  });
  return pieces.filter((p) => p.text.length > 0);
}

/**
 * The statutory words that answer the question: the subsection sharing most of its words (the
 * earliest on a tie, so the rule comes before its exceptions), cut to whole sentences or clauses
 * near `maxChars`. `mend` undoes the scan's damage, or says (undefined) that it cannot; a quote
 * that stays damaged is not given (the plain words and the link stand without it).
 */
export function quoteFor(
  body: string,
  question: string,
  mend: (text: string) => string | undefined,
  maxChars = 360,
): { text: string; subsection: string | null } | undefined {
  const wanted = new Set(stems(question));
  const pieces = subsectionsOf(body).map((piece, index) => ({
    ...piece,
    index,
    score: new Set(stems(piece.text).filter((w) => wanted.has(w))).size,
  }));
  const best = [...pieces].sort((a, b) => b.score - a.score || a.index - b.index)[0];
  if (!best) return undefined;
  const text = mend(trimToClauses(withoutMarginNotes(withoutRunIns(best.text)), wanted, maxChars));
  if (!text || scanDamage.test(text) || garbledLabel.test(text)) return undefined;
  return { text, subsection: best.label };
}

// Marks of a scan that a quote must not repeat: stray symbols, a letter for a digit in "( l )",
// a number split by a space ("2 8 days"), a space before punctuation, a sentence run on in lower
// case ("partners. landlord").
const scanDamage =
  /[\\{}|~^<>«»]|\(\s+[a-z]?[lIO]?\s+\)|\(\s*[lIO]\s*\)|\d \d|\s[,.;:](?!\.)|[a-z]\. [a-z]/;

// A subsection label the scan misread: "(J)" for (1), "II)" for (ii), "())", an empty "( )".
const garbledLabel = /\([A-Z]\)|\(\s*\)|\)\)|\(\(|(?<![(\w])[ivxlIVXL]+\)/;

// The amending Acts printed in the margin and run into the text ("Act No. 4, 2014.").
const amendingActs = /\s*\b(?:Act No\.? ?\d+,? (?:of )?\d{4}\.?\s*)+/g;

// The heading's words run into the start of the text: "High Court (1) An appeal …",
// "Nigeria Subject to …". Capitalised words before the first label, or before the words a
// statute's sentence opens with.
const runInHeading =
  /^(?:[A-Z][\w’'-]*,? ){1,5}(?=\(\d{1,3}[A-Z]?\) |(?:Subject to|Notwithstanding|Where|Any|Every|If|Except|Without|Save)\b)/;

/** The subsection without a heading run into its start or amending Acts run into its words. */
function withoutRunIns(text: string): string {
  return text.replace(runInHeading, '').replace(amendingActs, ' ').replace(/\s+/g, ' ').trim();
}

// Words one of which any sentence of a statute has; a "sentence" with none is a printed margin
// note or the next section's heading run into the text ("Vacancy on the Board.").
const statuteVerbs =
  /\b(shall|may|must|is|are|was|were|be|been|has|have|had|means|mean|includes|include|apply|applies|will|can|does|do|did|not)\b/i;

/** The subsection without the margin notes a scan runs into it. */
function withoutMarginNotes(text: string): string {
  return text
    .split(/(?<=\.)\s+(?=[A-Z])/)
    .filter((sentence, i) => i === 0 || statuteVerbs.test(sentence))
    .join(' ');
}

/** The clauses of a long subsection that hold the question's words, from its start. */
function trimToClauses(text: string, wanted: Set<string>, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const clauses = text.split(/(?<=[.;:])\s+/);
  let out = '';
  for (const clause of clauses) {
    const relevant = stems(clause).some((w) => wanted.has(w));
    if (out && out.length + clause.length > maxChars) {
      if (!relevant) break;
      return `${out} …`;
    }
    if (!out || relevant || out.length < maxChars / 2) out = out ? `${out} ${clause}` : clause;
  }
  if (out.length > maxChars + 120) return `${out.slice(0, maxChars).replace(/\s+\S*$/, '')} …`;
  return out === text ? out : `${out} …`;
}
