import { LRUCache } from 'lru-cache';
import type { FactCheckRecord } from './records.js';

/** The parts of Google Fact Check Tools' claims:search answer we read. */
interface ClaimsSearchResponse {
  claims?: {
    text?: string;
    claimant?: string;
    claimDate?: string;
    claimReview?: {
      publisher?: { name?: string; site?: string };
      url?: string;
      reviewDate?: string;
      textualRating?: string;
      languageCode?: string;
    }[];
  }[];
}

export interface GoogleFactCheckOptions {
  apiKey: string;
  baseUrl?: string;
  timeoutMs?: number;
  cacheMs?: number;
}

/**
 * Google Fact Check Tools `claims:search`. Answers are cached per query; a failure yields no
 * results (the local store still answers) rather than an error.
 */
export function createGoogleFactCheck(options: GoogleFactCheckOptions) {
  const base = (options.baseUrl ?? 'https://factchecktools.googleapis.com').replace(/\/+$/, '');
  const cache = new LRUCache<string, { at: number; records: FactCheckRecord[] }>({ max: 5000 });
  const cacheMs = options.cacheMs ?? 60 * 60_000;

  return async function search(query: string): Promise<FactCheckRecord[]> {
    const key = query.trim().toLowerCase();
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < cacheMs) return hit.records;
    const url = new URL(`${base}/v1alpha1/claims:search`);
    url.searchParams.set('query', query);
    url.searchParams.set('pageSize', '10');
    url.searchParams.set('key', options.apiKey);
    const response = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs ?? 4000) });
    if (!response.ok) throw new Error(`Fact Check Tools answered ${response.status}`);
    const body = (await response.json()) as ClaimsSearchResponse;
    const records: FactCheckRecord[] = [];
    for (const claim of body.claims ?? []) {
      for (const review of claim.claimReview ?? []) {
        // Shown to citizens as a link: http(s) only.
        if (!review.url || !/^https?:\/\//i.test(review.url)) continue;
        records.push({
          claim: claim.text ?? null,
          claimant: claim.claimant ?? null,
          claimDate: claim.claimDate?.slice(0, 10) ?? null,
          reviewDate: review.reviewDate?.slice(0, 10) ?? null,
          publisher: review.publisher?.name ?? null,
          publisherSite: review.publisher?.site ?? null,
          rating: review.textualRating ?? null,
          sourceUrl: review.url,
          language: review.languageCode ?? null,
        });
      }
    }
    cache.set(key, { at: Date.now(), records });
    return records;
  };
}
