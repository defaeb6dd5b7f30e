import type { ProfileResponse } from '@civicng/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { userIdentities, users } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { decrypt } from '../../security/crypto.js';
import { hasVotingPin } from '../channels/index.js';
import { maskNin } from '../identity/index.js';
import { providerLabels } from '../sso/index.js';
import { findUserById } from '../accounts/index.js';

export async function getProfile(ctx: AppContext, userId: string): Promise<ProfileResponse> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError('UNAUTHENTICATED', 'messages.logInToContinue');
  const identities = await ctx.db
    .select({ provider: userIdentities.provider })
    .from(userIdentities)
    .where(eq(userIdentities.userId, userId));
  return {
    name: user.name,
    email: user.email,
    phoneNumber: user.phoneE164,
    nin: user.ninEncrypted ? maskNin(decrypt(ctx.secrets.dataKey, user.ninEncrypted)) : null,
    sso: identities.map((i) => providerLabels[i.provider]),
    verified: user.identityVerifiedAt !== null,
    language: user.language,
    votingPin: await hasVotingPin(ctx.db, userId),
  };
}

/**
 * Erases the account (Nigeria Data Protection Act 2023, s. 34): personal data, sessions, links,
 * chat history and provider links go at once; ballots stay counted, no longer tied to anyone.
 */
export const lastAdminMessage = 'messages.onlyAdministratorMakeAnother';

export async function deleteAccount(ctx: AppContext, userId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [self] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId));
    if (self?.role === 'admin') {
      // The administrators' rows stay locked until the deletion commits, so two administrators
      // deleting themselves at once cannot leave the platform with none. A citizen's deletion
      // takes no such lock.
      const admins = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.role, 'admin'))
        .for('update');
      if (admins.length === 1) throw new AppError('CONFLICT', lastAdminMessage);
    }
    await tx.delete(users).where(eq(users.id, userId));
  });
  await ctx.sessions.forgetUser(userId);
  ctx.streams.closeStreamsOf({ userId });
}

export async function setLanguage(ctx: AppContext, userId: string, language: string) {
  await ctx.db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, userId));
}
