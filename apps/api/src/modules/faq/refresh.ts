import { scheduleDailyJob } from '../../jobs/daily-job.js';
import type { FastifyBaseLogger } from 'fastify';
import { citationLink, type LawsContext, type LawAssistant } from '../laws/index.js';
import { describeQuestions, groupQuestions, type QuestionGroup } from './grouping.js';
import { lagosMonth } from './month.js';
import {
  chatQuestionsBetween,
  faqsOfMonth,
  insertProposal,
  nextPosition,
  updateFaq,
  type FaqRow,
} from './repo.js';

type Deps = Pick<LawsContext, 'database' | 'db' | 'laws'>;

export const faqRefreshDefaults = {
  /** How many of the month's most asked questions become proposals. */
  limit: 10,
  /** Privacy floor: fewer different people than this and a question is never proposed. */
  minAskers: 3,
};

export interface RefreshedFaq {
  id: number;
  question: string;
  askers: number;
}

export interface FaqRefreshResult {
  /** YYYY-MM-01 of the Lagos month refreshed. */
  month: string;
  questions: number;
  groups: number;
  /** Groups asked by enough different people (and about a law in the library). */
  eligible: number;
  proposed: RefreshedFaq[];
  /** Existing FAQs whose asker count changed; nothing else of theirs is touched. */
  updated: RefreshedFaq[];
  /** Why nothing was done, when nothing could be. */
  skipped?: string;
}

/** The words of a section a published question shows when it has no plain-language note. */
const sectionWordsLength = 300;

function shortened(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= sectionWordsLength) return flat;
  return `${flat.slice(0, flat.lastIndexOf(' ', sectionWordsLength))} …`;
}

/**
 * The answer a published question carries, through the chat's own path (retrieval, answerer,
 * citation check), note-sized: the plain words of the (at most two) sections the assistant cited,
 * each with its citation, not the whole chat answer with its opening line and disclaimer. An
 * answer that cites nothing (a refusal, a law not held) is kept whole: it says so itself.
 */
async function answerOf(
  laws: Pick<LawAssistant, 'ask' | 'sections'>,
  question: string,
): Promise<string> {
  const asked = laws.ask({ question });
  let next = await asked.next();
  while (!next.done) next = await asked.next();
  const { answer, cited } = next.value;
  const index = await laws.sections();
  const sections = cited
    .slice(0, 2)
    .flatMap((id) => index.sections.filter((section) => section.id === id));
  if (sections.length === 0) return answer;
  return sections
    .map((s) => `${s.plainWords ?? shortened(s.body)} (${citationLink(s)})`)
    .join('\n\n');
}

/**
 * Proposes this Lagos month's most asked questions as FAQs: groups what citizens asked the
 * assistant, keeps groups asked by at least `minAskers` different people, ranks them by askers and
 * adds the top `limit` that are new as proposals answered by the assistant from the scrubbed
 * question. FAQs already there only get their asker count updated: an administrator's edits and
 * decisions stand.
 */
export async function refreshFaqs(
  deps: Deps,
  options: { now?: Date; limit?: number; minAskers?: number } = {},
): Promise<FaqRefreshResult> {
  const { now = new Date(), limit = faqRefreshDefaults.limit } = options;
  const minAskers = Math.max(faqRefreshDefaults.minAskers, options.minAskers ?? 0);
  const { month, start, end } = lagosMonth(now);
  const result: FaqRefreshResult = {
    month,
    questions: 0,
    groups: 0,
    eligible: 0,
    proposed: [],
    updated: [],
  };
  const asked = await chatQuestionsBetween(deps.db, start, end);
  // Nothing can qualify: skip the work (the index build is heavy on the embedded database).
  if (new Set(asked.map((q) => q.userId)).size < minAskers) {
    return { ...result, questions: asked.length };
  }
  const sections = await deps.laws.sections();
  if (sections.size === 0) {
    return { ...result, skipped: 'the law library is empty: ingest the laws first' };
  }
  const vocabulary = sections.vocabulary;
  const groups = groupQuestions(await describeQuestions(deps, asked, vocabulary));
  // A stable sort: among equally asked groups the one asked first this month comes first.
  const eligible = groups
    .filter((g) => g.askers >= minAskers && g.topSection !== null)
    .sort((a, b) => b.askers - a.askers || b.questions.length - a.questions.length);
  Object.assign(result, {
    questions: asked.length,
    groups: groups.length,
    eligible: eligible.length,
  });

  const rows = await faqsOfMonth(deps.db, month);
  const byKey = new Map(rows.flatMap((r) => (r.groupKey ? [[r.groupKey, r] as const] : [])));
  const rowOf = (g: QuestionGroup): FaqRow | undefined =>
    g.signatures.map((s) => byKey.get(s)).find((r) => r !== undefined);

  for (const group of groups) {
    const row = rowOf(group);
    if (row && row.askerCount !== group.askers) {
      await updateFaq(deps.db, row.id, { askerCount: group.askers });
      result.updated.push({ id: row.id, question: row.question, askers: group.askers });
    }
  }

  let position = await nextPosition(deps.db, month);
  for (const group of eligible.slice(0, limit)) {
    if (rowOf(group)) continue;
    const inserted = await insertProposal(deps.db, {
      month,
      question: group.representative,
      answer: await answerOf(deps.laws, group.representative),
      position,
      askerCount: group.askers,
      groupKey: group.key,
    });
    if (inserted) {
      position += 1;
      result.proposed.push({ id: inserted.id, question: inserted.question, askers: group.askers });
    }
  }
  return result;
}

const minute = 60_000;

/**
 * Runs the refresh a minute after start and then once a day, in the background: a failure is
 * logged and the next run tries again. The timers never keep the process alive.
 */
export function scheduleFaqRefresh(
  ctx: Deps,
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
  timing: { firstAfterMs?: number; everyMs?: number } = {},
): { stop(): void; runNow(): Promise<void> } {
  return scheduleDailyJob(
    async (stopped) => {
      const result = await refreshFaqs(ctx);
      if (!stopped()) {
        log.info(
          {
            month: result.month,
            proposed: result.proposed.length,
            updated: result.updated.length,
            skipped: result.skipped,
          },
          'faq: refresh done',
        );
      }
    },
    (err) => log.error({ err }, 'faq: refresh failed'),
    { ...timing, defaultFirstAfterMs: minute },
  );
}
