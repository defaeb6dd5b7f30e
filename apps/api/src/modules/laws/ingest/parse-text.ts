import { titleCase } from './act-names.js';
import {
  cleanBody,
  ensureUniqueNumbers,
  scheduleName,
  type ParsedAct,
  type ParsedSection,
} from './sections.js';

/**
 * Splits the plain text of an act (a .txt file, or the text of a PDF) into sections. A section
 * starts on a line beginning "33. (1) Every person…", "33.—(1)…" or "16A. The State…"; to tell
 * them from numbered lists and from the arrangement of sections, only the longest run of numbers
 * that follow one another (allowing inserted 16A-style numbers and a gap of at most two missing
 * sections) is taken. Upper-case PART / CHAPTER lines set the part; a SCHEDULE line after the
 * last section starts the schedules.
 */
export function parseText(text: string, options: { title?: string | null } = {}): ParsedAct {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .replace(/\f/g, '\n')
    .split('\n')
    .map((line) => line.replace(/\s+$/, ''));
  const title = options.title?.trim() || titleFromLines(lines);
  const candidates = findCandidates(lines);
  const chains = buildChains(candidates, lines.length);
  const best = chains.reduce<Chain | undefined>(
    // On a tie the later run wins: the body comes after its arrangement of sections.
    (a, b) => (a === undefined || b.score >= a.score ? b : a),
    undefined,
  );
  if (!best || best.starts.length === 0) return { title, sections: [] };
  const toc = tableOfContents(chains, best);
  const sections = splitSections(lines, best.starts, toc);
  ensureUniqueNumbers(sections);
  return { title, sections };
}

interface Candidate {
  line: number;
  number: string;
  base: number;
  suffix: string;
  /** The rest of the line after "33." and any dash. */
  rest: string;
}

const startPattern = /^\s*(\d{1,3})([A-Z]{0,2})\s*\.\s*(?:[-—–]+\s*)?(.*)$/;

