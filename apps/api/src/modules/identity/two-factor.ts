import { type Language, translate } from '../../i18n/index.js';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { twoFactorCodes } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { keyedHash, numericCode } from '../../security/crypto.js';

export const codeLifetimeMinutes = 10;
export const maxCodeAttempts = 5;

type Purpose = 'signup' | 'verify' | 'phone_change';

/**
 * A fresh code for this subject (earlier unused ones stop working), stored hashed; `deliver`
 * sends the SMS inside the transaction, so if it cannot go, no code is left pending.
 */
async function issueCode(
  ctx: AppContext,
  input: { purpose: Purpose; subject: string },
  deliver: (code: string) => Promise<void>,
): Promise<void> {
  const code = numericCode(6);
  const subjectHash = keyedHash(ctx.secrets.lookupKey, input.subject);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(twoFactorCodes)
      .set({ consumedAt: new Date() })
      .where(
        and(
          eq(twoFactorCodes.purpose, input.purpose),
          eq(twoFactorCodes.subjectHash, subjectHash),
          isNull(twoFactorCodes.consumedAt),
        ),
      );
    await tx.insert(twoFactorCodes).values({
      purpose: input.purpose,
      subjectHash,
      codeHash: keyedHash(ctx.secrets.lookupKey, `${subjectHash}:${code}`),
      expiresAt: new Date(Date.now() + codeLifetimeMinutes * 60_000),
    });
    await deliver(code);
  });
}

/** Sends a fresh code by SMS for this subject; earlier unused codes for it stop working. */
export async function sendTwoFactorCode(
  ctx: AppContext,
  input: { purpose: Purpose; subject: string; phoneE164: string; language: Language },
): Promise<void> {
  await issueCode(ctx, input, (code) =>
    ctx.sms.send(
      input.phoneE164,
      translate(input.language, 'sms.code', {
        appName: ctx.config.APP_NAME,
        code,
        minutes: codeLifetimeMinutes,
      }),
    ),
  );
}

/**
 * Does what sendTwoFactorCode does, but sends nobody the code: the answer and the next step (a
 * wrong code, five tries) stay the same as for a request that can succeed, so a caller learns
 * nothing from them. `notice`, when given, goes to the phone on record instead of the code.
 */
export async function withholdTwoFactorCode(
  ctx: AppContext,
  input: { purpose: Purpose; subject: string; notice?: { phoneE164: string; text: string } },
): Promise<void> {
  const notice = input.notice;
  await issueCode(ctx, input, async () => {
    if (notice) await ctx.sms.send(notice.phoneE164, notice.text);
  });
}

/** What a wrong code is told: also said where no code could ever be right. */
export const incorrectCodeError = () => new AppError('TWO_FACTOR_CODE', 'messages.codeIncorrect');

/** Accepts the code once; wrong codes count against the limit. Throws a 400 with the reason. */
export async function consumeTwoFactorCode(
  ctx: AppContext,
  input: { purpose: Purpose; subject: string; code: string },
): Promise<void> {
  const subjectHash = keyedHash(ctx.secrets.lookupKey, input.subject);
  const [active] = await ctx.db
    .select()
    .from(twoFactorCodes)
    .where(
      and(
        eq(twoFactorCodes.purpose, input.purpose),
        eq(twoFactorCodes.subjectHash, subjectHash),
        isNull(twoFactorCodes.consumedAt),
        gt(twoFactorCodes.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(twoFactorCodes.createdAt))
    .limit(1);
  if (!active) {
    throw new AppError('TWO_FACTOR_CODE', 'messages.codeExpired');
  }
  const matches =
    keyedHash(ctx.secrets.lookupKey, `${subjectHash}:${input.code.trim()}`) === active.codeHash;
  if (matches) {
    // The condition makes a code single use even when two requests race.
    const used = await ctx.db
      .update(twoFactorCodes)
      .set({ consumedAt: new Date() })
      .where(and(eq(twoFactorCodes.id, active.id), isNull(twoFactorCodes.consumedAt)))
      .returning({ id: twoFactorCodes.id });
    if (used.length === 1) return;
  } else {
    const [counted] = await ctx.db
      .update(twoFactorCodes)
      .set({ attempts: sql`${twoFactorCodes.attempts} + 1` })
      .where(and(eq(twoFactorCodes.id, active.id), lt(twoFactorCodes.attempts, maxCodeAttempts)))
      .returning({ attempts: twoFactorCodes.attempts });
    if (counted && counted.attempts < maxCodeAttempts) {
      throw incorrectCodeError();
    }
    await ctx.db
      .update(twoFactorCodes)
      .set({ consumedAt: new Date() })
      .where(eq(twoFactorCodes.id, active.id));
  }
  throw new AppError('TWO_FACTOR_CODE', 'messages.twoFactorCodeCan');
}
