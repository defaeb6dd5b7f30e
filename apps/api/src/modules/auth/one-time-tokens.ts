import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { oneTimeTokens } from '../../db/schema.js';
import { randomToken, sha256 } from '../../security/crypto.js';

type Purpose = (typeof oneTimeTokens.$inferInsert)['purpose'];

export const tokenLifetimes: Record<Purpose, number> = {
  email_verify: 24 * 60 * 60_000,
  email_change: 24 * 60 * 60_000,
  password_reset: 60 * 60_000,
  login_ticket: 2 * 60_000,
};

/**
 * Issues a single-use token; only its hash is stored. Earlier unused tokens of the purpose end.
 * `bindingHash` ties it to a browser: then only a caller holding that binding can use it.
 */
export async function issueOneTimeToken(
  db: Db,
  userId: string,
  purpose: Purpose,
  options: { bindingHash?: string | null } = {},
): Promise<string> {
  const token = randomToken();
  await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
      ),
    );
  await db.insert(oneTimeTokens).values({
    userId,
    purpose,
    tokenHash: sha256(token),
    bindingHash: options.bindingHash ?? null,
    expiresAt: new Date(Date.now() + tokenLifetimes[purpose]),
  });
  return token;
}

/**
 * Uses the token up and returns its user, or null when unknown, used or expired, or when
 * `binding` is given and is not the one the token was issued to (the token then stays unused).
 */
export async function consumeOneTimeToken(
  db: Db,
  token: string,
  purpose: Purpose,
  options: { binding?: string } = {},
): Promise<string | null> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, sha256(token)),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, new Date()),
        options.binding === undefined
          ? undefined
          : eq(oneTimeTokens.bindingHash, sha256(options.binding)),
      ),
    )
    .returning({ userId: oneTimeTokens.userId });
  return row?.userId ?? null;
}
