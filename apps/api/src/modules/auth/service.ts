import type { SignupRequest } from '@civicng/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema.js';
import { AppError, badRequest } from '../../errors.js';
import {
  decoyPasswordHash,
  encrypt,
  hashPassword,
  keyedHash,
  verifyPassword,
} from '../../security/crypto.js';
import { consumeTwoFactorCode, sendTwoFactorCode } from '../identity/two-factor.js';
import { normalizeNigerianPhone, normalizeNin } from '../identity/phone-and-nin.js';
import {
  constraintOf,
  findUserByEmail,
  isUniqueViolation,
  ninIsTaken,
  normalizeEmail,
} from '../users/repo.js';
import { passwordResetEmail, verificationEmail } from './emails.js';
import { consumeOneTimeToken, issueOneTimeToken } from './one-time-tokens.js';
import { revokeAllSessions, startSession } from './sessions.js';

export const messages = {
  codeSent: 'Two factor code sent to your phone. Enter it to complete signup.',
  created: 'User created successfully. Check your email to verify your address.',
  emailTaken: 'An account with this email already exists.',
  ninTaken: 'This NIN is already linked to another account.',
  badLogin: 'Invalid email or password',
  loggedIn: 'Login successful',
  resetSent: 'If an account exists for this email, a password reset link has been sent to it.',
  resetDone: 'Password Reset successful',
  badResetLink: 'This password reset link is invalid or has expired.',
  emailVerified: 'Email verified successfully',
  badVerifyLink: 'This verification link is invalid or has expired.',
};

export type SignupOutcome = { status: 'code_sent' } | { status: 'created'; userId: string };

/** Creates an account. With phone and NIN, the first call sends a code and the second uses it. */
export async function signUp(ctx: AppContext, input: SignupRequest): Promise<SignupOutcome> {
  const email = normalizeEmail(input.email);
  if (await findUserByEmail(ctx.db, email)) throw new AppError('CONFLICT', messages.emailTaken);

  let identity: { phoneE164: string; nin: string; ninHash: string } | undefined;
  if (input.phone_number || input.nin) {
    if (!input.phone_number || !input.nin) {
      throw badRequest('Enter both your phone number and NIN, or leave both empty.');
    }
    const phoneE164 = normalizeNigerianPhone(input.phone_number);
    const nin = normalizeNin(input.nin);
    const ninHash = keyedHash(ctx.secrets.lookupKey, `nin:${nin}`);
    if (await ninIsTaken(ctx.db, ninHash)) throw new AppError('CONFLICT', messages.ninTaken);
    identity = { phoneE164, nin, ninHash };
    const subject = `signup|${email}|${phoneE164}|${nin}`;
    if (!input.two_factor_code) {
      await sendTwoFactorCode(ctx, { purpose: 'signup', subject, phoneE164 });
      return { status: 'code_sent' };
    }
    await consumeTwoFactorCode(ctx, { purpose: 'signup', subject, code: input.two_factor_code });
  }

  const passwordHash = await hashPassword(input.password);
  try {
    // The account, its verification link and the mail succeed or fail together.
    const userId = await ctx.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          name: input.name,
          email,
          passwordHash,
          phoneE164: identity?.phoneE164,
          ninEncrypted: identity ? encrypt(ctx.secrets.dataKey, identity.nin) : undefined,
          ninHash: identity?.ninHash,
          identityVerifiedAt: identity ? new Date() : undefined,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('user insert returned nothing');
      const token = await issueOneTimeToken(tx, user.id, 'email_verify');
      await ctx.mailer.send(
        verificationEmail({
          to: email,
          name: input.name,
          appName: ctx.config.APP_NAME,
          link: `${ctx.config.publicUrl}/verify-email/${token}`,
        }),
      );
      return user.id;
    });
    return { status: 'created', userId };
  } catch (error) {
    if (isUniqueViolation(error)) {
      const onNin = constraintOf(error) === 'users_nin_hash_key';
      throw new AppError('CONFLICT', onNin ? messages.ninTaken : messages.emailTaken);
    }
    throw error;
  }
}

export async function logIn(ctx: AppContext, input: { email: string; password: string }) {
  const user = await findUserByEmail(ctx.db, input.email);
  // Same work and same answer whether or not the account exists.
  const ok = await verifyPassword(
    user?.passwordHash ?? (await decoyPasswordHash()),
    input.password,
  );
  if (!user || !ok) throw new AppError('UNAUTHENTICATED', messages.badLogin);
  const accessToken = await startSession(
    ctx.db,
    ctx.secrets,
    user.id,
    ctx.config.SESSION_TTL_HOURS,
  );
  return { access_token: accessToken, message: messages.loggedIn, role: user.role };
}

export async function verifyEmail(ctx: AppContext, token: string): Promise<void> {
  const userId = await consumeOneTimeToken(ctx.db, token, 'email_verify');
  if (!userId) throw badRequest(messages.badVerifyLink);
  await ctx.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, userId));
}

/** Sends a reset link when the account exists; the caller answers the same either way. */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  const token = await issueOneTimeToken(ctx.db, user.id, 'password_reset');
  await ctx.mailer.send(
    passwordResetEmail({
      to: user.email,
      name: user.name,
      appName: ctx.config.APP_NAME,
      link: `${ctx.config.publicUrl}/reset-password/${token}`,
    }),
  );
}

export async function resetPassword(
  ctx: AppContext,
  input: { token: string; new_password: string; confirm_new_password: string },
): Promise<void> {
  if (input.new_password !== input.confirm_new_password) {
    throw badRequest('The two passwords do not match.');
  }
  const passwordHash = await hashPassword(input.new_password);
  const userId = await consumeOneTimeToken(ctx.db, input.token, 'password_reset');
  if (!userId) throw badRequest(messages.badResetLink);
  await ctx.db
    .update(users)
    .set({ passwordHash, updatedAt: new Date() })
    .where(eq(users.id, userId));
  await revokeAllSessions(ctx.db, userId);
}
