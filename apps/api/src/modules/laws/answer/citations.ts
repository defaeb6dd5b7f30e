import type { Definition, Link, LinkReference, Nodes, Parent, Text } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { lawSectionAnchor } from '@civicng/contracts';
import type { IndexedSection } from '../retrieval/section-index.js';

type Cited = Pick<IndexedSection, 'act' | 'number'> & Partial<Pick<IndexedSection, 'kind'>>;

/**
 * The citation link of a provision, in the form the spec's clients and the evaluator read:
 * /laws/{act}#s-{section} for a section; a schedule's paragraph by its reader anchor
 * (#s-fifth-schedule-paragraph-1).
 */
export const citationHref = (s: Cited) =>
  `/laws/${s.act}#${lawSectionAnchor({ kind: s.kind ?? 'section', number: s.number })}`;

/** "Police Act 2020, s. 35"; "Constitution, Fifth Schedule, Paragraph 3"; an enacting Act's "Act s. 2". */
export const citationLabel = (s: Cited & Pick<IndexedSection, 'shortTitle'>) => {
  const kind = s.kind ?? 'section';
  if (kind === 'schedule') return `${s.shortTitle}, ${s.number}`;
  return `${s.shortTitle}, ${kind === 'act_section' ? 'Act s.' : 's.'} ${s.number}`;
};

export const citationLink = (s: Cited & Pick<IndexedSection, 'shortTitle'>) =>
  `[${citationLabel(s)}](${citationHref(s)})`;

const linkPattern = /\[([^\]\n]*)\]\(([^)\s]*)\)/g;
// Anywhere in the address: a full URL to our reader is a citation too.
const lawHref = /\/laws\/([a-z0-9-]+)#(s-[0-9A-Za-z-]+)/;

/** The pattern-based check of links the server wrote itself (the extractive answerer's). */
function checkOwnLinks(markdown: string, retrieved: readonly IndexedSection[]) {
  const byHref = new Map(retrieved.map((s) => [citationHref(s), s]));
  const cited: number[] = [];
  const text = markdown.replace(linkPattern, (whole, label: string, href: string) => {
    const law = lawHref.exec(href);
    if (!law && !href.includes('/laws')) return whole;
    const section = law ? byHref.get(`/laws/${law[1]}#${law[2]}`) : undefined;
    if (!section) return label;
    if (!cited.includes(section.id)) cited.push(section.id);
    // Always the relative form: citations open in this app's reader.
    return `[${label}](${citationHref(section)})`;
  });
  return { text, cited };
}

/** What a section number the answer cannot back up becomes (“under section (unverified)”). */
export const unverifiedNumber = '(unverified)';
/** What an address into the law reader outside a link becomes when it is not a retrieved section. */
export const removedAddress = '(link removed)';

/** Decodes %XX the way a server or router might, repeatedly (double encoding), never throwing. */
function percentDecode(value: string): string {
  let current = value;
  for (let i = 0; i < 3; i += 1) {
    const next = current.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
    if (next === current) break;
    current = next;
  }
  return current;
}

type LawTarget = { section: IndexedSection } | { section: undefined } | null;

/**
 * Where a link's address leads, read as a browser reads it: resolved (any host, dot segments,
 * backslashes), percent-decoded and case-folded. A relative path or a bare "#s-999" depends on the
 * page it is shown on, so it counts as pointing into the reader. Null: not into the law reader.
 */
