import { englishWords } from '../../../search/english-words.js';
import { wordCounts } from './ocr-repair.js';

/**
 * Mends scan damage in a section heading, word by word, against the English word list and the
 * act's own words: a word broken by stray spaces ("unnec essary", "p ersons"), letters read as
 * digits or symbols ("Ce11ificate", "Genei:al"), words run together ("ofPolice") and one-letter
 * misreads of a word the act uses. A heading with a word that cannot be mended with confidence is
 * refused (undefined): a heading never shows scan damage.
 */
export class HeadingRepair {
  private readonly english = englishWords();
  private readonly byLength = new Map<number, string[]>();

  /** `actText`: the act's whole text, whose words (seen three times or more) count as known. */
  constructor(actText: string) {
    this.actWords = wordCounts(actText);
    for (const [word, n] of this.actWords) {
      if (n < 3) continue;
      const list = this.byLength.get(word.length);
      if (list) list.push(word);
      else this.byLength.set(word.length, [word]);
    }
  }

  private readonly actWords: Map<string, number>;

  private known(word: string): boolean {
    const w = word.toLowerCase();
    if (this.english.has(w)) return true;
    // A small word run into the next ("ofthe", "Apolice") is damage, however often the scan has it.
    const glued = /^(of|to|in|on|and|or|by|for|the|an?)(\p{L}{3,})$/u.exec(w);
    if (glued && this.english.has(glued[2] ?? '')) return false;
    // A rare word of the act's own ("misdelivery") is as printed; a short one may be a fragment.
    const seen = this.actWords.get(w) ?? 0;
    return seen >= 3 || (seen >= 1 && w.length >= 6 && /^\p{L}+$/u.test(w));
  }

  repair(heading: string): string | undefined {
    const text = heading.replace(/\s+/g, ' ').trim();
    // Cut off mid-word at a line end ("… the National Indus-"): not the whole title.
    if (/\p{L}-$/u.test(text)) return undefined;
    const tokens = text.split(' ').filter(Boolean);
    const out: string[] = [];
    for (let i = 0; i < tokens.length;) {
      const token = tokens[i] ?? '';
      const { lead, core, tail } = splitToken(token);
      const joined = this.join(tokens, i);
      if (joined) {
        out.push(joined.word);
        i += joined.used;
        continue;
      }
      if (!core || isNumberLike(core) || this.english.has(core.toLowerCase())) {
        out.push(token);
        i += 1;
        continue;
      }
      if (this.wordOk(core) && !/^(of|to|in|on|and|or|by|for|the)\p{Lu}/u.test(core)) {
        out.push(token);
        i += 1;
        continue;
      }
      const mended = this.mend(core);
      if (!mended) {
        return undefined;
      }
      out.push(`${lead}${matchCase(core, mended)}${tail}`);
      i += 1;
    }
    const repaired = out.join(' ').replace(/\s+([,.;:])/g, '$1');
    return repaired || undefined;
  }

  /** Every part of a hyphenated or slashed word is a word; "company’s" is "company". */
  private wordOk(core: string): boolean {
    return core
      .replace(/['’]s$/i, '')
      .split(/[-\u2010\u2011/]/)
      .every((part) => !part || this.known(part));
  }

  /** Two or three tokens that make one known word when put together, and not each on its own. */
  private join(tokens: string[], i: number): { word: string; used: number } | undefined {
    for (const used of [3, 2]) {
      const parts = tokens.slice(i, i + used);
      if (parts.length < used) continue;
      // "(c) an" is a paragraph letter and a word, not "can"; "law, and" two words.
      const marked = parts.some((p, k) => {
        const { lead, tail } = splitToken(p);
        return (k > 0 && lead) || (k < parts.length - 1 && tail) || /[()]/.test(lead + tail);
      });
      if (marked) continue;
      const cores = parts.map((p) => splitToken(p).core);
      if (cores.some((c) => !/^\p{L}+$/u.test(c))) continue;
      const stray = (c: string) => c.length === 1 && !/^[ai]$/i.test(c);
      if (cores.every((c) => this.english.has(c.toLowerCase()) && !stray(c))) continue;
      const word = cores.join('');
      if (!this.english.has(word.toLowerCase())) continue;
      const { lead } = splitToken(parts[0] ?? '');
      const { tail } = splitToken(parts[parts.length - 1] ?? '');
      return { word: `${lead}${word}${tail}`, used };
    }
    return undefined;
  }

  /** A damaged word mended to one the act or the dictionary knows, or undefined. */
  private mend(core: string): string | undefined {
    // "suspect(a)": a word and a paragraph mark run together, not a damaged word.
    if (/[()]/.test(core)) return undefined;
    const letters = core.replace(/[^\p{L}]/gu, '');
    // A small word run into the next: "ofPolice", "oflnspector".
    const glued = /^(of|to|in|on|and|or|by|for|the|an?)(\S{3,})$/iu.exec(core);
    if (glued) {
      const rest = glued[2] ?? '';
      const right = this.english.has(rest.toLowerCase()) ? rest : this.mend(rest);
      if (right && !right.includes(' ')) return `${glued[1]} ${matchCase(rest, right)}`;
    }
    // Damaged characters stand for any letter ("Ce11ificate" → "Certificate").
    if (core.length >= 5 && /[^\p{L}'-]/u.test(core) && letters.length >= 0.6 * core.length) {
      const pattern = new RegExp(`^${core.toLowerCase().replace(/[^\p{L}]/gu, '.')}$`, 'u');
      const match = this.mostUsed(
        (this.byLength.get(core.length) ?? []).filter((w) => pattern.test(w)),
      );
      if (match) return match;
    }
    if (letters.length >= 5 && letters !== core) {
      if (this.known(letters)) return letters;
    }
    if (letters.length >= 5) return this.mostUsed(this.edits(letters.toLowerCase()));
    return undefined;
  }

  private edits(word: string): string[] {
    return (this.byLength.get(word.length) ?? []).filter((w) => differsByOne(w, word));
  }

  /** The candidate the act uses most, when one clearly leads. */
  private mostUsed(candidates: string[]): string | undefined {
    const ranked = candidates
      .map((w) => ({ w, n: this.actWords.get(w) ?? 0 }))
      .sort((a, b) => b.n - a.n);
    const [first, second] = ranked;
    if (!first || first.n === 0) return undefined;
    return !second || first.n >= 3 * second.n ? first.w : undefined;
  }
}

function splitToken(token: string): { lead: string; core: string; tail: string } {
  const m = /^([("'“‘[]*)(.*?)([)"'”’\].,;:]*)$/u.exec(token);
  return { lead: m?.[1] ?? '', core: m?.[2] ?? token, tail: m?.[3] ?? '' };
}

const isNumberLike = (core: string) =>
  /^(\d+[A-Za-z]?|[ivxlcdm]+|[IVXLCDM]+|\(\w+\)|(?:no|cap)\.?\s?\d+[A-Z]?)$/i.test(core);

const differsByOne = (a: string, b: string) => {
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i] && (diff += 1) > 1) return false;
  return diff === 1;
};

function matchCase(original: string, word: string): string {
  if (/^\p{Lu}{2,}/u.test(original)) return word.toUpperCase();
  if (/^\p{Lu}/u.test(original)) return word.charAt(0).toUpperCase() + word.slice(1);
  return word;
}
