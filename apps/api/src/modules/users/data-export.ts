import type { DataExport } from '@civicng/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context.js';
import {
  answerReports,
  chatEntries,
  consents,
  oneTimeTokens,
  personalDataReads,
  pollAuditLog,
  pollParticipations,
  polls,
  sessions,
  userIdentities,
  users,
  votingPins,
} from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { type Language, translate } from '../../i18n/index.js';
import { decrypt } from '../../security/crypto.js';
import { optedOut } from '../channels/index.js';
import { maskNin } from '../identity/index.js';
import { findUserById, recordPersonalDataRead } from '../accounts/index.js';

/** What the export says plainly about data kept apart, or not kept, on purpose (catalogue keys). */
export const exportStatementKeys = [
  'export.secretBallot',
  'export.receiptCodes',
  'export.identityHash',
  'export.hashesLeftOut',
] as const;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * Everything held about the citizen (Nigeria Data Protection Act 2023, s. 34 and 38: access and
 * portability). The download itself is recorded, and the citizen sees that record next time.
 */
export async function exportPersonalData(
  ctx: AppContext,
  actor: { userId: string; sessionId: string },
  language: Language,
  /** Whether this is a download the citizen's log of reads records (not the screen's view). */
  { recorded = true }: { recorded?: boolean } = {},
): Promise<DataExport> {
  const { db } = ctx;
  const userId = actor.userId;
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('UNAUTHENTICATED', 'messages.logInToContinue');
  if (recorded) {
    await recordPersonalDataRead(db, {
      readerId: userId,
      what: 'data_export',
      subjectIds: [userId],
    });
  }

  const reader = alias(users, 'reader');
  const [
    links,
    sessionRows,
    tokens,
    chats,
    reports,
    taken,
    pin,
    consentRows,
    reads,
    created,
    actions,
    reviewed,
    readByMe,
  ] = await Promise.all([
    db.select().from(userIdentities).where(eq(userIdentities.userId, userId)),
    db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(asc(sessions.createdAt)),
    db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, userId)),
    db
      .select()
      .from(chatEntries)
      .where(eq(chatEntries.userId, userId))
      .orderBy(asc(chatEntries.createdAt), asc(chatEntries.id)),
    db.select().from(answerReports).where(eq(answerReports.reporterId, userId)),
    user.ninHash
      ? db
          .select({ pollId: polls.id, title: polls.title })
          .from(pollParticipations)
          .innerJoin(polls, eq(polls.id, pollParticipations.pollId))
          // The voter key of decision 004, computed here as migration 0001 does.
          .where(
            eq(
              pollParticipations.voterHash,
              sql`encode(sha256(convert_to(${polls.id}::text || ':' || ${user.ninHash}, 'UTF8')), 'hex')`,
            ),
          )
          .orderBy(asc(polls.id))
      : Promise.resolve([]),
    db.select().from(votingPins).where(eq(votingPins.userId, userId)),
    db.select().from(consents).where(eq(consents.userId, userId)).orderBy(asc(consents.acceptedAt)),
    db
      .select({ read: personalDataReads, name: reader.name, role: reader.role })
      .from(personalDataReads)
      .leftJoin(reader, eq(reader.id, personalDataReads.readerId))
      .where(eq(personalDataReads.subjectId, userId))
      .orderBy(asc(personalDataReads.at), asc(personalDataReads.id)),
    db.select().from(polls).where(eq(polls.createdBy, userId)).orderBy(asc(polls.id)),
    db
      .select()
      .from(pollAuditLog)
      .where(eq(pollAuditLog.actorId, userId))
      .orderBy(asc(pollAuditLog.id)),
    db
      .select({ id: answerReports.id, state: answerReports.state, at: answerReports.reviewedAt })
      .from(answerReports)
      .where(eq(answerReports.reviewedBy, userId)),
    db
      .select()
      .from(personalDataReads)
      .where(
        and(
          eq(personalDataReads.readerId, userId),
          sql`${personalDataReads.subjectId} is distinct from ${userId}`,
        ),
      )
      .orderBy(asc(personalDataReads.id)),
  ]);

  const nin = user.ninEncrypted ? maskNin(decrypt(ctx.secrets.dataKey, user.ninEncrypted)) : null;
  const [pinRow] = pin;
  return {
    generated_at: new Date().toISOString(),
    about: { statements: exportStatementKeys.map((key) => translate(language, key)) },
    profile: {
      id: user.id,
      name: user.name,
      email: user.email,
      email_verified_at: iso(user.emailVerifiedAt),
      pending_email: user.pendingEmail,
      phone_number: user.phoneE164,
      state: user.state,
      lga: user.lga,
      language: user.language,
      role: user.role,
      has_password: user.passwordHash !== null,
      created_at: user.createdAt.toISOString(),
      updated_at: user.updatedAt.toISOString(),
    },
    verification: {
      verified: user.identityVerifiedAt !== null,
      verified_at: iso(user.identityVerifiedAt),
      nin_masked: nin,
    },
    sign_in_links: links.map((l) => ({
      provider: l.provider,
      subject: l.subject,
      created_at: l.createdAt.toISOString(),
    })),
    sessions: sessionRows.map((s) => ({
      id: s.id,
      created_at: s.createdAt.toISOString(),
      expires_at: s.expiresAt.toISOString(),
      revoked_at: iso(s.revokedAt),
      device: s.device,
      current: s.id === actor.sessionId,
    })),
    links_sent: tokens.map((t) => ({
      purpose: t.purpose,
      created_at: t.createdAt.toISOString(),
      expires_at: t.expiresAt.toISOString(),
      used_at: iso(t.usedAt),
    })),
    chat_history: chats.map((c) => ({
      id: c.id,
      question: c.userQuery,
      answer: c.aiResponse,
      cited_section_ids: c.citations,
      asked_at: c.createdAt.toISOString(),
    })),
    answer_reports: reports.map((r) => ({
      id: r.id,
      chat_entry_id: r.chatEntryId,
      reason: r.reason,
      note: r.note,
      state: r.state,
      created_at: r.createdAt.toISOString(),
      reviewed_at: iso(r.reviewedAt),
    })),
    polls_taken_part_in: taken.map((p) => ({ poll_id: p.pollId, title: p.title })),
    voting_pin: {
      set: pinRow !== undefined,
      updated_at: iso(pinRow?.updatedAt ?? null),
      failed_attempts: pinRow?.failedAttempts ?? 0,
      locked_until: iso(pinRow?.lockedUntil ?? null),
    },
    text_messages_stopped: user.phoneE164 ? await optedOut(ctx, user.phoneE164) : false,
    consents: consentRows.map((c) => ({
      policy_version: c.policyVersion,
      accepted_at: c.acceptedAt.toISOString(),
    })),
    reads_of_your_data: reads.map(({ read, name, role }) => ({
      at: read.at.toISOString(),
      what: read.what,
      reader:
        read.readerId === userId
          ? { id: userId, name: user.name, role: 'you' }
          : { id: read.readerId, name, role: role ?? 'deleted account' },
      details: (read.details as Record<string, unknown> | null) ?? null,
    })),
    administration: {
      polls_created: created.map((p) => ({
        poll_id: p.id,
        title: p.title,
        created_at: p.createdAt.toISOString(),
      })),
      poll_actions: actions.map((a) => ({
        poll_id: a.pollId,
        action: a.action,
        details: a.details,
        at: a.at.toISOString(),
      })),
      reports_reviewed: reviewed.map((r) => ({
        report_id: r.id,
        state: r.state,
        reviewed_at: iso(r.at),
      })),
      personal_data_read: readByMe.map((r) => ({
        what: r.what,
        subject_id: r.subjectId,
        details: (r.details as Record<string, unknown> | null) ?? null,
        at: r.at.toISOString(),
      })),
    },
  };
}
