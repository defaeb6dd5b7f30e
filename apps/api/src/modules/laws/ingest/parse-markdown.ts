import {
  cleanBody,
  ensureUniqueNumbers,
  scheduleName,
  type ParsedAct,
  type ParsedSection,
  type SectionKind,
} from './sections.js';

/**
 * Splits a corpus markdown file into sections. The conventions (see PROVENANCE.md of the corpus):
 * `# ` title; `## ` PART / CHAPTER / SCHEDULE headings; `### Section N[: title]` for sections,
 * `### Act Section N` for the sections of an act that carries a code in its schedule (Criminal
 * Code Act), `### Paragraph N[: title]` for numbered schedule items; front matter before the
 * body is not law and is skipped.
 */
export function parseMarkdown(markdown: string): ParsedAct {
  const blocks = toBlocks(markdown);
  const title = /^# +(.+)$/m.exec(markdown)?.[1]?.trim() ?? null;
  const walker = new Walker(blocks);
  walker.walk();
  const sections = walker.finish();
  return { title, sections };
}

interface Block {
  level: 2 | 3;
  heading: string;
  lines: string[];
}

function toBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  for (const line of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const h = /^(#{1,3}) +(.*?)\s*$/.exec(line);
    if (h) {
      const depth = h[1]?.length ?? 1;
      // The title line and the source note under it belong to no section.
      if (depth === 1) continue;
      blocks.push({ level: depth as 2 | 3, heading: h[2] ?? '', lines: [] });
    } else {
      blocks.at(-1)?.lines.push(line);
    }
  }
  return blocks;
}

interface Draft extends Omit<ParsedSection, 'body' | 'incomplete'> {
  raw: string[];
  /** For schedule items: where they sit, to build a number unique within the act. */
  paragraph?: { schedule: string | null; schedulePart: string | null; n: string };
}

const sectionHeading = /^(Act\s+)?Section\s+(\d+[A-Za-z]*)\s*(?::\s*(.*))?$/i;
const paragraphHeading = /^Paragraph\s+(\S+?)\s*(?::\s*(.*))?$/i;
const bareDivision = /^(PART|CHAPTER)(\s+[\dIVXLCA-Z]{1,6})?\s*[-—–:.,]*\s*$/i;
const continues = /(\b(OF|THE|AND|IN|TO|FOR|ON|BY|WITH|OR|BE|FROM|UNDER|AS|AT)|[,—–-])\s*$/;
const continuation = /^(OF|AND|IN|TO|FOR|ON|BY|WITH|OR|THE)\b/;
/** Loose text at least this long after a heading is law text, not a title. */
const looseTextMin = 150;

class Walker {
  private part: string | null = null;
  private schedule: string | null = null;
  private schedulePart: string | null = null;
  private frontMatter = false;
  private readonly drafts: Draft[] = [];

  constructor(private readonly blocks: Block[]) {}

  walk(): void {
    this.blocks.forEach((block, index) => {
      if (block.level === 3) this.item(block);
      else this.division(block, index);
    });
  }

  private division(block: Block, index: number): void {
    const heading = block.heading.replace(/^(part|chapter)\b/i, (w) => w.toUpperCase());
    if (/front matter/i.test(heading)) {
      this.frontMatter = true;
      this.part = null;
      return;
    }
    this.frontMatter = false;
    const { label, rest } = labelOf(heading, block.lines);
    if (/^SCHEDULES$/i.test(heading)) {
      this.schedule = null;
      this.part = heading;
      return;
    }
    const schedule = /^(\p{L}+\s+)?SCHEDULE\b/iu.test(heading)
      ? (scheduleName(heading) ?? label)
      : undefined;
    if (schedule !== undefined && !this.scheduleHoldsSections(index)) {
      this.schedule = schedule;
      this.schedulePart = null;
      this.part = schedule;
    } else if (schedule !== undefined) {
      // A code set out in an act's schedule (the Criminal Code): its sections are sections.
      this.schedule = null;
      this.part = label;
    } else if (this.schedule) {
      this.schedulePart = label;
      this.part = `${this.schedule}, ${label}`;
    } else {
      this.part = label;
    }
    this.loose(rest);
  }

