import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { apiRoot } from '../../paths.js';

/** Words a rumour uses (triggers, whole words) and the words fact-checks print for them. */
export interface Alias {
  triggers: string[];
  terms: string[];
}

const HandAliases = z.object({
  aliases: z.array(
    z.object({ triggers: z.array(z.string()), terms: z.array(z.string()), why: z.string() }),
  ),
});

let hand: Alias[] | undefined;

/**
 * Public knowledge about how Nigerians name figures, places and things, each with its reason:
 * apps/api/data/search/factcheck-aliases.json.
 */
export function handAliases(): Alias[] {
  hand ??= HandAliases.parse(
    JSON.parse(
      readFileSync(path.join(apiRoot, 'data', 'search', 'factcheck-aliases.json'), 'utf8'),
    ),
  ).aliases.map(({ triggers, terms }) => ({ triggers, terms }));
  return hand;
}
