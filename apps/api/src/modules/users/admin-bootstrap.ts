import { currentPrivacyPolicy } from '@civicng/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { hashPassword } from '../../security/crypto.js';
import { findUserByEmail, normalizeEmail, recordConsent } from '../accounts/index.js';

/** Creates an account (or updates the one with that email); used by the CLI and at start. */
export async function createOrUpdateUser(
  db: Db,
  input: { email: string; password: string; name: string; admin: boolean },
): Promise<{ outcome: 'created' | 'updated'; userId: string }> {
  const passwordHash = await hashPassword(input.password);
  const role = input.admin ? 'admin' : 'user';
  const existing = await findUserByEmail(db, input.email);
  if (existing) {
    await db
      .update(users)
      .set({ passwordHash, role, updatedAt: new Date() })
      .where(eq(users.id, existing.id));
    return { outcome: 'updated', userId: existing.id };
  }
  const [created] = await db
    .insert(users)
    .values({
      email: normalizeEmail(input.email),
      name: input.name,
      passwordHash,
      role,
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  if (!created) throw new Error('user insert returned nothing');
  // The operator who creates an account accepts the current policy for it; a later version is
  // asked of its owner at log-in like anyone's (docs/decisions/012).
  await recordConsent(db, created.id, currentPrivacyPolicy.version);
  return { outcome: 'created', userId: created.id };
}

/** ADMIN_EMAIL / ADMIN_PASSWORD create the first administrator when none exists yet. */
export async function ensureAdminFromConfig(ctx: AppContext): Promise<void> {
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = ctx.config;
  if (!email || !password) return;
  const [admin] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'))
    .limit(1);
  if (admin) return;
  await createOrUpdateUser(ctx.db, { email, password, name: 'Administrator', admin: true });
  ctx.log.info('admin: created the administrator from ADMIN_EMAIL');
}
