import type { Hit } from '../retrieval/section-index.js';
import { isPidgin } from '../../../search/pidgin.js';
import type { Answerer, AnswerInput } from './answerer.js';
import { citationHref } from './citations.js';
import { quoteFor } from './provision-quote.js';

export const notInLibrary = 'that part of the law is not in the library yet';
export const nothingFound =
  'This is not in our library: none of the laws we hold answers this question, so I will not guess. Try asking with other words, or name the law you have in mind.';
export const nothingFoundPidgin =
  'E no dey our library: no law wey we get answer dis question, so I no go guess. Try ask am another way, or name the law wey you dey think.';
export const disclaimer =
  '_This is general information from the text of the law, not legal advice. Open a citation to read the whole section._';

const intro = {
  en: 'Here is what the law in our library says:',
  pcm: 'See wetin the law for our library talk (na English the law dey):',
};

// A section scoring under this share of the best one answers a different question.
const weakerThanBest = 0.4;

/** The answer's language: Pidgin when the question uses Pidgin words, else English. */
export const questionLanguage = (question: string): 'en' | 'pcm' =>
  isPidgin(question) ? 'pcm' : 'en';

const heading = (hit: Hit) => {
  const s = hit.section;
  const title = s.title ? ` — ${s.title.replace(/[.\s]+$/, '')}` : '';
  return `**${s.shortTitle}, s. ${s.number}${title}**`;
};

function provision(hit: Hit, question: string, mend: AnswerInput['mend']): string {
  const s = hit.section;
  const parts = [heading(hit)];
  if (s.plainWords) parts.push(s.plainWords);
  if (s.incomplete) {
    parts.push(
      `Our copy of this section's text is incomplete, so ${notInLibrary}: [${s.shortTitle}, s. ${s.number}](${citationHref(s)})`,
    );
    return parts.join('\n\n');
  }
  const quote = quoteFor(s.body, question, (text) => (mend ? mend(s.act, text) : text));
  const cite = `${s.shortTitle}, s. ${s.number}${quote?.subsection ? `(${quote.subsection})` : ''}`;
  parts.push(
    quote
      ? `> “${quote.text}” — [${cite}](${citationHref(s)})`
      : `Read the section: [${cite}](${citationHref(s)})`,
  );
  return parts.join('\n\n');
}

/**
 * The offline default: for each section that answers the question, its plain-language note first,
 * then the words of the subsection that answers, quoted with its citation.
 */
export const extractiveAnswerer: Answerer = {
  name: 'extractive',
  composed: true,
  async *answer({ question, hits, mend }: AnswerInput) {
    const language = questionLanguage(question);
    if (hits.length === 0) {
      yield language === 'pcm' ? nothingFoundPidgin : nothingFound;
      return;
    }
    const best = hits[0]?.score ?? 0;
    const top = hits.slice(0, 3).filter((h) => h.score >= best * weakerThanBest);
    yield `${intro[language]}\n\n`;
    for (const hit of top) yield `${provision(hit, question, mend)}\n\n`;
    yield disclaimer;
  },
};
