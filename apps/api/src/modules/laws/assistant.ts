import { readFileSync } from 'node:fs';
import path from 'node:path';
import { hiddenAnswerKey } from '@civicng/contracts';
import { z } from 'zod';
import { apiRoot } from '../../paths.js';
import type { Database } from '../../db/client.js';
import type { Answerer } from './answer/answerer.js';
import { checkedAnswer } from './answer/checked-answer.js';
import { citationLink } from './answer/citations.js';
import { chatText } from './answer/extractive-answerer.js';
import { supersededBy } from './superseded.js';
import { answerLanguage } from '../../search/language-glossary.js';
import { say, type Language } from '../../i18n/index.js';
import { VersionedIndex } from '../../search/versioned-index.js';
import { corpusVersionQuery } from './corpus.js';
import { latestChatEntries, reserveChatEntryId, saveChatEntry } from './chat-repo.js';
import { SectionIndex, type Hit } from './retrieval/section-index.js';

/**
 * When the best section covers less than this share of what the question asks (Hit.confidence),
 * it answers a different question: the assistant says the law is not in the library instead.
 * Calibrated on the frozen blind and out-of-library sets (`npm run eval:chat`), see README.
 */
export const minimumConfidence = 0.3;

/**
 * A question on a subject another law governs (tenancy, labour, pensions: laws-not-held.json)
 * is answered from the library's sections only when they cover this much of it; below, the
 * assistant says which law it would need. Calibrated on the blind and out-of-library sets.
 */
export const confidenceBesideLawNotHeld = 0.45;

const NotHeld = z.array(z.object({ pattern: z.string(), name: z.string(), reason: z.string() }));
/** Laws citizens ask about that the library does not hold (yet); reasons in the data file. */
const lawsNotHeld = NotHeld.parse(
  JSON.parse(readFileSync(path.join(apiRoot, 'data', 'laws-not-held.json'), 'utf8')),
).map((law) => ({ pattern: new RegExp(law.pattern, 'i'), name: law.name }));

const bestConfidence = (hits: Hit[]) => Math.max(0, ...hits.map((h) => h.confidence));

/** One list from two searches: ordered by reciprocal rank, each section with its better figures. */
function fuse(lists: Hit[][], limit: number): Hit[] {
  const fused = new Map<number, { hit: Hit; rank: number }>();
  for (const list of lists) {
    list.forEach((hit, i) => {
      const seen = fused.get(hit.section.id);
      const rank = (seen?.rank ?? 0) + 1 / (60 + i);
      const better = !seen || hit.confidence > seen.hit.confidence ? hit : seen.hit;
      fused.set(hit.section.id, { hit: better, rank });
    });
  }
  return [...fused.values()]
    .sort((a, b) => b.rank - a.rank)
    .slice(0, limit)
    .map((f) => f.hit);
}

/**
 * The Law of the Land assistant: finds the sections that answer a question, has the answerer
 * write from them, checks every citation, and keeps the conversation.
 */
export class LawAssistant {
  private readonly index: VersionedIndex<SectionIndex>;

  constructor(
    private readonly database: Database,
    private readonly answerer: Answerer,
  ) {
    this.index = new VersionedIndex(database, corpusVersionQuery, (db) => SectionIndex.build(db));
  }

  /** The index, rebuilt when the corpus has changed (re-ingestion) since it was built. */
  sections(): Promise<SectionIndex> {
    return this.index.current();
  }

  /**
   * The sections that answer the question, best first, or none when even the best covers too
   * little of it. A restatement in statutory words is searched beside the question.
   */
  async retrieve(
    question: string,
    limit = 10,
    index?: SectionIndex,
    restated?: string,
  ): Promise<Hit[]> {
    index ??= await this.sections();
    const lists = [await index.search(question, { limit })];
    if (restated) lists.push(await index.search(restated, { limit }));
    const hits = fuse(lists, limit);
    return bestConfidence(hits) >= minimumConfidence ? hits : [];
  }

  private readonly notHeldFor = new WeakMap<SectionIndex, typeof lawsNotHeld>();

  /** The laws not held, less any the library has come to hold (an act whose title matches). */
  private notHeld(index: SectionIndex): typeof lawsNotHeld {
    let list = this.notHeldFor.get(index);
    if (!list) {
      const titles = [...new Set(index.sections.map((s) => s.actTitle))];
      list = lawsNotHeld.filter((law) => !titles.some((t) => law.pattern.test(t)));
      this.notHeldFor.set(index, list);
    }
    return list;
  }

