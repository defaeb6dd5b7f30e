import type { FactCheckResult } from '@civicng/contracts';
import { simplify } from '../../search/normalise.js';

/**
 * Two claims are the same rumour told by two publishers when this share of their words (of four
 * letters or more: no "the", "in", "of") is common to both (Jaccard similarity).
 */
const sameClaimShare = 0.6;

const claimWords = (claim: string | null) =>
  new Set(
    simplify(claim ?? '')
      .split(' ')
      .filter((w) => w.length >= 4),
  );

function shared(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let common = 0;
  for (const w of a) if (b.has(w)) common += 1;
  return common / (a.size + b.size - common);
}

/**
 * One result per rumour, in rank order: a check of nearly the same claim as a better-ranked one
 * joins it as "also checked by" instead of repeating it on a card of its own.
 */
export function foldNearDuplicates(results: FactCheckResult[]): FactCheckResult[] {
  const kept: { result: FactCheckResult; words: Set<string> }[] = [];
  for (const result of results) {
    const words = claimWords(result.claim);
    const twin = kept.find((k) => shared(k.words, words) >= sameClaimShare);
    if (twin) {
      twin.result.also_checked_by.push(
        {
          publisher: result.publisher,
          source_url: result.source_url,
          fact_check_rating: result.fact_check_rating,
        },
        ...result.also_checked_by,
      );
    } else {
      kept.push({ result: { ...result, also_checked_by: [...result.also_checked_by] }, words });
    }
  }
  return kept.map((k) => k.result);
}
