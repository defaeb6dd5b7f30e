import { readFileSync } from 'node:fs';
import { repairText } from './src/modules/laws/ingest/ocr-repair.js';
for (const f of ['police-act', 'evidence-act']) {
const r = repairText(readFileSync(`/work/shared/data/laws/${f}.md`, 'utf8'));
console.log(r.repairs.filter(x=>x.kind==='split-word').map((x) => `${x.from}→${x.to}`).join(' | '));
}
