import { readFileSync } from 'node:fs';
import { englishWords, repairText } from './src/modules/laws/ingest/ocr-repair.js';
const dir = '/work/shared/data/laws/';
for (const f of ['cama','constitution','criminal-code','cybercrime-act','efcc-act','electoral-act','evidence-act','isa','pia','police-act','power-sector-act']) {
  const text = readFileSync(dir + f + '.md', 'utf8');
  const t0 = Date.now();
  englishWords(); const noise = 0; const t1 = Date.now();
  const r = repairText(text);
  const by = (k: string) => r.repairs.filter((x) => x.kind === k);
  console.log(f, 'noise', noise.toFixed(4), 'ms', Date.now() - t0, 'hdr', by('running-header').length, 'hyph', by('hyphenation').length, 'split', by('split-word').length);
  const sample = (k: string, n: number) => by(k).slice(0, n).map((x) => `${JSON.stringify(x.from)}→${JSON.stringify(x.to)}`).join('  ');
  console.log('   H:', sample('hyphenation', 8));
  console.log('   S:', sample('split-word', 25));
  console.log('   R:', [...new Set(by('running-header').map((x) => x.from.replace(/\d+/g, '#')))].slice(0, 3).join(' | '));
}
