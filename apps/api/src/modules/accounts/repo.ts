import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { AppError } from '../../errors.js';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${normalizeEmail(email)}`)
    .limit(1);
  return user;
}

export async function findUserById(db: Db, id: string) {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/** The account a NIN (by its keyed hash) is linked to, if any. */
/** The account a session acts for, which may have been deleted meanwhile: a 401 then. */
export async function requireUser(db: Db, id: string) {
  const user = await findUserById(db, id);
  if (!user) throw new AppError('UNAUTHENTICATED', 'messages.logInToContinue');
  return user;
}

export async function findUserByNinHash(db: Db, ninHash: string) {
  const [user] = await db
    .select({ id: users.id, email: users.email, language: users.language })
    .from(users)
    .where(eq(users.ninHash, ninHash))
    .limit(1);
  return user;
}

export async function ninIsTaken(db: Db, ninHash: string, exceptUserId?: string) {
  const owner = await findUserByNinHash(db, ninHash);
  return owner !== undefined && owner.id !== exceptUserId;
}

/** The Postgres error inside a driver or ORM error, as node-postgres and PGlite raise them. */
function postgresError(error: unknown): { code?: unknown; constraint?: unknown } | undefined {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 4; depth += 1) {
    if (
      'code' in current &&
      typeof current.code === 'string' &&
      /^[0-9A-Z]{5}$/.test(current.code)
    ) {
      return current;
    }
    current = 'cause' in current ? current.cause : undefined;
  }
  return undefined;
}

/** Postgres unique violation (23505). */
export const isUniqueViolation = (error: unknown) => postgresError(error)?.code === '23505';

/** The name of the violated constraint, when the driver reports it. */
export function constraintOf(error: unknown): string | undefined {
  const constraint = postgresError(error)?.constraint;
  return typeof constraint === 'string' ? constraint : undefined;
}
