import type { FactCheckVerdict } from '@civicng/contracts';

/** The Bootstrap colours a verdict can take. */
export type RatingVariant = 'success' | 'danger' | 'warning' | 'secondary';

const variants: Record<FactCheckVerdict, RatingVariant> = {
  false: 'danger',
  misleading: 'warning',
  mixed: 'warning',
  true: 'success',
  unproven: 'secondary',
};

const labels: Record<FactCheckVerdict, string> = {
  false: 'False',
  misleading: 'Misleading',
  mixed: 'Partly true',
  true: 'True',
  unproven: 'Unproven',
};

/**
 * The badge's colour, from the server's verdict (the publisher's rating read as one of five),
 * so a sentence-long rating or a Yoruba one ("Irọ́ ni") is coloured as what it says.
 */
export const verdictVariant = (verdict: FactCheckVerdict): RatingVariant => variants[verdict];

export const verdictLabel = (verdict: FactCheckVerdict): string => labels[verdict];

/**
 * The publisher's own words, shown under the badge when they say more than it does; a missing
 * rating reads "Rating Unavailable" (spec).
 */
export function publisherRating(rating: string | null, verdict: FactCheckVerdict): string | null {
  const text = rating?.trim();
  if (!text) return 'Rating Unavailable';
  return text.toLowerCase() === verdictLabel(verdict).toLowerCase() ? null : text;
}
