import type { IndexedSection } from '../retrieval/section-index.js';

/** The citation link of a section, in the form the spec's clients and the evaluator read. */
export const citationHref = (s: Pick<IndexedSection, 'act' | 'number'>) =>
  `/laws/${s.act}#s-${s.number}`;

export const citationLink = (s: Pick<IndexedSection, 'act' | 'number' | 'shortTitle'>) =>
  `[${s.shortTitle}, s. ${s.number}](${citationHref(s)})`;

const linkPattern = /\[([^\]\n]*)\]\(([^)\s]*)\)/g;
// Anywhere in the address: a full URL to our reader is a citation too.
const lawHref = /\/laws\/([a-z0-9-]+)#s-([0-9A-Za-z]+)/;

/**
 * Keeps only citations of sections that retrieval returned for this question; any other law link
 * (a section that does not exist, or was not retrieved) loses its link and keeps its words.
 * Returns the checked text and the ids of the sections it cites, in order.
 */
export function checkCitations(
  markdown: string,
  retrieved: readonly IndexedSection[],
): { text: string; cited: number[] } {
  const byHref = new Map(retrieved.map((s) => [citationHref(s), s]));
  const cited: number[] = [];
  const text = markdown.replace(linkPattern, (whole, label: string, href: string) => {
    const law = lawHref.exec(href);
    if (!law && !href.includes('/laws')) return whole;
    const section = law ? byHref.get(`/laws/${law[1]}#s-${law[2]}`) : undefined;
    if (!section) return label;
    if (!cited.includes(section.id)) cited.push(section.id);
    // Always the relative form: citations open in this app's reader.
    return `[${label}](${citationHref(section)})`;
  });
  return { text, cited };
}

/**
 * For streamed answers: holds back an unfinished markdown link until it is complete, so each link
 * is checked before any of it reaches the reader.
 */
export class CitationFilter {
  private pending = '';
  readonly cited: number[] = [];

  constructor(private readonly retrieved: readonly IndexedSection[]) {}

  push(chunk: string): string {
    this.pending += chunk;
    const open = this.pending.lastIndexOf('[');
    let ready = this.pending;
    let held = '';
    if (open >= 0) {
      const rest = this.pending.slice(open);
      const complete = /^\[[^\]\n]*\]\([^)\s]*\)/.test(rest);
      const abandoned = rest.includes('\n') || rest.length > 300;
      if (!complete && !abandoned) {
        ready = this.pending.slice(0, open);
        held = rest;
      }
    }
    this.pending = held;
    return this.check(ready);
  }

  flush(): string {
    const rest = this.pending;
    this.pending = '';
    return this.check(rest);
  }

  private check(text: string): string {
    const { text: checked, cited } = checkCitations(text, this.retrieved);
    for (const id of cited) if (!this.cited.includes(id)) this.cited.push(id);
    return checked;
  }
}
