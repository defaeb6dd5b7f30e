import path from 'node:path';
import { SingleBar, Presets } from 'cli-progress';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { importFactCheckFile } from '../modules/factcheck/import.js';

async function main(): Promise<number> {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: npm run import:factchecks -- <file.jsonl | file.json>');
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase(
    config.DATABASE_URL
      ? { url: config.DATABASE_URL }
      : { dataDir: path.join(config.varDir, 'db') },
  );
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

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
