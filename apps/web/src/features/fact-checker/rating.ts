import type { FactCheckVerdict } from '@civicng/contracts';
import type { TFunction } from 'i18next';

/** The Bootstrap colours a verdict can take. */
export type RatingVariant = 'success' | 'danger' | 'warning' | 'secondary';

const variants: Record<FactCheckVerdict, RatingVariant> = {
  false: 'danger',
  misleading: 'warning',
  mixed: 'warning',
  true: 'success',
  unproven: 'secondary',
};

/** The badge's words, as catalogue keys: the server's verdict stays as it came. */
const labelKeys: Record<FactCheckVerdict, string> = {
  false: 'factcheck.verdicts.false',
  misleading: 'factcheck.verdicts.misleading',
  mixed: 'factcheck.verdicts.mixed',
  true: 'factcheck.verdicts.true',
  unproven: 'factcheck.verdicts.unproven',
};

/**
 * The badge's colour, from the server's verdict (the publisher's rating read as one of five),
 * so a sentence-long rating or a Yoruba one ("Irọ́ ni") is coloured as what it says.
 */
export const verdictVariant = (verdict: FactCheckVerdict): RatingVariant => variants[verdict];

/** The badge's words in the language on screen. */
export const verdictLabel = (verdict: FactCheckVerdict, t: TFunction): string =>
  t(labelKeys[verdict]);

/**
 * The publisher's own words, shown under the badge when they say more than it does; a missing
 * rating reads "Rating Unavailable" (spec).
 */
export function publisherRating(
  rating: string | null,
  verdict: FactCheckVerdict,
  t: TFunction,
): string | null {
  const text = rating?.trim();
  if (!text) return t('factcheck.card.ratingUnavailable');
  return text.toLowerCase() === verdictLabel(verdict, t).toLowerCase() ? null : text;
}
