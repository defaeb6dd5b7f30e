import type { Message, MessageKey } from '../../i18n/index.js';
import { currentPrivacyPolicy, privacyPolicyVersions } from '@civicng/contracts';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { consents } from '../../db/schema.js';
import { badRequest } from '../../errors.js';

export const consentMessages = {
  accepted: 'messages.consentAccepted',
  notCurrent: 'messages.policyNotCurrent',
} satisfies Record<
  string,
  MessageKey | Record<string, MessageKey> | ((...args: never[]) => Message)
>;

const knownVersions = new Set<string>(privacyPolicyVersions.map((v) => v.version));

/** Records that the citizen accepted a version of the policy (at sign-up: the one they saw). */
export async function recordConsent(db: Db, userId: string, policyVersion: string): Promise<void> {
  if (!knownVersions.has(policyVersion)) return;
  await db.insert(consents).values({ userId, policyVersion });
}

export async function hasAcceptedCurrentPolicy(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: consents.id })
    .from(consents)
    .where(
      and(eq(consents.userId, userId), eq(consents.policyVersion, currentPrivacyPolicy.version)),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The citizen accepts the current policy (POST /api/user/consent). Every node forgets their
 * sessions, so the next request is looked up afresh and no longer refused.
 */
export async function acceptCurrentPolicy(
  ctx: AppContext,
  userId: string,
  policyVersion: string,
): Promise<void> {
  if (policyVersion !== currentPrivacyPolicy.version) throw badRequest(consentMessages.notCurrent);
  if (!(await hasAcceptedCurrentPolicy(ctx.db, userId))) {
    await recordConsent(ctx.db, userId, policyVersion);
  }
  await ctx.sessions.forgetUser(userId);
}

/** The fields a log-in adds to its answer: whether the client must ask for consent first. */
export async function consentFields(db: Db, userId: string) {
  return {
    consent_required: !(await hasAcceptedCurrentPolicy(db, userId)),
    policy_version: currentPrivacyPolicy.version,
  };
}