  /** The answerer's restatement of the question, or none when it has none or it fails. */
  private async restate(question: string, signal?: AbortSignal): Promise<string | undefined> {
    if (!this.answerer.restate) return undefined;
    try {
      return (await this.answerer.restate(question, signal)).slice(0, 600) || undefined;
    } catch {
      // Retrieval still has the question itself.
      return undefined;
    }
  }

  /**
   * An id for the entry an answer will be saved as, taken before its first words are sent so the
   * stream can name it (the citizen may report the answer). Unused if the answer is not saved.
   */
  async reserveEntryId(): Promise<number> {
    return reserveChatEntryId(this.database);
  }

  /**
   * Streams the answer's chunks; the entry is saved once the answer is complete (as `entryId`
   * when one was reserved). Every citation is checked against the sections retrieved for this
   * question before it is sent.
   */
  async *ask(input: {
    userId?: string;
    entryId?: number;
    question: string;
    /** The language the asker reads (the screen's); a question in another of ours wins. */
    language?: Language;
    signal?: AbortSignal;
  }): AsyncGenerator<string, { answer: string; cited: number[] }> {
    const language = answerLanguage(input.question, input.language ?? 'en');
    const index = await this.sections();
    if (index.size === 0) {
      const text = chatText(language, 'chat.stillLoading');
      yield text;
      return { answer: text, cited: [] };
    }
    const restated = await this.restate(input.question, input.signal);
    const missing = this.notHeld(index).find((m) => m.pattern.test(input.question));
    let hits = await this.retrieve(input.question, 10, index, restated);
    if (missing && bestConfidence(hits) < confidenceBesideLawNotHeld) {
      hits = [];
    }
    const retrieved = hits.map((h) => h.section);
    let answer = '';
    if (missing) {
      const note = `${chatText(language, hits.length > 0 ? 'chat.lawNotHeldClosest' : 'chat.lawNotHeld', { law: missing.name })}\n\n`;
      answer += note;
      yield note;
    }
    const written = this.answerer.answer(
      {
        question: input.question,
        statuteWords: index.normalise(input.question),
        hits,
        mend: index.mendQuote,
        language,
      },
      input.signal,
    );
    const checked = checkedAnswer(this.answerer, written, retrieved);
    let next = await checked.next();
    for (; !next.done; next = await checked.next()) {
      answer += next.value;
      yield next.value;
    }
    const cited = next.value;
    // An answer that cited nothing still shows where it came from.
    if (cited.length === 0 && hits.length > 0 && this.answerer.name !== 'extractive') {
      const sources = `

Sources: ${hits
        .slice(0, 3)
        .map((h) => citationLink(h.section))
        .join(', ')}`;
      answer += sources;
      cited.push(...hits.slice(0, 3).map((h) => h.section.id));
      yield sources;
    }
    // An act a later one repealed is still cited, but never as the law today: one note per act.
    const supersededActs = new Map<string, { title: string; replacement: string }>();
    for (const s of retrieved) {
      const replacement = cited.includes(s.id) ? supersededBy(s.act) : null;
      if (replacement && !supersededActs.has(s.act)) {
        supersededActs.set(s.act, { title: s.shortTitle, replacement });
      }
    }
    for (const { title, replacement } of supersededActs.values()) {
      const note = `\n\n${chatText(language, 'chat.actSuperseded', { act: title, replacement })}`;
      answer += note;
      yield note;
    }
    if (input.userId) {
      await saveChatEntry(this.database, {
        userId: input.userId,
        entryId: input.entryId,
        question: input.question,
        answer,
        cited,
      });
    }
    return { answer, cited };
  }

  /** The user's latest entries, oldest first; an answer hidden after review says only that. */
  async history(userId: string, language: Language, limit = 200) {
    const rows = await latestChatEntries(this.database, userId, limit);
    return rows.reverse().map((r) => ({
      user_query: r.userQuery,
      ai_response: r.hidden ? say(language, hiddenAnswerKey) : r.aiResponse,
      timestamp: r.createdAt.toISOString(),
      entry_id: r.id,
      hidden: r.hidden,
    }));
  }
}
