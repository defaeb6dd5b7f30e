/**
 * Draws the seeded random sample of section texts from which the blind questions were written
 * (see README.md beside this file). Run once, before any retrieval change:
 *
 *   npx tsx bench/blind-set/sample-sections.ts > /tmp/blind-sample.jsonl
 *
 * The same seed and the same law files give the same sample.
 */
import { findLawFiles, parseLawFile } from '../../apps/api/src/modules/laws/ingest/ingest.js';
import { sharedDataPath } from '../../apps/api/src/paths.js';

const seed = 20261124;
// Candidates per act, in order: the writer takes the first sections a citizen could ask about
// until the act's quota in README.md is met, so each act gets about 1.6 times its quota.
const candidates: Record<string, number> = {
  constitution: 72,
  'criminal-code': 36,
  'police-act': 32,
  'evidence-act': 26,
  'cybercrime-act': 24,
  'electoral-act': 20,
  cama: 22,
  pia: 16,
  'efcc-act': 16,
  'power-sector-act': 13,
  isa: 13,
};
// Sections no citizen asks about: titles, commencement, definitions, repeals.
const formal = /^(short title|citation|commencement|interpretation|definitions?|repeal)/i;

function mulberry32(a: number) {
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = mulberry32(seed);
const lawsDir = process.env.LAWS_DIR ?? sharedDataPath('laws');
if (!lawsDir) throw new Error('Needs the laws folder (../shared/data/laws or LAWS_DIR).');
for (const file of await findLawFiles([lawsDir])) {
  const want = candidates[file.slug] ?? 0;
  const law = await parseLawFile(file);
  const pool = law.sections.filter(
    (s) => s.kind === 'section' && s.body.length >= 150 && !formal.test(s.heading),
  );
  for (let i = pool.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    const [a, b] = [pool[i], pool[j]];
    if (a && b) [pool[i], pool[j]] = [b, a];
  }
  pool.slice(0, want).forEach((s, rank) => {
    const line = { act: file.slug, section: s.number, rank, heading: s.heading, text: s.body };
    console.log(JSON.stringify(line));
  });
}
