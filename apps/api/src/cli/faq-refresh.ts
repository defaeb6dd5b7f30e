import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openConfiguredDatabase } from '../db/client.js';
import { runCli } from './run.js';
import { createAnswerer, LawAssistant } from '../modules/laws/index.js';
import { faqRefreshDefaults, refreshFaqs } from '../modules/faq/index.js';

const usage = `usage: npm run faq:refresh -- [--limit N]
Proposes this month's (Africa/Lagos) most asked Law of the Land questions as FAQs for the
administrators to review: questions asked by at least ${faqRefreshDefaults.minAskers} different people, the top N (default
${faqRefreshDefaults.limit}). FAQs already proposed keep their wording and status; only their asker count changes.`;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { limit: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const limit = values.limit === undefined ? faqRefreshDefaults.limit : Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
    console.error(`--limit must be a whole number from 1 to 100.\n${usage}`);
    return 2;
  }
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    const laws = new LawAssistant(database, createAnswerer(config));
    const result = await refreshFaqs({ database, db: database.db, laws }, { limit });
    const month = result.month.slice(0, 7);
    if (result.skipped) {
      console.log(`${month}: nothing done: ${result.skipped}.`);
      return 1;
    }
    console.log(
      `${month}: ${result.questions} questions in ${result.groups} groups, ${result.eligible} asked by at least ${faqRefreshDefaults.minAskers} people.`,
    );
    for (const faq of result.proposed) {
      console.log(`proposed #${faq.id} (${faq.askers} askers): ${faq.question}`);
    }
    for (const faq of result.updated) {
      console.log(`updated  #${faq.id} (${faq.askers} askers): ${faq.question}`);
    }
    console.log(
      `${result.proposed.length} new proposal${result.proposed.length === 1 ? '' : 's'}, ${result.updated.length} updated.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

runCli(main);
