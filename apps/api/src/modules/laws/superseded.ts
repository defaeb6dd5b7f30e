import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { apiRoot } from '../../paths.js';

const Superseded = z.array(
  z.object({ slug: z.string(), superseded_by: z.string(), source: z.string() }),
);

/** Act slug → the act that repealed the version the library holds (superseded-acts.json). */
const replacedBy = new Map(
  Superseded.parse(
    JSON.parse(readFileSync(path.join(apiRoot, 'data', 'superseded-acts.json'), 'utf8')),
  ).map((act) => [act.slug, act.superseded_by]),
);

/** The act that repealed this one, when the library holds a superseded version; else null. */
export const supersededBy = (slug: string): string | null => replacedBy.get(slug) ?? null;
