import type { Language } from '../../../i18n/index.js';
import type { Hit } from '../retrieval/section-index.js';

export interface AnswerInput {
  question: string;
  /** The asker's language: the answer's own sentences are written in it. */
  language: Language;
  hits: Hit[];
  /**
   * The question as the search read it: Pidgin, Hausa, Yoruba or Igbo words put in the statutes'
   * English, misspellings mended. The quoted subsection is chosen by these words too.
   */
  statuteWords?: string;
  /** A section's words to quote, mended of scan damage, or undefined when they cannot be. */
  mend?: (act: string, text: string) => string | undefined;
}

/** Writes an answer as a stream of markdown chunks, citing only the given sections. */
export interface Answerer {
  readonly name: string;
  /**
   * True when the answer is made only of the retrieved sections' own words and links (no model
   * writes it): it streams as written. Otherwise it is checked whole before any of it is sent.
   */
  readonly composed?: boolean;
  answer(input: AnswerInput, signal?: AbortSignal): AsyncIterable<string>;
  /**
   * The question restated in the words a statute would use, searched beside the question itself
   * (a citizen says "sack", the law says "terminate employment").
   */
  restate?(question: string, signal?: AbortSignal): Promise<string>;
}
