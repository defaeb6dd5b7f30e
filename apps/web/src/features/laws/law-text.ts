import type { LawSection } from '@civicng/contracts';
import type { TFunction } from 'i18next';

/**
 * "Criminal Code Act (Cap. C38, …)" → { main: "Criminal Code Act", note: "(Cap. C38, …)" }: the
 * notes start at the first bracket after the act's name and year, so "Cybercrimes (Prohibition,
 * Prevention, etc.) Act, 2015" stays whole.
 */
export function splitTitle(title: string): { main: string; note: string } {
  for (let at = title.indexOf(' ('); at > 0; at = title.indexOf(' (', at + 1)) {
    if (/(\b(19|20)\d{2}|\bAct|\bCode)$/.test(title.slice(0, at))) {
      return { main: title.slice(0, at), note: title.slice(at + 1) };
    }
  }
  return { main: title, note: '' };
}

// A line that opens a subsection, paragraph or definition: "(1)", "(a)", "(iv)", "2.", "“Court”".
const opensParagraph =
  /^(\(\s*[0-9]{1,3}[A-Za-z]?\s*\)|\(\s*[a-z]{1,2}\s*\)|\(\s*[ivxlc]{1,6}\s*\)|[0-9]{1,3}\.\s|[“"‘]|\[)/;

/**
 * The printed lines of a section joined into paragraphs for reading on any width: a new paragraph
 * starts at a blank line, a subsection or list mark, or after a line that ends a sentence. The
 * words are untouched.
 */
export function paragraphsOf(body: string): string[] {
  const paragraphs: string[] = [];
  let current = '';
  let ended = true;
  for (const raw of body.split('\n')) {
    const line = raw.trim();
    if (!line) {
      if (current) paragraphs.push(current);
      current = '';
      ended = true;
      continue;
    }
    const fresh = ended || opensParagraph.test(line);
    if (fresh && current) {
      paragraphs.push(current);
      current = '';
    }
    current = current ? `${current} ${line}` : line;
    ended = /[.:;—–]$/.test(line);
  }
  if (current) paragraphs.push(current);
  return paragraphs;
}

export interface PartGroup {
  /** Null for sections outside any part (e.g. the preliminary sections of an act). */
  part: string | null;
  sections: LawSection[];
}

/** Consecutive sections under the same heading, in order. */
export function groupByPart(sections: readonly LawSection[]): PartGroup[] {
  const groups: PartGroup[] = [];
  for (const section of sections) {
    const last = groups.at(-1);
    if (last && last.part === section.part) last.sections.push(section);
    else groups.push({ part: section.part, sections: [section] });
  }
  return groups;
}

/**
 * How a section is named in the contents and above its text: "s. 33", "Act s. 1", "First Schedule,
 * Paragraph 3" (a schedule's own words, as the act prints them). `t` words the label.
 */
export function sectionLabel(section: Pick<LawSection, 'kind' | 'number'>, t: TFunction): string {
  if (section.kind === 'section') return t('laws.reader.sectionLabel', { number: section.number });
  if (section.kind === 'act_section') {
    return t('laws.reader.actSectionLabel', { number: section.number });
  }
  return section.number;
}
