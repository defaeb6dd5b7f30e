import { getDocumentProxy } from 'unpdf';

export interface PdfText {
  /** The text in reading order, one printed line per line, pages separated by a blank line. */
  text: string;
  /** The document's own title (PDF metadata), when it has one. */
  title: string | null;
  pages: number;
}

interface TextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
  hasEOL: boolean;
}

const isTextItem = (item: object): item is TextItem => 'str' in item && 'transform' in item;

/** Extracts the text layer of a PDF with PDF.js (through unpdf), line by line. */
export async function extractPdfText(bytes: Uint8Array): Promise<PdfText> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  try {
    const meta = await pdf.getMetadata().catch(() => undefined);
    const info: unknown = meta?.info;
    const declared = info && typeof info === 'object' && 'Title' in info ? info.Title : undefined;
    const title = typeof declared === 'string' && declared.trim() ? declared.trim() : null;
    const pages: string[][] = [];
    for (let n = 1; n <= pdf.numPages; n += 1) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      pages.push(pageLines((content.items as object[]).filter(isTextItem)));
      page.cleanup();
    }
    return { text: dropPageFurniture(pages).join('\n\n'), title, pages: pdf.numPages };
  } finally {
    await pdf.destroy();
  }
}

function pageLines(items: TextItem[]): string[] {
  const lines: string[] = [];
  let line = '';
  let lastY: number | undefined;
  let lastEnd: number | undefined;
  for (const item of items) {
    const [, , , , x = 0, y = 0] = item.transform;
    const newLine =
      lastY !== undefined && Math.abs(y - lastY) > Math.max(item.height, 1) * 0.5 && line !== '';
    if (newLine) {
      lines.push(line);
      line = '';
      lastEnd = undefined;
    }
    // Items on one line with a visible gap between them are separate words.
    const gap = lastEnd !== undefined && x - lastEnd > Math.max(item.height, 1) * 0.15;
    if (gap && line && !/\s$/.test(line) && !/^\s/.test(item.str)) line += ' ';
    line += item.str;
    if (item.str !== '') {
      lastY = y;
      lastEnd = x + item.width;
    }
    if (item.hasEOL) {
      lines.push(line);
      line = '';
      lastEnd = undefined;
    }
  }
  if (line) lines.push(line);
  return lines.map((l) => l.replace(/\s+$/, ''));
}

/**
 * Drops running headers and footers: a line among the first or last two of a page that recurs,
 * numbers aside, on at least half the pages (and on three or more).
 */
function dropPageFurniture(pages: string[][]): string[] {
  const key = (line: string) => line.replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();
  const edges = (lines: string[]) => {
    const filled = lines.map((l, i) => [l, i] as const).filter(([l]) => l.trim() !== '');
    return new Set([...filled.slice(0, 2), ...filled.slice(-2)].map(([, i]) => i));
  };
  const seen = new Map<string, number>();
  for (const lines of pages) {
    const keys = new Set([...edges(lines)].map((i) => key(lines[i] ?? '')));
    for (const k of keys) seen.set(k, (seen.get(k) ?? 0) + 1);
  }
  const minimum = Math.max(3, Math.ceil(pages.length / 2));
  const furniture = new Set([...seen].filter(([, n]) => n >= minimum).map(([k]) => k));
  return pages.map((lines) => {
    const at = edges(lines);
    return lines.filter((line, i) => !(at.has(i) && furniture.has(key(line)))).join('\n');
  });
}