  /** Text between a heading and the next one. */
  private loose(lines: string[]): void {
    const { body, incomplete } = cleanBody(lines.join('\n'));
    if (!body && !incomplete) return;
    if (this.schedule && body.length >= 100) {
      const where = this.schedulePart
        ? `${this.schedule}, ${shortDivision(this.schedulePart)}`
        : this.schedule;
      const [first = '', ...others] = body.split('\n');
      const titled = first.length < 100 && !/^[(\d[]/.test(first) && others.length > 0;
      this.drafts.push({
        number: where,
        kind: 'schedule',
        part: this.part,
        heading: titled ? first.trim() : '',
        raw: [titled ? others.join('\n') : body, incomplete ? '[text incomplete in source]' : ''],
      });
      return;
    }
    const previous = this.drafts.at(-1);
    // A heading that the conversion put inside a running section (at a page break): the text
    // after it continues that section, so it is kept there rather than lost.
    if (!this.schedule && previous && body.length >= looseTextMin) {
      previous.raw.push('', ...lines);
    }
  }

  private scheduleHoldsSections(index: number): boolean {
    for (const block of this.blocks.slice(index + 1)) {
      if (block.level === 2 && /^(\p{L}+\s+)?SCHEDULE\b/iu.test(block.heading)) return false;
      if (block.level === 3 && sectionHeading.test(block.heading)) return true;
    }
    return false;
  }

  private item(block: Block): void {
    const section = sectionHeading.exec(block.heading);
    if (section) {
      const kind: SectionKind = section[1] ? 'act_section' : 'section';
      this.drafts.push({
        number: section[2] ?? '',
        kind,
        part: this.frontMatter ? null : this.part,
        heading: section[3]?.trim() ?? '',
        raw: block.lines,
      });
      return;
    }
    const paragraph = paragraphHeading.exec(block.heading);
    if (paragraph) {
      this.drafts.push({
        number: `Paragraph ${paragraph[1] ?? ''}`,
        kind: 'schedule',
        part: this.part,
        heading: paragraph[2]?.trim() ?? '',
        raw: block.lines,
        paragraph: {
          schedule: this.schedule,
          schedulePart: this.schedulePart,
          n: paragraph[1] ?? '',
        },
      });
      return;
    }
    // Any other item heading ("### First Schedule") is a schedule of its own.
    this.drafts.push({
      number: block.heading,
      kind: 'schedule',
      part: this.part,
      heading: '',
      raw: block.lines,
    });
  }

  finish(): ParsedSection[] {
    numberParagraphs(this.drafts);
    const sections = this.drafts.map(({ number, kind, part, heading, raw }) => ({
      number,
      kind,
      part,
      heading,
      ...cleanBody(raw.join('\n')),
    }));
    ensureUniqueNumbers(sections);
    return sections;
  }
}

/** A division's label: its heading, completed by a title printed on the next line. */
function labelOf(heading: string, lines: string[]): { label: string; rest: string[] } {
  const start = lines.findIndex((line) => line.trim() !== '');
  if (start < 0) return { label: heading, rest: [] };
  const first = lines[start]?.trim() ?? '';
  const looksLikeTitle = first.length < 100 && /^\p{Lu}/u.test(first);
  if (bareDivision.test(heading) && looksLikeTitle) {
    const base = heading.replace(/[\s\-—–:.,]+$/, '');
    return { label: `${base} — ${first}`, rest: lines.slice(start + 1) };
  }
  // A heading that runs on to the next line ("... POWERS OF THE" / "SECURITIES AND EXCHANGE
  // COMMISSION").
  const upper = first === first.toUpperCase() && /\p{Lu}/u.test(first);
  if (upper && looksLikeTitle && (continues.test(heading) || continuation.test(first))) {
    return { label: `${heading} ${first}`, rest: lines.slice(start + 1) };
  }
  return { label: heading, rest: lines };
}

/** "PART II — Shareholding" → "Part II". */
function shortDivision(label: string): string {
  const m = /^(PART|CHAPTER)\s+([\dIVXLCA-Z]{1,6})\b/i.exec(label);
  return m ? `${m[1]?.charAt(0).toUpperCase()}${m[1]?.slice(1).toLowerCase()} ${m[2]}` : label;
}

/**
 * Schedule items are numbered "Paragraph N" when the act has one unnamed schedule, else
 * "First Schedule, Paragraph N", adding the schedule's part where numbering restarts in each.
 */
function numberParagraphs(drafts: Draft[]): void {
  const items = drafts.filter((d) => d.paragraph);
  if (items.length === 0) return;
  const named = items.some((d) => d.paragraph?.schedule && d.paragraph.schedule !== 'Schedule');
  const base = (d: Draft) => {
    const p = d.paragraph;
    if (!p) return d.number;
    return named && p.schedule ? `${p.schedule}, Paragraph ${p.n}` : `Paragraph ${p.n}`;
  };
  const counts = new Map<string, number>();
  for (const d of items) counts.set(base(d), (counts.get(base(d)) ?? 0) + 1);
  const restarting = new Set(
    items.filter((d) => (counts.get(base(d)) ?? 0) > 1).map((d) => d.paragraph?.schedule ?? ''),
  );
  for (const d of items) {
    const p = d.paragraph;
    if (!p) continue;
    const prefix = named && p.schedule ? `${p.schedule}, ` : '';
    const inPart =
      restarting.has(p.schedule ?? '') && p.schedulePart
        ? `${shortDivision(p.schedulePart)}, `
        : '';
    d.number = `${prefix}${inPart}Paragraph ${p.n}`;
  }
}
