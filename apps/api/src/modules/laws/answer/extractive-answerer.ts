import { noteIn, type Hit } from '../retrieval/section-index.js';
import { type Language, translate } from '../../../i18n/index.js';
import type { Answerer, AnswerInput } from './answerer.js';
import { citationHref, citationLabel } from './citations.js';
import { quoteFor } from './provision-quote.js';

/** The answer's own sentences in the asker's language; quoted law stays in English. */
export const chatText = (language: Language, key: string, values: Record<string, string> = {}) =>
  translate(language, key, {
    notInLibrary: translate(language, 'chat.notInLibrary'),
    ...values,
  });

// A section scoring under this share of the best one answers a different question.
const weakerThanBest = 0.4;

const heading = (hit: Hit) => {
  const s = hit.section;
  const title = s.title ? ` — ${s.title.replace(/[.\s]+$/, '')}` : '';
  return `**${citationLabel(s)}${title}**`;
};

/**
 * The section's note in the asker's language; where it has not been translated yet, the English
 * note after a line, in the asker's language, that says so.
 */
function explained(s: Hit['section'], language: Language): string | null {
  const words = noteIn(s, language);
  if (!words || language === 'en' || s.plainWordsIn[language]) return words;
  return `_${chatText(language, 'chat.noteInEnglish')}_ ${words}`;
}

function provision(
  hit: Hit,
  question: string,
  mend: AnswerInput['mend'],
  language: Language,
): string {
  const s = hit.section;
  const parts = [heading(hit)];
  const note = explained(s, language);
  if (note) parts.push(note);
  if (s.incomplete) {
    parts.push(
      `${chatText(language, 'chat.incomplete')} [${citationLabel(s)}](${citationHref(s)})`,
    );
    return parts.join('\n\n');
  }
  const quote = quoteFor(s.body, question, (text) => (mend ? mend(s.act, text) : text));
  const cite = `${citationLabel(s)}${quote?.subsection ? `(${quote.subsection})` : ''}`;
  parts.push(
    quote
      ? `> “${quote.text}” — [${cite}](${citationHref(s)})`
      : `${chatText(language, 'chat.readSection')} [${cite}](${citationHref(s)})`,
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
  async *answer({ question, statuteWords, hits, mend, language }: AnswerInput) {
    if (hits.length === 0) {
      yield chatText(language, 'chat.nothingFound');
      return;
    }
    const best = hits[0]?.score ?? 0;
    const top = hits.slice(0, 3).filter((h) => h.score >= best * weakerThanBest);
    yield `${chatText(language, 'chat.intro')}\n\n`;
    // The subsection to quote is chosen by the asker's words and by the statute words they were
    // read as (a Yoruba "olùkọ́" is the statutes' "teacher").
    const asked = statuteWords ? `${question} ${statuteWords}` : question;
    for (const hit of top) yield `${provision(hit, asked, mend, language)}\n\n`;
    yield `_${chatText(language, 'chat.disclaimer')}_`;
  },
};
