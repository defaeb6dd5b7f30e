import { readFileSync } from 'node:fs';
import { parseText } from './src/modules/laws/ingest/parse-text.js';
import { parseMarkdown } from './src/modules/laws/ingest/parse-markdown.js';
for (const f of ['power-sector-act','isa','constitution','cama','cybercrime-act','pia','police-act']) {
  const md = readFileSync(`/work/shared/data/laws/${f}.md`, 'utf8');
  // Put the printed numbers back in front of the text, drop the markdown.
  const lines = md.split('\n'); const out: string[] = []; let pending: string | null = null;
  for (const line of lines) {
    const m = /^### Section (\S+?)(?::.*)?$/.exec(line);
    if (m) { pending = m[1]!; continue; }
    if (/^#/.test(line) || /^>/.test(line)) { out.push(line.replace(/^#+ /, '')); continue; }
    if (pending && line.trim()) { out.push(`${pending}. ${line}`); pending = null; continue; }
    out.push(line);
  }
  const t = Date.now();
  const act = parseText(out.join('\n'));
  const expected = parseMarkdown(md).sections.filter(s => s.kind === 'section').map(s => s.number);
  const got = act.sections.filter(s => s.kind === 'section').map(s => s.number);
  const missing = expected.filter(n => !got.includes(n));
  const extra = got.filter(n => !expected.includes(n));
  console.log(f, Date.now() - t, 'ms expected', expected.length, 'got', got.length, 'missing', missing.slice(0, 15).join(','), 'extra', extra.slice(0,15).join(','), 'sched', act.sections.filter(s=>s.kind==='schedule').map(s=>s.number).join(','), 'headings', act.sections.filter(s=>s.heading).length, '|', act.title);
}