function lawTarget(url: string, byHref: ReadonlyMap<string, IndexedSection>): LawTarget {
  let parsed: URL;
  try {
    parsed = new URL(url.trim(), 'https://civicng.invalid/laws/page');
  } catch {
    return /\/laws\b/i.test(percentDecode(url)) ? { section: undefined } : null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const path = percentDecode(parsed.pathname)
    .toLowerCase()
    .replace(/\/{2,}/g, '/');
  if (!/^\/laws(?:\/|$)/.test(path)) return null;
  const act = /^\/laws\/([^/]+)\/?$/.exec(path)?.[1];
  const anchor = /^#(s-.+)$/i.exec(percentDecode(parsed.hash))?.[1];
  const section = act && anchor ? byHref.get(`/laws/${act}#${anchor}`) : undefined;
  return { section };
}

/** Markdown that shows `text` literally: every ASCII punctuation mark escaped. */
const escapeMarkdown = (text: string) => text.replace(/[!-/:-@[-`{-~]/g, '\\$&');

const number = String.raw`\d+[A-Za-z]?(?:\([0-9A-Za-z]{1,4}\))*`;
const separator = String.raw`(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or|to)\s+|\s*[-–—&]\s*)`;
// "section 12", "Sections 12, 14 and 15", "s. 12(1)", "ss.12 and 14", "sec. 12", "§ 12".
const mentionPattern = new RegExp(
  String.raw`(?:\b(?:sections?|secs?\.?|ss?\.)|§§?)\s*(${number}(?:${separator}${number})*)`,
  'gi',
);
const numberPattern = new RegExp(number, 'g');
const tokenPattern = /\S+/g;
const readerPath = /\/laws(?:[/#?]|$)/i;

interface Edit {
  start: number;
  end: number;
  text: string;
}

/** A run of text as the reader sees it, with each character's text node and offset in it. */
interface Flow {
  text: string;
  at: ({ node: Text; offset: number } | undefined)[];
}

/** Visits the tree in document order; a visitor returning false does not enter the node. */
function walk(node: Nodes, visitor: (node: Nodes) => boolean): void {
  if (visitor(node) && 'children' in node) for (const child of node.children) walk(child, visitor);
}

/** One check of the parsed answer: the edits it needs, and what it cites if it needs none. */
function review(markdown: string, retrieved: readonly IndexedSection[]) {
  const tree = fromMarkdown(markdown);
  const byHref = new Map(retrieved.map((s) => [citationHref(s), s]));
  const numbers = new Set(retrieved.map((s) => s.number.toLowerCase()));
  const definitions = new Map<string, Definition>();
  walk(tree, (node) => {
    // The first definition of a label wins, as in the browser.
    if (node.type === 'definition' && !definitions.has(node.identifier)) {
      definitions.set(node.identifier, node);
    }
    return true;
  });
  const edits: Edit[] = [];
  const cited: number[] = [];
  const textEdits = new Map<Text, { start: number; end: number; text: string }[]>();
  const start = (node: Nodes) => node.position?.start.offset ?? 0;
  const end = (node: Nodes) => node.position?.end.offset ?? 0;
  const replace = (node: Nodes, text: string) =>
    edits.push({ start: start(node), end: end(node), text });
  const label = (node: Link | LinkReference) => {
    const first = node.children[0];
    const last = node.children.at(-1);
    return first && last ? markdown.slice(start(first), end(last)) : '';
  };

  /** Neutralises what the reader would see as a section or address the answer cannot back up. */
  const checkFlow = (flow: Flow) => {
    const cut = (from: number, to: number, text: string) => {
      for (let i = from; i < to; i += 1) {
        const at = flow.at[i];
        if (!at) continue;
        const list = textEdits.get(at.node) ?? [];
        const previous = list.at(-1);
        if (previous && previous.end === at.offset && i > from) previous.end = at.offset + 1;
        else list.push({ start: at.offset, end: at.offset + 1, text: i === from ? text : '' });
        textEdits.set(at.node, list);
      }
    };
    for (const mention of flow.text.matchAll(mentionPattern)) {
      const list = mention[1] ?? '';
      const listStart = (mention.index ?? 0) + mention[0].length - list.length;
      for (const n of list.matchAll(numberPattern)) {
        const base = /^\d+[A-Za-z]?/.exec(n[0])?.[0] ?? '';
        if (numbers.has(base.toLowerCase())) continue;
        const from = listStart + (n.index ?? 0);
        cut(from, from + n[0].length, unverifiedNumber);
      }
    }
    for (const address of flow.text.matchAll(tokenPattern)) {
      const token = address[0].replace(/[.,;:!?)\]]+$/, '');
      if (!readerPath.test(token)) continue;
      const target = lawTarget(token, byHref);
      if (target && !target.section) {
        const from = address.index ?? 0;
        cut(from, from + token.length, removedAddress);
      }
    }
  };

  // Collects the text of a paragraph or heading as rendered; code interrupts it.
  const flowOf = (node: Parent, flow: Flow) => {
    for (const child of node.children) {
      if (skipped.has(child)) {
        flow.text += '\u0000';
        flow.at.push(undefined);
      } else if (child.type === 'text') {
        for (let i = 0; i < child.value.length; i += 1) flow.at.push({ node: child, offset: i });
        flow.text += child.value;
      } else if (child.type === 'inlineCode') {
        flow.text += '\u0000';
        flow.at.push(undefined);
      } else if (child.type === 'break') {
        flow.text += '\n';
        flow.at.push(undefined);
      } else if ('children' in child) {
        flowOf(child, flow);
      }
    }
  };

  const skipped = new Set<Nodes>();
  walk(tree, (node) => {
    switch (node.type) {
      case 'html':
        // The web drops raw HTML (skipHtml); so does the answer, with whatever it hid.
        skipped.add(node);
        replace(node, '');
        return false;
      case 'definition': {
        const target = lawTarget(node.url, byHref);
        if (target && !target.section) {
          skipped.add(node);
          const next = markdown.slice(end(node)).match(/^[ \t]*\r?\n?/)?.[0] ?? '';
          edits.push({ start: start(node), end: end(node) + next.length, text: '' });
        }
        return false;
      }
      case 'image':
      case 'imageReference': {
        const url =
          node.type === 'image' ? node.url : (definitions.get(node.identifier)?.url ?? '');
        if (lawTarget(url, byHref)) {
          skipped.add(node);
          replace(node, escapeMarkdown(node.alt ?? ''));
        }
        return false;
      }
      case 'link':
      case 'linkReference': {
        const url = node.type === 'link' ? node.url : (definitions.get(node.identifier)?.url ?? '');
        const target = lawTarget(url, byHref);
        if (!target) return true;
        if (!target.section) {
          skipped.add(node);
          replace(node, label(node));
          return false;
        }
        const section = target.section;
        if (!cited.includes(section.id)) cited.push(section.id);
        const words = label(node) || `${section.shortTitle}, s. ${section.number}`;
        // Always the relative form: citations open in this app's reader.
        const canonical = `[${words}](${citationHref(section)})`;
        if (markdown.slice(start(node), end(node)) !== canonical) {
          skipped.add(node);
          replace(node, canonical);
          return false;
        }
        return true;
      }
      default:
        return true;
    }
  });
  // After the links: words inside a link being replaced are checked on the next round.
  walk(tree, (node) => {
    if (node.type === 'code' || node.type === 'inlineCode' || skipped.has(node)) return false;
    if (node.type !== 'paragraph' && node.type !== 'heading') return true;
    const flow: Flow = { text: '', at: [] };
    flowOf(node, flow);
    checkFlow(flow);
    return false;
  });

  for (const [node, list] of textEdits) {
    const source = markdown.slice(start(node), end(node));
    if (source === node.value) {
      for (const e of list)
        edits.push({ ...e, start: start(node) + e.start, end: start(node) + e.end });
      continue;
    }
    // Escapes or character references: the value's offsets are not the source's, so the node is
    // written again whole, literally.
    let value = node.value;
    for (const e of [...list].reverse())
      value = value.slice(0, e.start) + e.text + value.slice(e.end);
    edits.push({ start: start(node), end: end(node), text: escapeMarkdown(value) });
  }
  return { edits, cited };
}

/** Shown in place of an answer whose edits never settle (not seen in practice). */
export const uncheckable = 'messages.answerCouldNotChecked';

/**
 * Checks a whole answer as the web will render it (react-markdown: CommonMark, no GFM), so the
 * server sees exactly the links the reader gets. A link, reference or image into the law reader
 * that is not a retrieved section loses its link and keeps its words; a valid one is rewritten to
 * its canonical relative address. Raw HTML is dropped (the web never shows it). Outside code, a
 * section number in "section 12" / "s. 12" / "ss. 12 and 14" that is no retrieved section's
 * becomes "(unverified)", and a bare address into the reader that is not one becomes "(link
 * removed)". Returns the checked text and the ids of the sections it cites, in order.
 */
export function checkCitations(
  markdown: string,
  retrieved: readonly IndexedSection[],
): { text: string; cited: number[] } {
  // Edits are spliced into the LLM's own text at the parser's offsets, keeping its formatting;
  // an edit can reveal another (brackets left by an unlinked label), so check again until clean.
  let text = markdown;
  for (let round = 0; round < 8; round += 1) {
    const { edits, cited } = review(text, retrieved);
    if (edits.length === 0) return { text, cited };
    edits.sort((a, b) => a.start - b.start || a.end - b.end);
    const pieces: string[] = [];
    let at = 0;
    for (const edit of edits) {
      // Overlaps cannot happen (a replaced node is not entered), but never splice over one.
      if (edit.start < at) continue;
      pieces.push(text.slice(at, edit.start), edit.text);
      at = edit.end;
    }
    pieces.push(text.slice(at));
    text = pieces.join('');
  }
  return { text: uncheckable, cited: [] };
}

/**
 * For answers the server composes from the retrieved sections (the extractive answerer), streamed
 * as written: holds back an unfinished markdown link until it is complete, so each link is checked
 * before any of it reaches the reader. A model's answer goes through checkCitations whole instead.
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
    const { text: checked, cited } = checkOwnLinks(text, this.retrieved);
    for (const id of cited) if (!this.cited.includes(id)) this.cited.push(id);
    return checked;
  }
}
