import type { Config } from '../../config.js';
import { escapeHtml } from '../../html.js';

interface PageFactCheck {
  id: number;
  claim: string | null;
  claimant: string | null;
  reviewDate: string | null;
  claimDate: string | null;
  publisher: string | null;
  rating: string | null;
  sourceUrl: string;
}

// JSON inside <script>: "</" must not close the element.
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * A small server-rendered page per published fact-check, with schema.org ClaimReview JSON-LD so
 * search engines index it without running the app.
 */
export function factCheckPage(config: Config, f: PageFactCheck): string {
  const pageUrl = `${config.publicUrl}/fact-checks/${f.id}`;
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'ClaimReview',
    url: pageUrl,
    claimReviewed: f.claim ?? undefined,
    datePublished: f.reviewDate ?? undefined,
    author: { '@type': 'Organization', name: config.COMPANY_NAME, url: config.publicUrl },
    reviewRating: { '@type': 'Rating', alternateName: f.rating ?? undefined },
    itemReviewed: {
      '@type': 'Claim',
      author: f.claimant ? { '@type': 'Person', name: f.claimant } : undefined,
      datePublished: f.claimDate ?? undefined,
    },
  };
  const title = `Fact-check: ${f.claim ?? 'claim'}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} | ${escapeHtml(config.APP_NAME)}</title>
<meta name="description" content="${escapeHtml(`${f.rating ?? 'Rated'}: ${f.claim ?? ''}`)}">
<link rel="canonical" href="${escapeHtml(pageUrl)}">
<link rel="stylesheet" href="/fact-check-page.css">
<script type="application/ld+json">${safeJson(jsonLd)}</script>
</head><body>
<header><a href="/">${escapeHtml(config.APP_NAME)}</a></header>
<main>
<p class="label">Fact-check by ${escapeHtml(f.publisher ?? config.COMPANY_NAME)}${f.reviewDate ? `, ${escapeHtml(f.reviewDate)}` : ''}</p>
<h1>${escapeHtml(f.claim ?? 'Claim text not available')}</h1>
${f.claimant ? `<p>Claimed by ${escapeHtml(f.claimant)}</p>` : ''}
<p class="rating">Rating: <strong>${escapeHtml(f.rating ?? 'Rating Unavailable')}</strong></p>
${/^https?:\/\//i.test(f.sourceUrl) ? `<p><a href="${escapeHtml(f.sourceUrl)}" rel="noopener">Read full fact-check article</a></p>` : ''}
<p><a href="/fact-checker">Check another claim</a></p>
</main></body></html>`;
}
