import { and, eq, gt, isNull } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Db } from '../../db/client.js';
import { sessions, users } from '../../db/schema.js';
import type { Secrets } from '../../security/secrets.js';

export interface Actor {
  userId: string;
  sessionId: string;
  role: 'user' | 'admin';
  identityVerified: boolean;
  /** Keyed hash of the verified NIN: the voter's key in every poll. Null until verified. */
  identityHash: string | null;
}

/** Opens a session row and signs a JWT bound to it; revoking the row ends the token at once. */
export async function startSession(
  db: Db,
  secrets: Secrets,
  userId: string,
  ttlHours: number,
): Promise<string> {
  const expiresAt = new Date(Date.now() + ttlHours * 3_600_000);
  const [session] = await db.insert(sessions).values({ userId, expiresAt }).returning();
  if (!session) throw new Error('session insert returned nothing');
  return new SignJWT({ sid: session.id })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(secrets.jwtKey);
}

/** The actor behind a bearer token, or null when the token is bad, expired or revoked. */
export async function authenticate(db: Db, secrets: Secrets, token: string): Promise<Actor | null> {
  let sid: unknown;
  let sub: string | undefined;
  try {
    const { payload } = await jwtVerify(token, secrets.jwtKey, { algorithms: ['HS256'] });
    sid = payload.sid;
    sub = payload.sub;
  } catch {
    return null;
  }
  if (typeof sid !== 'string' || !sub || !/^[0-9a-f-]{36}$/.test(sid)) return null;
  const [row] = await db
    .select({
      role: users.role,
      identityVerifiedAt: users.identityVerifiedAt,
      ninHash: users.ninHash,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sid),
        eq(sessions.userId, sub),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (!row) return null;
  return {
    userId: sub,
    sessionId: sid,
    role: row.role,
    identityVerified: row.identityVerifiedAt !== null,
    identityHash: row.identityVerifiedAt ? row.ninHash : null,
  };
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

export async function revokeAllSessions(db: Db, userId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
