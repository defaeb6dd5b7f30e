import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { apiRoot } from '../../paths.js';

export const verdicts = ['false', 'misleading', 'mixed', 'true', 'unproven'] as const;
export type Verdict = (typeof verdicts)[number];

const Rules = z.object({
  rules: z.array(z.object({ verdict: z.enum(verdicts), pattern: z.string() })),
});

let rules: { verdict: Verdict; pattern: RegExp }[] | undefined;

/**
 * The publisher's rating read as one of five verdicts (rules in
 * apps/api/data/search/verdicts.json); a rating that states none, or no rating, is unproven.
 */
export function verdictOf(rating: string | null): Verdict {
  rules ??= Rules.parse(
    JSON.parse(readFileSync(path.join(apiRoot, 'data', 'search', 'verdicts.json'), 'utf8')),
  ).rules.map((r) => ({ verdict: r.verdict, pattern: new RegExp(r.pattern, 'iu') }));
  const text = (rating ?? '').normalize('NFC');
  return rules.find((r) => r.pattern.test(text))?.verdict ?? 'unproven';
}
