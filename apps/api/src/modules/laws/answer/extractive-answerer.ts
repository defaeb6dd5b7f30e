import type { Hit, IndexedSection } from '../retrieval/section-index.js';
import { simplify } from '../../../search/normalise.js';
import type { Answerer, AnswerInput } from './answerer.js';
import { citationLink } from './citations.js';

export const notInLibrary = 'that part of the law is not in the library yet';
export const nothingFound =
  'I could not find a provision in the laws in our library that answers this question, so I will not guess. Try asking with other words, or name the law you have in mind.';
export const disclaimer =
  '_This is general information from the text of the law, not legal advice. Open a citation to read the whole section._';

const stop = new Set(
  'the a an is are can my me i to of in for on and or be it that this what does do who how if with by as at from their his her our we you your they them there just still because about any has have was were will would should could not no'.split(
    ' ',
  ),
);

/** The sentences of a section that share the most words with the question, in their order. */
export function excerpt(section: IndexedSection, question: string, maxChars = 420): string {
  const words = new Set(
    simplify(question)
      .split(' ')
      .filter((w) => w.length > 2 && !stop.has(w))
      .map((w) => w.slice(0, 5)),
  );
  const sentences = section.body
    .replace(/\s+/g, ' ')
    .split(/(?<=[.;:])\s+(?=\(?[A-Z0-9(])/)
    .map((s) => s.trim())
    .filter((s) => s.length > 20);
  if (sentences.length === 0) return section.body.replace(/\s+/g, ' ').slice(0, maxChars);
  const scored = sentences.map((text, index) => ({
    text,
    index,
    score: simplify(text)
      .split(' ')
      .filter((w) => words.has(w.slice(0, 5))).length,
  }));
  const best = [...scored].sort((a, b) => b.score - a.score || a.index - b.index);
  const chosen: typeof scored = [];
  let length = 0;
  for (const s of best) {
    if (length + s.text.length > maxChars && chosen.length > 0) break;
    chosen.push(s);
    length += s.text.length;
    if (chosen.length >= 2) break;
  }
  const text = chosen
    .sort((a, b) => a.index - b.index)
    .map((s) => s.text)
    .join(' … ');
  return text.length > maxChars + 80 ? `${text.slice(0, maxChars).replace(/\s+\S*$/, '')} …` : text;
}

function provision(hit: Hit, question: string): string {
  const s = hit.section;
  const title = s.title ? ` — ${s.title.replace(/[.\s]+$/, '')}` : '';
  if (s.incomplete) {
    return `**${s.shortTitle}, s. ${s.number}${title}.** This section looks relevant, but ${notInLibrary}: our copy of its text is incomplete. ${citationLink(s)}`;
  }
  return `**${s.shortTitle}, s. ${s.number}${title}.** “${excerpt(s, question)}” ${citationLink(s)}`;
}

/** The offline default: composes the answer from the retrieved sections themselves. */
export const extractiveAnswerer: Answerer = {
  name: 'extractive',
  composed: true,
  async *answer({ question, hits }: AnswerInput) {
    if (hits.length === 0) {
      yield nothingFound;
      return;
    }
    const top = hits.slice(0, 3);
    yield top.length === 1
      ? 'Here is the provision of Nigerian law that speaks most directly to your question:\n\n'
      : 'Here are the provisions of Nigerian law that speak most directly to your question:\n\n';
    for (const hit of top) yield `${provision(hit, question)}\n\n`;
    yield disclaimer;
  },
};
