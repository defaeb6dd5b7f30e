import { readFileSync } from 'node:fs';
import { englishWords, wordCounts, joinHyphenation, joinSplitWords, removeRunningHeaders } from './src/modules/laws/ingest/ocr-repair.js';
const text = readFileSync('/work/shared/data/laws/cama.md', 'utf8');
let t = Date.now(); englishWords(); console.log('dict', Date.now() - t);
t = Date.now(); removeRunningHeaders(text); console.log('hdr', Date.now() - t);
t = Date.now(); const c = wordCounts(text); console.log('counts', Date.now() - t);
t = Date.now(); joinHyphenation(text, c); console.log('hyph', Date.now() - t);
t = Date.now(); joinSplitWords(text, c); console.log('split', Date.now() - t);
