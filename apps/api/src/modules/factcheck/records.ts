import { ArticleUrl } from '@civicng/contracts';
import { z } from 'zod';

/** A fact-check as we store it: the schema.org ClaimReview fields the product uses. */
export interface FactCheckRecord {
  claim: string | null;
  claimant: string | null;
  claimDate: string | null;
  reviewDate: string | null;
  publisher: string | null;
  publisherSite: string | null;
  rating: string | null;
  sourceUrl: string;
  language: string | null;
}

const text = z
  .string()
  .nullish()
  .transform((v) => (v?.trim() ? v.trim() : null));
const isoDate = z
  .string()
  .nullish()
  .transform((v) => {
    const day = v?.trim().slice(0, 10);
    if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
    // Date.parse takes 2023-02-30; the database does not, nor year 0000. Kept as unknown.
    const real = new Date(`${day}T00:00:00Z`);
    if (Number.isNaN(real.getTime()) || real.toISOString().slice(0, 10) !== day) return null;
    return day >= '1800-01-01' && day <= '2100-12-31' ? day : null;
  });

/** One line of factchecks.jsonl. */
const JsonLine = z.object({
  claim: text,
  claimant: text,
  claim_date: isoDate.optional(),
  review_date: isoDate,
  publisher: text,
  publisher_site: text,
  source_url: ArticleUrl,
  fact_check_rating: text,
  language: text,
});

export function fromJsonLine(value: unknown): FactCheckRecord {
  const r = JsonLine.parse(value);
  return {
    claim: r.claim,
    claimant: r.claimant,
    claimDate: r.claim_date ?? null,
    reviewDate: r.review_date,
    publisher: r.publisher,
    publisherSite: r.publisher_site,
    rating: r.fact_check_rating,
    sourceUrl: r.source_url,
    language: r.language,
  };
}

const named = z
  .union([z.string(), z.object({ name: z.string().optional(), url: z.string().optional() })])
  .optional();
const nameOf = (v: z.infer<typeof named>) => (typeof v === 'string' ? v : v?.name) ?? null;
const siteOf = (v: z.infer<typeof named>) => {
  const url = typeof v === 'object' ? v.url : undefined;
  try {
    return url ? new URL(url).hostname.replace(/^www\./, '') : null;
  } catch {
    return null;
  }
};

/** A schema.org ClaimReview object (JSON-LD), as publishers embed in their articles. */
const ClaimReview = z.object({
  '@type': z.union([z.literal('ClaimReview'), z.array(z.string())]),
  url: ArticleUrl,
  claimReviewed: z.string().optional(),
  datePublished: z.string().optional(),
  inLanguage: z.union([z.string(), z.object({ name: z.string().optional() })]).optional(),
  author: named,
  publisher: named,
  reviewRating: z
    .object({ alternateName: z.string().optional(), name: z.string().optional() })
    .optional(),
  itemReviewed: z.object({ author: named, datePublished: z.string().optional() }).optional(),
});

export function fromClaimReview(value: unknown): FactCheckRecord {
  const r = ClaimReview.parse(value);
  const by = r.author ?? r.publisher;
  return {
    claim: text.parse(r.claimReviewed),
    claimant: text.parse(nameOf(r.itemReviewed?.author)),
    claimDate: isoDate.parse(r.itemReviewed?.datePublished),
    reviewDate: isoDate.parse(r.datePublished),
    publisher: text.parse(nameOf(by)),
    publisherSite: siteOf(by),
    rating: text.parse(r.reviewRating?.alternateName ?? r.reviewRating?.name),
    sourceUrl: r.url,
    language: typeof r.inLanguage === 'string' ? r.inLanguage : (r.inLanguage?.name ?? null),
  };
}

/** Every ClaimReview inside a JSON-LD document: a single object, an array or an @graph. */
export function claimReviewsIn(document: unknown): unknown[] {
  const out: unknown[] = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') {
      const type = (node as { '@type'?: unknown })['@type'];
      if (type === 'ClaimReview' || (Array.isArray(type) && type.includes('ClaimReview'))) {
        out.push(node);
      }
      const graph = (node as { '@graph'?: unknown })['@graph'];
      if (graph) visit(graph);
    }
  };
  visit(document);
  return out;
}
