import path from 'node:path';
import { SingleBar } from 'cli-progress';
import { loadConfig } from '../config.js';
import { openConfiguredDatabase } from '../db/client.js';
import { runCli } from './run.js';
import { ingestLaws, type IngestResult } from '../modules/laws/index.js';

const usage = `usage: npm run ingest -- [folder or files...]
Ingests law texts (markdown, plain text or PDF; one file per act, named by the act's slug) into
the law library. Re-running replaces an act's sections. Without arguments: LAWS_DIR, else the
shared data laws folder.`;

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(usage);
    return 0;
  }
  const config = loadConfig();
  // npm runs scripts from the repository root; paths are taken as the operator typed them.
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const inputs = args.length > 0 ? args.map((a) => path.resolve(cwd, a)) : [config.lawsDir];
  if (inputs.some((input) => input === undefined)) {
    console.error(`No laws folder: set LAWS_DIR or name a folder.\n${usage}`);
    return 2;
  }
  const database = await openConfiguredDatabase(config);
  const bar = new SingleBar({
    format: 'Ingesting {bar} {value}/{total} acts | {act}',
    hideCursor: true,
    clearOnComplete: true,
    noTTYOutput: true,
    notTTYSchedule: 2000,
  });
  try {
    const { results, skipped } = await ingestLaws(database.db, inputs as string[], {
      onEvent: (event) => {
        if (event.type === 'start') bar.start(event.total, 0, { act: 'reading…' });
        else {
          const act = event.type === 'stored' ? event.result.slug : event.skip.slug;
          bar.update(event.done, { act });
        }
      },
    });
    bar.stop();
    console.log(table(results));
    for (const skip of skipped) console.log(`skipped ${skip.slug} (${skip.file}): ${skip.reason}`);
    console.log(
      `${results.length} act${results.length === 1 ? '' : 's'} ingested${skipped.length ? `, ${skipped.length} skipped` : ''}.`,
    );
    return skipped.length > 0 && results.length === 0 ? 1 : 0;
  } finally {
    bar.stop();
    await database.close();
  }
}

function table(results: IngestResult[]): string {
  const header = ['act', 'file', 'sections', 'schedule items', 'incomplete', 'complete'];
  const rows = results.map((r) => [
    r.slug,
    r.file,
    String(r.sections),
    String(r.scheduleItems),
    String(r.incomplete),
    r.complete ? 'yes' : 'no',
  ]);
  const widths = header.map((h, i) =>
    Math.max(h.length, ...rows.map((row) => row[i]?.length ?? 0)),
  );
  const numeric = [false, false, true, true, true, false];
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (numeric[i] ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

runCli(main);
