import type { Hit } from '../retrieval/section-index.js';

export interface AnswerInput {
  question: string;
  hits: Hit[];
  /** Whether a word reads as printed English rather than scan damage (quotes with damage are left out). */
  clean?: (word: string) => boolean;
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
