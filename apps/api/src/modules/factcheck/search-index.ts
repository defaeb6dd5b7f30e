import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { Bm25Index, fieldTerms, type FieldParams } from '../../search/bm25.js';
import { lexemesOf, WordLexemes } from '../../search/lexemes.js';
import { QueryNormaliser, simplify } from '../../search/normalise.js';
import { foldSpelling } from '../../search/spelling-variants.js';
import { lemmaCandidates, wordNetSynonyms } from '../../search/wordnet.js';
import { englishWords } from '../../search/english-words.js';
import { handAliases, type Alias } from './aliases.js';
import { mineAliases } from './mined-aliases.js';
import type { Neighbourhood, WordVectors } from '../../search/semantic/index.js';

export interface IndexedFactCheck {
  id: number;
  claim: string | null;
  claimant: string | null;
  reviewDate: string | null;
  publisher: string | null;
  rating: string | null;
  sourceUrl: string;
}

export interface FactCheckHit {
  item: IndexedFactCheck;
  score: number;
  /**
   * How much of what was asked the claim covers: the share of the query's words, each weighted
   * by how rare it is in the store (idf), that the claim holds, itself or through an alias or
   * synonym (which counts for less). A word the store has never seen counts against.
   */
  confidence: number;
  /**
   * Whether the claim names every person, place or thing the query names (words no dictionary
   * holds), itself or through an alias: without them the check is about something else.
   */
  onTopic: boolean;
  /**
   * The confidence with words found by meaning counted too (a query word's nearest words in the
   * store): enough to offer the check among the closest, never to show it as a match.
   */
  nearConfidence: number;
  /**
   * Whether the claim holds a word the citizen typed (not only words search guessed or added),
   * or one nearest in meaning to it.
   */
  holdsNearWord: boolean;
}

const fields: FieldParams[] = [
  { weight: 1, b: 0.75 }, // claim
  { weight: 0.4, b: 0.5 }, // claimant and publisher
];
/** Words the citizen did not type count for less than those they did. */
const aliasWeight = 0.7;
const synonymWeight = 0.4;
/**
 * A query word's nearest words in the store by meaning (word vectors): how many, how near (a
 * cosine), and how much they count. Set once from the trial in issue 30 (cosine 0.62, weight 0.5),
 * not fitted to evaluation queries.
 */
const neighbourLimit = 4;
const neighbourCosine = 0.62;
const neighbourWeight = 0.5;
/** Words commoner than this (by the vectors' own frequency order) carry no meaning to expand. */
const commonRank = 400;

/**
 * What a query word or phrase brings in: `weight` in the ranking, `cover` in the confidence of a
 * match, `nearCover` in the confidence of a closest check.
 */
interface Expansion {
  from: string;
  terms: string[];
  weight: number;
  cover: number;
  nearCover: number;
}

const phrase = (text: string) => foldSpelling(simplify(text));

/**
 * Searches the fact-check store for a rumour as people say it: Postgres's English stemming and
 * BM25F over claim and claimant, one spelling for British and American variants, misspellings
 * mended against the store's own words (edits, then trigram similarity), Pidgin mapped, aliases
 * (public knowledge from a data file, and those the store defines itself), and WordNet synonyms
 * that the store uses.
 */
export class FactCheckIndex {
  private readonly lexemes: WordLexemes;

  private constructor(
    database: Database,
    private readonly index: Bm25Index<IndexedFactCheck>,
    private readonly normaliser: QueryNormaliser,
    private readonly aliases: Alias[],
    private readonly synonyms: ReadonlyMap<string, string[]>,
    private readonly meaning?: { vectors: WordVectors; store: Neighbourhood },
  ) {
    this.lexemes = new WordLexemes(database);
  }

