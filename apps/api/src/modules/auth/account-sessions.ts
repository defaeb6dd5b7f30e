import type { SessionSummary } from '@civicng/contracts';
import { desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { sessions } from '../../db/schema.js';
import { revokeOtherSessions, type Actor } from '../../sessions/index.js';

/** The account's sessions, newest first, the caller's own marked. */
export async function listSessions(ctx: AppContext, actor: Actor): Promise<SessionSummary[]> {
  const rows = await ctx.db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, actor.userId))
    .orderBy(desc(sessions.createdAt))
    .limit(200);
  return rows.map((s) => ({
    id: s.id,
    created_at: s.createdAt.toISOString(),
    expires_at: s.expiresAt.toISOString(),
    revoked_at: s.revokedAt ? s.revokedAt.toISOString() : null,
    device: s.device,
    current: s.id === actor.sessionId,
  }));
}

/**
 * Logs out every other device: revokes their sessions, makes every API node forget them at once
 * (the session memory's announcements) and ends their live streams here.
 */
export async function logOutOtherDevices(ctx: AppContext, actor: Actor): Promise<number> {
  const revoked = await revokeOtherSessions(ctx.db, actor.userId, actor.sessionId);
  for (const sessionId of revoked) {
    await ctx.sessions.forgetSession(sessionId);
    ctx.streams.closeStreamsOf({ sessionId });
  }
  return revoked.length;
}
