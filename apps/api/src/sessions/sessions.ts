import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client.js';
import { currentPrivacyPolicy } from '@civicng/contracts';
import { consents, sessions, users } from '../db/schema.js';
import type { Secrets } from '../security/secrets.js';
import type { Actor } from './actor.js';
import type { SessionCache } from './session-cache.js';

/** Opens a session row and signs a JWT bound to it; revoking the row ends the token at once. */
export async function startSession(
  db: Db,
  secrets: Secrets,
  userId: string,
  ttlHours: number,
  /** A summary of the browser ("Chrome on Android"), shown in the citizen's sessions list. */
  device?: string | null,
): Promise<string> {
  const expiresAt = new Date(Date.now() + ttlHours * 3_600_000);
  const [session] = await db
    .insert(sessions)
    .values({ userId, expiresAt, device: device ?? null })
    .returning();
  if (!session) throw new Error('session insert returned nothing');
  return new SignJWT({ sid: session.id })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(secrets.jwtKey);
}

const fromBase64url = (part: string) =>
  JSON.parse(Buffer.from(part, 'base64url').toString()) as unknown;

/**
 * The session id and subject of an HS256 token whose signature and expiry hold, else null.
 * node:crypto's HMAC costs a few microseconds where a general JOSE library costs about 100, on
 * every request; only the one algorithm we sign with is accepted.
 */
export function verifySessionToken(
  token: string,
  key: Uint8Array,
): { sid: string; sub: string } | null {
  let known = verifiedTokens.get(key);
  if (!known) {
    known = new LRUCache<string, VerifiedToken>({ max: maxVerifiedTokens });
    verifiedTokens.set(key, known);
  }
  const remembered = known.get(token);
  if (remembered && remembered.exp > Date.now() / 1000) return remembered;
  const claims = checkSessionToken(token, key);
  if (claims) known.set(token, claims);
  return claims;
}

/**
 * Tokens whose signature has been checked, by signing key: a citizen's app sends the same token
 * on every request, and the HMAC was a tenth of a ballot's CPU. Only the exact string is trusted
 * again, and only until its expiry; revocation is the session's business, checked after this.
 */
const verifiedTokens = new WeakMap<Uint8Array, LRUCache<string, VerifiedToken>>();
const maxVerifiedTokens = 100_000;
interface VerifiedToken {
  sid: string;
  sub: string;
  exp: number;
}

function checkSessionToken(token: string, key: Uint8Array): VerifiedToken | null {
  const [header, payload, signature, extra] = token.split('.');
  if (!header || !payload || !signature || extra !== undefined) return null;
  const expected = createHmac('sha256', key).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const h = fromBase64url(header) as { alg?: unknown; crit?: unknown };
    const p = fromBase64url(payload) as {
      sid?: unknown;
      sub?: unknown;
      exp?: unknown;
      nbf?: unknown;
    };
    const now = Date.now() / 1000;
    if (h.alg !== 'HS256' || h.crit !== undefined) return null;
    if (typeof p.exp !== 'number' || p.exp <= now) return null;
    if (p.nbf !== undefined && (typeof p.nbf !== 'number' || p.nbf > now)) return null;
    if (typeof p.sid !== 'string' || typeof p.sub !== 'string' || !p.sub) return null;
    if (!/^[0-9a-f-]{36}$/.test(p.sid)) return null;
    return { sid: p.sid, sub: p.sub, exp: p.exp };
  } catch {
    return null;
  }
}

/** The session-and-account look-up, prepared once per database: it runs on most requests. */
const prepared = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>();
function prepareSessionLookup(db: Db) {
  return db
    .select({
      role: users.role,
      identityVerifiedAt: users.identityVerifiedAt,
      ninHash: users.ninHash,
      expiresAt: sessions.expiresAt,
      policyAccepted: sql<boolean>`exists (select 1 from ${consents} where ${consents.userId} = ${users.id} and ${consents.policyVersion} = ${currentPrivacyPolicy.version})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sid')),
        eq(sessions.userId, sql.placeholder('sub')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .limit(1)
    .prepare('session_actor');
}

/** The actor behind a bearer token, or null when the token is bad, expired or revoked. */
export async function authenticate(
  db: Db,
  secrets: Secrets,
  token: string,
  cache?: SessionCache,
): Promise<Actor | null> {
  const claims = verifySessionToken(token, secrets.jwtKey);
  if (!claims) return null;
  const { sid, sub } = claims;
  const remembered = cache?.get(sid, sub);
  if (remembered) return remembered;
  let lookup = prepared.get(db);
  if (!lookup) {
    lookup = prepareSessionLookup(db);
    prepared.set(db, lookup);
  }
  const [row] = await lookup.execute({ sid, sub });
  if (!row) return null;
  const actor: Actor = {
    userId: sub,
    sessionId: sid,
    role: row.role,
    identityVerified: row.identityVerifiedAt !== null,
    identityHash: row.identityVerifiedAt ? row.ninHash : null,
    policyAccepted: row.policyAccepted,
  };
  cache?.remember(actor, row.expiresAt);
  return actor;
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/** Revokes every live session of the account but one; returns the ids it revoked. */
export async function revokeOtherSessions(
  db: Db,
  userId: string,
  keepSessionId: string,
): Promise<string[]> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, keepSessionId)),
    )
    .returning({ id: sessions.id });
  return revoked.map((r) => r.id);
}

export async function revokeAllSessions(db: Db, userId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
