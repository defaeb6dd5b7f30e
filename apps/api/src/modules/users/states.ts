import { readFileSync } from 'node:fs';
import type { StatesResponse } from '@civicng/contracts';
import { z } from 'zod';
import { sharedDataPath } from '../../paths.js';

const StatesFile = z.array(
  z.object({ state: z.string().min(1), lgas: z.array(z.string().min(1)) }),
);

/**
 * Nigerian states and LGAs for the signup selectors, read from the data file (STATES_FILE, or the
 * shared data folder). Ids follow the file's order, 1-based. Empty when no file is there.
 */
export function loadStates(file: string | undefined): StatesResponse['states'] {
  const source = file ?? sharedDataPath('nigeria-states-lgas.json');
  if (!source) return [];
  const parsed = StatesFile.parse(JSON.parse(readFileSync(source, 'utf8')));
  return parsed.map((entry, index) => ({ id: index + 1, state: entry.state, lgas: entry.lgas }));
}
