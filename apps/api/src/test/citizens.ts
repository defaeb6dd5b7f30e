import { currentPrivacyPolicy } from '@civicng/contracts';
import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import type { Database } from '../db/client.js';

/**
 * Verified citizens who accepted the privacy policy, each with a session, written in one SQL
 * statement (tens of thousands in seconds); returns their bearer tokens signed with `jwtSecret`.
 */
export async function seedVerifiedCitizens(
  database: Database,
  count: number,
  jwtSecret: string,
): Promise<string[]> {
  const sessions = await database.rows<{ id: string; user_id: string; expires_at: string }>(sql`
    with citizen as (
      insert into users (name, email, email_verified_at, phone_e164, nin_hash, identity_verified_at)
      select 'Citizen ' || g, 'bench-' || g || '@example.test', now(),
        '+23480' || lpad(g::text, 8, '0'), 'bench-nin-' || g, now()
      from generate_series(1, ${count}) g
      returning id
    ), agreed as (
      -- They accepted the current privacy policy, as a sign-up does: the API serves no one else.
      insert into consents (user_id, policy_version)
      select id, ${currentPrivacyPolicy.version} from citizen
    )
    insert into sessions (user_id, expires_at)
    select id, now() + interval '1 day' from citizen
    returning id, user_id, expires_at::text`);
  const key = new TextEncoder().encode(jwtSecret);
  return Promise.all(
    sessions.map((s) =>
      new SignJWT({ sid: s.id })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(s.user_id)
        .setIssuedAt()
        .setExpirationTime(new Date(s.expires_at))
        .sign(key),
    ),
  );
}