  static async build(database: Database, vectors?: WordVectors): Promise<FactCheckIndex> {
    const rows = await database.rows<{
      id: number;
      claim: string | null;
      claimant: string | null;
      review_date: string | null;
      publisher: string | null;
      rating: string | null;
      source_url: string;
    }>(sql`
      select id, claim, claimant, review_date::text as review_date, publisher, rating, source_url
      from fact_checks`);
    const [claimTerms, byTerms] = await Promise.all([
      lexemesOf(
        database,
        rows.map((r) => foldSpelling(r.claim ?? '')),
      ),
      lexemesOf(
        database,
        rows.map((r) => foldSpelling(`${r.claimant ?? ''} ${r.publisher ?? ''}`)),
      ),
    ]);
    const vocabulary = new Map<string, number>();
    for (const r of rows) {
      for (const w of phrase(`${r.claim ?? ''} ${r.claimant ?? ''}`).split(' ')) {
        if (w) vocabulary.set(w, (vocabulary.get(w) ?? 0) + 1);
      }
    }
    // The store's words and the lemmas they inflect (ventilators → ventilator).
    const lemmas = new Set([...vocabulary.keys()].flatMap((w) => lemmaCandidates(w)));
    const known = (text: string) => text.split(' ').every((w) => lemmas.has(w));
    const aliases = [
      ...handAliases(),
      ...mineAliases(rows.flatMap((r) => [r.claim ?? '', r.rating ?? ''])),
    ].map((a) => ({ triggers: a.triggers.map(phrase), terms: a.terms.map(phrase) }));
    const synonyms = new Map(
      [...wordNetSynonyms((w) => known(phrase(w)))].map(([w, list]) => [w, list.map(phrase)]),
    );
    // A word the dictionary, an alias or WordNet knows is never "repaired" into a store word
    // (embroidered → embroil); names and misspellings are.
    const protectedWords = new Set([
      ...englishWords(),
      ...aliases.flatMap((a) => a.triggers.flatMap((t) => t.split(' '))),
      ...[...synonyms.keys()].filter((k) => !k.includes(' ')),
    ]);
    const empty = () => new Map<string, number>();
    const documents = rows.map((r, i) => ({
      item: {
        id: r.id,
        claim: r.claim,
        claimant: r.claimant,
        reviewDate: r.review_date,
        publisher: r.publisher,
        rating: r.rating,
        sourceUrl: r.source_url,
      },
      fields: [fieldTerms(claimTerms[i] ?? empty()), fieldTerms(byTerms[i] ?? empty())],
    }));
    return new FactCheckIndex(
      database,
      new Bm25Index(documents),
      new QueryNormaliser(vocabulary, protectedWords, { fuzzy: true, keepCorpusWords: true }),
      aliases,
      synonyms,
      vectors && {
        vectors,
        store: vectors.neighbourhood(
          [...vocabulary.keys()].filter((w) => (vectors.rank(w) ?? 0) >= commonRank),
        ),
      },
    );
  }

  get size(): number {
    return this.index.size;
  }

  /**
   * The query as search reads it (simplified, Pidgin mapped, misspellings mended, one spelling),
   * and the words in it that were only guessed.
   */
  private read(query: string): { text: string; guessed: string[] } {
    const { text, guessed } = this.normaliser.read(query);
    return { text: foldSpelling(text), guessed: guessed.map(foldSpelling) };
  }

  /**
   * What the query's words and phrases bring in: aliases, then WordNet synonyms of collocations
   * ("breathing machine") and of the words the store does not use.
   */
  private expansions(text: string): Expansion[] {
    const padded = ` ${text} `;
    const found: Expansion[] = [];
    for (const a of this.aliases) {
      const trigger = a.triggers.find((t) => padded.includes(` ${t} `));
      if (trigger) {
        found.push({
          from: trigger,
          terms: a.terms,
          weight: aliasWeight,
          cover: aliasWeight,
          nearCover: aliasWeight,
        });
      }
    }
    const words = text.split(' ');
    for (let n = 3; n >= 1; n -= 1) {
      for (let i = 0; i + n <= words.length; i += 1) {
        const head = words.slice(i, i + n - 1);
        for (const last of lemmaCandidates(words[i + n - 1] ?? '')) {
          const lemma = [...head, last].join(' ');
          const synonyms = this.synonyms.get(lemma);
          if (synonyms) {
            found.push({
              from: words.slice(i, i + n).join(' '),
              terms: synonyms,
              weight: synonymWeight,
              cover: aliasWeight,
              nearCover: aliasWeight,
            });
            break;
          }
        }
      }
    }
    if (this.meaning) {
      const { vectors, store } = this.meaning;
      for (const word of new Set(words)) {
        if ((vectors.rank(word) ?? 0) < commonRank) continue;
        const near = store.nearest(word, neighbourLimit, neighbourCosine);
        if (near.length > 0) {
          found.push({
            from: word,
            terms: near.map((n) => n.word),
            weight: neighbourWeight,
            // Meaning finds; the words decide: a claim holding only a word near in meaning to
            // one asked covers none of it as a match (the empty state stays as the words alone
            // say), but may be offered among the closest checks.
            cover: 0,
            nearCover: neighbourWeight,
          });
        }
      }
    }
    return found;
  }

