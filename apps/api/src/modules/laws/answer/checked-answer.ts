import type { IndexedSection } from '../retrieval/section-index.js';
import type { Answerer } from './answerer.js';
import { CitationFilter, checkCitations } from './citations.js';

/**
 * The answerer's words with every citation checked against the sections retrieved for this
 * question; returns the ids of the sections it cited. The offline answerer's text is checked as
 * it streams; a model's answer is checked whole, then sent in one piece, since a reference
 * definition at its end can turn earlier words into a link.
 */
export async function* checkedAnswer(
  answerer: Pick<Answerer, 'composed'>,
  written: AsyncIterable<string>,
  retrieved: readonly IndexedSection[],
): AsyncGenerator<string, number[]> {
  if (answerer.composed) {
    const filter = new CitationFilter(retrieved);
    for await (const chunk of written) {
      const checked = filter.push(chunk);
      if (checked) yield checked;
    }
    const rest = filter.flush();
    if (rest) yield rest;
    return filter.cited;
  }
  let whole = '';
  for await (const chunk of written) whole += chunk;
  const checked = checkCitations(whole, retrieved);
  if (checked.text) yield checked.text;
  return checked.cited;
}
