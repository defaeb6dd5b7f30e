/** The Bootstrap colours a rating can take (spec §2). */
export type RatingVariant = 'success' | 'danger' | 'warning' | 'secondary' | 'primary';

/**
 * Spec §2's colours: true = success, false = danger, misleading or partially = warning,
 * unproven or unverified = secondary, anything else = primary. Read literally, the old client's
 * substring rule painted "Untrue", "Not true" and "Partially true" green; here negations count as
 * false and partial verdicts as warnings, matched as words, case-insensitive.
 */
export function ratingVariant(rating: string | null | undefined): RatingVariant {
  const text = rating?.trim().toLowerCase();
  if (!text) return 'secondary';
  if (/\b(false|untrue|not true|incorrect)\b/.test(text)) return 'danger';
  if (/\b(misleading|partially|partly|half[ -]true|mostly)\b/.test(text)) return 'warning';
  if (/\btrue\b/.test(text)) return 'success';
  if (/\b(unproven|unverified)\b/.test(text)) return 'secondary';
  return 'primary';
}

export function ratingLabel(rating: string | null | undefined): string {
  return rating?.trim() || 'Rating Unavailable';
}
