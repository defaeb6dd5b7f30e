import path from 'node:path';
import { SingleBar, Presets } from 'cli-progress';
import { loadConfig } from '../config.js';
import { openConfiguredDatabase } from '../db/client.js';
import { runCli } from './run.js';
import { importFactCheckFile } from '../modules/factcheck/index.js';

async function main(): Promise<number> {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: npm run import:factchecks -- <file.jsonl | file.json>');
    return 2;
  }
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  const bar = new SingleBar(
    { format: 'importing {bar} {value}/{total} fact-checks' },
    Presets.shades_classic,
  );
  let started = false;
  try {
    const report = await importFactCheckFile(database.db, path.resolve(file), (done, total) => {
      if (!started) {
        bar.start(total, 0);
        started = true;
      }
      bar.update(done);
    });
    if (started) bar.stop();
    console.log(
      `read ${report.read} records, stored ${report.stored} (new or updated by article URL), ${report.invalid.length} invalid`,
    );
    for (const bad of report.invalid.slice(0, 10)) console.log(`  line ${bad.line}: ${bad.reason}`);
    return 0;
  } finally {
    await database.close();
  }
}

runCli(main);