  async search(query: string, limit = 10): Promise<FactCheckHit[]> {
    const { text, guessed } = this.read(query);
    const expansions = this.expansions(text);
    // Names: the words no dictionary holds (people, places, diseases, bodies).
    const names = [...new Set(text.split(' '))].filter(
      (w) => w.length > 2 && !/\d/.test(w) && !englishWords().has(w),
    );
    const [own = new Map<string, number>(), ...found] = await this.lexemes.of([
      text,
      ...names,
      ...guessed,
      ...expansions.flatMap((e) => [e.from, e.terms.join(' ')]),
    ]);
    const nameTerms = found.slice(0, names.length).map((m) => [...m.keys()]);
    const guessedTerms = new Set(
      found.slice(names.length, names.length + guessed.length).flatMap((m) => [...m.keys()]),
    );
    const lexemes = found.slice(names.length + guessed.length);
    const weights = new Map([...own.keys()].map((t) => [t, 1]));
    // Each query word's family: what its expansions brought in, each with how much a claim
    // holding it covers of the word.
    const family = new Map(
      [...own.keys()].map((t) => [t, new Map<string, { cover: number; nearCover: number }>()]),
    );
    expansions.forEach((e, i) => {
      const from = lexemes[i * 2] ?? new Map<string, number>();
      const terms = lexemes[i * 2 + 1] ?? new Map<string, number>();
      for (const t of terms.keys()) {
        weights.set(t, Math.max(weights.get(t) ?? 0, e.weight));
        for (const f of from.keys()) {
          const members = family.get(f);
          const known = members?.get(t);
          members?.set(t, {
            cover: Math.max(known?.cover ?? 0, e.cover),
            nearCover: Math.max(known?.nearCover ?? 0, e.nearCover),
          });
        }
      }
    });
    const idf = (t: string) => this.index.idf(t);
    const ceiling = [...own.keys()].reduce((sum, t) => sum + idf(t), 0) || 1;
    /** How much of the query word `t` the claim's terms cover through its family (0: none). */
    const coverage = (terms: Set<string>, t: string) => {
      const best = { cover: 0, nearCover: 0 };
      for (const [x, c] of family.get(t) ?? []) {
        if (!terms.has(x)) continue;
        best.cover = Math.max(best.cover, c.cover);
        best.nearCover = Math.max(best.nearCover, c.nearCover);
      }
      return best;
    };
    const holds = (terms: Set<string>, t: string) => terms.has(t) || coverage(terms, t).cover > 0;
    const ranked = this.index.rank(weights, fields, limit * 3);
    // One result per article: round-ups share a URL across several claims.
    const seen = new Set<string>();
    const hits: FactCheckHit[] = [];
    for (const { item, score, terms } of ranked) {
      if (seen.has(item.sourceUrl)) continue;
      seen.add(item.sourceUrl);
      let covered = 0;
      let nearCovered = 0;
      let holdsNearWord = false;
      for (const t of own.keys()) {
        // A word search only guessed counts as one the citizen did not type.
        const typed = !guessedTerms.has(t);
        if (terms.has(t)) {
          const share = (typed ? 1 : aliasWeight) * idf(t);
          covered += share;
          nearCovered += share;
          holdsNearWord ||= typed;
        } else {
          const { cover, nearCover } = coverage(terms, t);
          covered += cover * idf(t);
          nearCovered += nearCover * idf(t);
          // Held through meaning alone (aliases and synonyms count the same either way).
          holdsNearWord ||= typed && nearCover > cover;
        }
      }
      hits.push({
        item,
        score,
        confidence: covered / ceiling,
        nearConfidence: nearCovered / ceiling,
        holdsNearWord,
        onTopic: nameTerms.every((ts) => ts.length === 0 || ts.some((t) => holds(terms, t))),
      });
      if (hits.length === limit) break;
    }
    return hits;
  }
}
