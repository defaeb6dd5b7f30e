import type { Hit } from '../retrieval/section-index.js';

export interface AnswerInput {
  question: string;
  hits: Hit[];
}

/** Writes an answer as a stream of markdown chunks, citing only the given sections. */
export interface Answerer {
  readonly name: string;
  answer(input: AnswerInput, signal?: AbortSignal): AsyncIterable<string>;
}
