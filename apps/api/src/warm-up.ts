import type { App } from './app.js';
import { importIfEmpty } from './modules/factcheck/index.js';
import { ingestIfEmpty } from './modules/laws/index.js';
import { sharedDataPath } from './paths.js';
import type { Readiness } from './readiness.js';

/**
 * What a process does between listening and saying it is ready. The process that runs the jobs
 * first fills an empty library and fact-check store; every process then builds both search
 * indexes, so no citizen's first question waits for one. The steps run one after another: run
 * side by side, an index build held the event loop past the database's connect timeout and the
 * library's first query failed (a library that then stayed empty).
 */
export async function warmUp(
  app: App,
  readiness: Readiness,
  options: { fillsEmptyStores: boolean; closing: () => boolean },
): Promise<void> {
  const { config, ctx, log } = app;
  const started = performance.now();
  const step = async (reason: string, run: () => Promise<unknown>, failure: string) => {
    readiness.starting(reason);
    try {
      await run();
    } catch (err) {
      // Never fatal: a store left empty is filled at the next start, an index is built on demand.
      if (!options.closing()) log.error({ err }, failure);
    }
  };

  if (options.fillsEmptyStores) {
    await step(
      'Loading the law library (first start)',
      () => ingestIfEmpty(ctx.db, config.lawsDir, log),
      'laws: first-start ingestion failed',
    );
    await step(
      'Loading the fact-check store (first start)',
      () =>
        importIfEmpty(ctx.db, config.FACTCHECKS_FILE ?? sharedDataPath('factchecks.jsonl'), log),
      'fact-checks: first-start import failed',
    );
    ctx.factChecks.invalidate();
  }
  let sections = 0;
  let checks = 0;
  await step(
    "Building the law library's search index",
    async () => (sections = (await ctx.laws.sections()).size),
    'laws: search index failed',
  );
  await step(
    'Building the fact-check search index',
    async () => (checks = (await ctx.factChecks.store()).size),
    'fact-checks: search index failed',
  );
  const ms = Math.round(performance.now() - started);
  log.info(
    { sections, checks, ms },
    `ready: search indexes of ${sections} law sections and ${checks} fact-checks built in ${ms} ms`,
  );
  readiness.ready();
}
