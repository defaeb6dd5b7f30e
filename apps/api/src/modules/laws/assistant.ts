import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { chatEntries } from '../../db/schema.js';
import type { Answerer } from './answer/answerer.js';
import { CitationFilter, checkCitations, citationLink } from './answer/citations.js';
import { notInLibrary } from './answer/extractive-answerer.js';
import { VersionedIndex } from '../../search/versioned-index.js';
import { SectionIndex, type Hit } from './retrieval/section-index.js';

// Below this a "best" section shares only common words with the question: better to say so.
const minimumScore = 6;

/** Laws citizens ask about that the library does not hold (yet). */
const missingLaws: { pattern: RegExp; name: string }[] = [
  { pattern: /\banambra\b|homeland security/i, name: 'the Anambra State Homeland Security Law' },
  { pattern: /electricity act(?: 2023)?|\b2023\b.*electricity/i, name: 'the Electricity Act 2023' },
];

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
    this.index = new VersionedIndex(
      database,
      sql`select count(*)::text || ':' || coalesce(max(ingested_at)::text, '') as v from law_documents`,
      (db) => SectionIndex.build(db),
    );
  }

  /** The index, rebuilt when the corpus has changed (re-ingestion) since it was built. */
  sections(): Promise<SectionIndex> {
    return this.index.current();
  }

  async retrieve(question: string, limit = 10, index?: SectionIndex): Promise<Hit[]> {
    index ??= await this.sections();
    const hits = await index.search(question, { limit });
    return (hits[0]?.score ?? 0) >= minimumScore ? hits : [];
  }

  /**
   * Streams the answer's chunks; the entry is saved once the answer is complete. Every citation
   * is checked against the sections retrieved for this question before it is sent.
   */
  async *ask(input: {
    userId?: string;
    question: string;
    signal?: AbortSignal;
  }): AsyncGenerator<string, { answer: string; cited: number[] }> {
    const index = await this.sections();
    if (index.size === 0) {
      const text = `The law library is still being loaded, so ${notInLibrary}. Please try again in a minute.`;
      yield text;
      return { answer: text, cited: [] };
    }
    const hits = await this.retrieve(input.question, 10, index);
    const retrieved = hits.map((h) => h.section);
    let answer = '';
    const missing = missingLaws.find((m) => m.pattern.test(input.question));
    if (missing) {
      const note = `Note: ${missing.name} is not in our library, so ${notInLibrary}. What follows is the closest general law we hold.\n\n`;
      answer += note;
      yield note;
    }
    const written = this.answerer.answer({ question: input.question, hits }, input.signal);
    let cited: number[];
    if (this.answerer.composed) {
      const filter = new CitationFilter(retrieved);
      for await (const chunk of written) {
        const checked = filter.push(chunk);
        if (checked) {
          answer += checked;
          yield checked;
        }
      }
      const rest = filter.flush();
      if (rest) {
        answer += rest;
        yield rest;
      }
      cited = filter.cited;
    } else {
      // A model's answer is checked whole, then sent in one piece: a reference definition at its
      // end can turn earlier words into a link.
      let whole = '';
      for await (const chunk of written) whole += chunk;
      const checked = checkCitations(whole, retrieved);
      cited = checked.cited;
      if (checked.text) {
        answer += checked.text;
        yield checked.text;
      }
    }
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
    if (input.userId) {
      await this.database.db.insert(chatEntries).values({
        userId: input.userId,
        userQuery: input.question,
        aiResponse: answer,
        citations: cited,
      });
    }
    return { answer, cited };
  }

  async history(userId: string, limit = 200) {
    const rows = await this.database.db
      .select()
      .from(chatEntries)
      .where(eq(chatEntries.userId, userId))
      .orderBy(desc(chatEntries.createdAt), desc(chatEntries.id))
      .limit(limit);
    return rows.reverse().map((r) => ({
      user_query: r.userQuery,
      ai_response: r.aiResponse,
      timestamp: r.createdAt.toISOString(),
    }));
  }
}