function findCandidates(lines: string[]): Candidate[] {
  const found: Candidate[] = [];
  lines.forEach((line, index) => {
    const m = startPattern.exec(line);
    if (!m) return;
    const rest = m[3] ?? '';
    // Text must follow as a sentence or a subsection: "(1) …", "The …", "“…".
    if (rest !== '' && !/^[({[“"‘'\p{Lu}]/u.test(rest)) return;
    const base = Number(m[1]);
    if (base === 0) return;
    found.push({ line: index, number: `${m[1]}${m[2] ?? ''}`, base, suffix: m[2] ?? '', rest });
  });
  return found;
}

interface Chain {
  starts: Candidate[];
  score: number;
}

function follows(prev: Candidate, next: Candidate): 'exact' | 'gap' | undefined {
  if (next.base === prev.base && next.suffix > prev.suffix && next.suffix.length <= 2) {
    return 'exact';
  }
  if (next.base === prev.base + 1 && next.suffix === '') return 'exact';
  if (next.base === prev.base + 1) return 'gap';
  if (next.base > prev.base + 1 && next.base <= prev.base + 3) return 'gap';
  return undefined;
}

function buildChains(candidates: Candidate[], lineCount: number): Chain[] {
  const used = new Set<number>();
  const chains: Chain[] = [];
  candidates.forEach((start, startIndex) => {
    if (used.has(startIndex)) return;
    const starts = [start];
    const indexes = [startIndex];
    let current = start;
    for (let i = startIndex + 1; i < candidates.length;) {
      let exact: number | undefined;
      let gap: number | undefined;
      for (let j = i; j < candidates.length; j += 1) {
        const kind = follows(current, candidates[j] as Candidate);
        if (kind === 'exact') {
          exact = j;
          break;
        }
        if (kind === 'gap' && gap === undefined) gap = j;
      }
      const next = exact !== undefined && (gap === undefined || exact < gap) ? exact : gap;
      if (next === undefined) break;
      current = candidates[next] as Candidate;
      starts.push(current);
      indexes.push(next);
      i = next + 1;
    }
    indexes.forEach((i) => used.add(i));
    // Sections of an act run to many lines; entries of a table of contents to one.
    // The last entry runs to the end of the text whatever it is: it counts as one line.
    let score = 1;
    starts.slice(0, -1).forEach((s, k) => {
      score += Math.min((starts[k + 1]?.line ?? lineCount) - s.line, 40);
    });
    chains.push({ starts, score });
  });
  return chains;
}

/** Titles from an arrangement of sections ("33. Right to life.") printed before the body. */
function tableOfContents(chains: Chain[], body: Chain): Map<string, string> {
  const bodyStart = body.starts[0]?.line ?? 0;
  const toc = chains
    .filter((c) => c !== body && (c.starts.at(-1)?.line ?? Infinity) < bodyStart)
    .filter((c) => c.starts.filter((s) => s.rest.length > 2).length >= c.starts.length / 2)
    .sort((a, b) => b.starts.length - a.starts.length)[0];
  const titles = new Map<string, string>();
  for (const entry of toc?.starts ?? []) {
    const titleText = entry.rest.replace(/[.\s]+$/, '').trim();
    if (titleText && titleText.length <= 120) titles.set(entry.number, titleText);
  }
  return titles;
}

const divisionLine = /^\s*(PART|CHAPTER)\s+([IVXLC]+|\d+)[A-Z]?\b(.*)$/;
const scheduleLine =
  /^\s*((FIRST|SECOND|THIRD|FOURTH|FIFTH|SIXTH|SEVENTH|EIGHTH|NINTH|TENTH|ELEVENTH|TWELFTH)\s+)?SCHEDULES?\s*$/;
const isUpper = (line: string) => line === line.toUpperCase() && /\p{Lu}/u.test(line);

function splitSections(
  lines: string[],
  starts: Candidate[],
  toc: Map<string, string>,
): ParsedSection[] {
  const sections: ParsedSection[] = [];
  const first = starts[0]?.line ?? 0;
  // The division the first section opens, printed just above it.
  let part = takeDivisions(lines.slice(Math.max(0, first - 6), first)).nextPart;
  starts.forEach((start, k) => {
    const last = k === starts.length - 1;
    const end = starts[k + 1]?.line ?? lines.length;
    let bodyLines = [start.rest, ...lines.slice(start.line + 1, end)];
    let schedules: string[][] = [];
    if (last) {
      const at = bodyLines.findIndex((line, i) => i > 0 && scheduleLine.test(line));
      if (at > 0) {
        schedules = splitSchedules(bodyLines.slice(at));
        bodyLines = bodyLines.slice(0, at);
      }
    }
    const { kept, nextPart } = takeDivisions(bodyLines);
    let heading = toc.get(start.number) ?? '';
    // "1. Short title.—This Act may be cited…": the title printed in front of the text.
    const inline = /^(\p{Lu}[^.—–]{2,80})\.\s*[—–]+\s*(.*)$/u.exec(kept[0] ?? '');
    if (inline) {
      heading ||= inline[1] ?? '';
      kept[0] = inline[2] ?? '';
    }
    sections.push({
      number: start.number,
      kind: 'section',
      part,
      heading,
      ...cleanBody(kept.join('\n')),
    });
    if (nextPart) part = nextPart;
    for (const schedule of schedules) {
      const name = scheduleName(schedule[0] ?? '') ?? 'Schedule';
      sections.push({
        number: name,
        kind: 'schedule',
        part: name,
        heading: '',
        ...cleanBody(schedule.slice(1).join('\n')),
      });
    }
  });
  return sections;
}

/** Removes PART / CHAPTER heading lines (and a title line under a bare one) from a body. */
function takeDivisions(lines: string[]): { kept: string[]; nextPart: string | null } {
  const kept: string[] = [];
  let nextPart: string | null = null;
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    const m = divisionLine.exec(line);
    if (!m || !isUpper(line)) {
      kept.push(line);
      continue;
    }
    let label = line.trim();
    const titled = (m[3] ?? '').replace(/^[\s\-—–:.]+/, '');
    const next = lines[i + 1]?.trim() ?? '';
    if (!titled && next && next.length < 100 && isUpper(next)) {
      label = `${label} — ${next}`;
      i += 1;
    }
    nextPart = label;
  }
  return { kept, nextPart };
}

function splitSchedules(lines: string[]): string[][] {
  const out: string[][] = [];
  for (const line of lines) {
    if (scheduleLine.test(line)) out.push([line.trim()]);
    else out.at(-1)?.push(line);
  }
  return out.filter((s) => s.slice(1).some((line) => line.trim() !== ''));
}

/** The act's name from the first lines: a line naming an Act and a year, or the Constitution. */
function titleFromLines(lines: string[]): string | null {
  const markdownTitle = lines.find((line) => /^# +\S/.test(line));
  if (markdownTitle) return markdownTitle.replace(/^# +/, '').trim();
  const head = lines.filter((line) => line.trim() !== '').slice(0, 60);
  const named = head.find(
    (line) =>
      line.trim().length <= 120 &&
      (/\bACT\b.*\b(19|20)\d{2}\b/i.test(line) || /^\s*(THE\s+)?CONSTITUTION\b/i.test(line)),
  );
  return named ? titleCase(named.trim()) : null;
}
