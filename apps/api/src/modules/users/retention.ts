import { scheduleDailyJob } from '../../jobs/daily-job.js';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import { chatEntries, sessions, users } from '../../db/schema.js';
import { deleteChatEntriesBefore } from '../laws/index.js';

type Deps = Pick<AppContext, 'db' | 'config' | 'sessions' | 'streams'>;

const day = 86_400_000;

export interface RetentionResult {
  /** Accounts never verified and idle past RETENTION_UNVERIFIED_DAYS, erased. */
  accounts: number;
  /** Questions and answers older than RETENTION_CHAT_DAYS, erased. */
  chatEntries: number;
}

/**
 * Erases what is kept no longer than it is needed (Nigeria Data Protection Act 2023,
 * s. 24(1)(d)): citizens' accounts that never verified a phone and NIN and show no activity
 * (opened, changed, logged in or asked) for RETENTION_UNVERIFIED_DAYS, and every question older
 * than RETENTION_CHAT_DAYS. Administrators' accounts are never erased here.
 */
export async function eraseExpiredData(
  deps: Deps,
  now: Date = new Date(),
): Promise<RetentionResult> {
  const idleSince = new Date(now.getTime() - deps.config.RETENTION_UNVERIFIED_DAYS * day);
  const lastSession = sql`(select max(${sessions.createdAt}) from ${sessions} where ${sessions.userId} = ${users.id})`;
  const lastQuestion = sql`(select max(${chatEntries.createdAt}) from ${chatEntries} where ${chatEntries.userId} = ${users.id})`;
  const erased = await deps.db
    .delete(users)
    .where(
      and(
        eq(users.role, 'user'),
        isNull(users.identityVerifiedAt),
        lt(
          sql`greatest(${users.createdAt}, ${users.updatedAt}, coalesce(${lastSession}, ${users.createdAt}), coalesce(${lastQuestion}, ${users.createdAt}))`,
          idleSince,
        ),
      ),
    )
    .returning({ id: users.id });
  for (const { id } of erased) {
    await deps.sessions.forgetUser(id);
    deps.streams.closeStreamsOf({ userId: id });
  }
  const chatBefore = new Date(now.getTime() - deps.config.RETENTION_CHAT_DAYS * day);
  return {
    accounts: erased.length,
    chatEntries: await deleteChatEntriesBefore(deps.db, chatBefore),
  };
}

/**
 * Runs the erasure ten minutes after start and then daily, in the background, logging the counts
 * (never who). `now` is the clock the job reads, for tests. The timers never keep the process alive.
 */
export function scheduleRetention(
  deps: Deps,
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
  timing: { firstAfterMs?: number; everyMs?: number; now?: () => Date } = {},
): { stop(): void; runNow(): Promise<void> } {
  return scheduleDailyJob(
    async (stopped) => {
      const result = await eraseExpiredData(deps, timing.now?.() ?? new Date());
      if (!stopped()) log.info(result, 'retention: expired data erased');
    },
    (err) => log.error({ err }, 'retention: erasure failed'),
    { ...timing, defaultFirstAfterMs: 10 * 60_000 },
  );
}
