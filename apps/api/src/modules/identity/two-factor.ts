import type { Language } from '../../i18n/languages.js';
import { translate } from '../../i18n/translate.js';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { twoFactorCodes } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { keyedHash, numericCode } from '../../security/crypto.js';

export const codeLifetimeMinutes = 10;
export const maxCodeAttempts = 5;

type Purpose = 'signup' | 'verify' | 'phone_change';

/** Sends a fresh code by SMS for this subject; earlier unused codes for it stop working. */
export async function sendTwoFactorCode(
  ctx: AppContext,
  input: { purpose: Purpose; subject: string; phoneE164: string; language: Language },
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
    // Sent inside the transaction: if the SMS cannot go, no code is left pending.
    await ctx.sms.send(
      input.phoneE164,
      translate(input.language, 'sms.code', {
        appName: ctx.config.APP_NAME,
        code,
        minutes: codeLifetimeMinutes,
      }),
    );
  });
}

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
    throw new AppError(
      'TWO_FACTOR_CODE',
      'Two factor code has expired or was not requested. Submit again without a code to get a new one.',
    );
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
      throw new AppError(
        'TWO_FACTOR_CODE',
        'Two factor code is incorrect. Check the SMS and try again.',
      );
    }
    await ctx.db
      .update(twoFactorCodes)
      .set({ consumedAt: new Date() })
      .where(eq(twoFactorCodes.id, active.id));
  }
  throw new AppError(
    'TWO_FACTOR_CODE',
    'Two factor code can no longer be used after too many attempts. Submit again without a code to get a new one.',
  );
}
