import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { accountLanguage, type Language } from '../../i18n/index.js';
import { normalizeNigerianPhone } from '../identity/index.js';

export interface PhoneAccount {
  userId: string;
  identityHash: string;
}

/** The verified citizen(s) behind a phone number: a family may share one phone. */
export interface PhoneCitizen {
  phone: string;
  accounts: PhoneAccount[];
  /**
   * Who is speaking, when the number tells: its one account. On a shared number nobody is known
   * until a voting PIN says whose ballot it is, so nothing else is written to any account.
   */
  speaker?: PhoneAccount;
  /** The language of the most recently verified account: what the screens are shown in. */
  language: Language;
}

/** The number as the network reports it, in E.164 (+234…), or undefined when it is not one. */
export function phoneOf(reported: string): string | undefined {
  try {
    return normalizeNigerianPhone(reported);
  } catch {
    return undefined;
  }
}

/** The verified accounts on this number, or undefined when there are none. */
export async function findPhoneCitizen(db: Db, phone: string): Promise<PhoneCitizen | undefined> {
  const rows = await db
    .select({
      userId: users.id,
      ninHash: users.ninHash,
      language: users.language,
    })
    .from(users)
    .where(and(eq(users.phoneE164, phone), isNotNull(users.identityVerifiedAt)))
    .orderBy(desc(users.identityVerifiedAt))
    .limit(10);
  const accounts = rows.flatMap((r) =>
    r.ninHash ? [{ userId: r.userId, identityHash: r.ninHash }] : [],
  );
  const first = rows[0];
  if (!first || accounts.length === 0) return undefined;
  const speaker = accounts.length === 1 ? accounts[0] : undefined;
  return { phone, accounts, speaker, language: accountLanguage(first) };
}

/** Saves the language chosen on the phone to the speaker's account; false on a shared number. */
export async function saveSpeakerLanguage(
  db: Db,
  citizen: PhoneCitizen,
  language: Language,
): Promise<boolean> {
  if (!citizen.speaker) return false;
  await db
    .update(users)
    .set({ language, updatedAt: new Date() })
    .where(eq(users.id, citizen.speaker.userId));
  return true;
}
