import { readFileSync } from 'node:fs';
import { parseMarkdown } from './src/modules/laws/ingest/parse-markdown.js';
import { repairText } from './src/modules/laws/ingest/ocr-repair.js';
const only = process.argv[2];
for (const f of ['cama','constitution','criminal-code','cybercrime-act','efcc-act','electoral-act','evidence-act','isa','pia','police-act','power-sector-act']) {
  if (only && f !== only) continue;
  const act = parseMarkdown(repairText(readFileSync(`/work/shared/data/laws/${f}.md`, 'utf8')).text);
  const k = (x: string) => act.sections.filter((s) => s.kind === x).length;
  console.log(f, '|', act.title?.slice(0, 60), '| sec', k('section'), 'sch', k('schedule'), 'act', k('act_section'), 'inc', act.sections.filter(s=>s.incomplete).length, 'empty', act.sections.filter(s=>!s.body).map(s=>s.number).join(',').slice(0,200));
  const parts = [...new Set(act.sections.map((s) => s.part))];
  if (only) { console.log(parts.join('\n')); console.log(act.sections.filter(s=>s.kind!=='section').map(s=>s.number + ' :: ' + s.heading.slice(0,40)).join('\n')); }
  const dup = act.sections.filter(s => / \(\d\)$/.test(s.number)).map(s=>s.number);
  if (dup.length) console.log('  DUP', dup.join(', '));
}
