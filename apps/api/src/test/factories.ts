import { appendFile, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { App } from '../app.js';
import { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll } from 'vitest';
import { currentPrivacyPolicy } from '@civicng/contracts';
import { consents, userIdentities, users } from '../db/schema.js';
import { startSession } from '../sessions/index.js';
import { encrypt, hashPassword, keyedHash } from '../security/crypto.js';
import { createTestApp } from './app.js';
import { createTestDatabase, type DbKind, type TestDatabase } from './databases.js';

/** A test database and the app on it, made before a describe block's tests and closed after. */
export function useTestApp(kind: DbKind): { database: TestDatabase; app: App } {
  const made = {} as { database: TestDatabase; app: App };
  beforeAll(async () => {
    made.database = await createTestDatabase(kind);
    made.app = await createTestApp(made.database);
  });
  afterAll(async () => {
    await made.app.close();
    await made.database.destroy();
  });
  return made;
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  token: string;
  nin?: string;
}

let counter = 0;
// Argon2 is slow on purpose; every factory user shares one hash of the same password.
let sharedHash: Promise<string> | undefined;
const uniqueDigits = () =>
  `${Date.now() % 1_000_000}${(counter += 1)}`.padStart(11, '7').slice(-11);

/** Makes an account straight in the database and logs it in. */
export async function createUser(
  app: App,
  options: {
    verified?: boolean;
    admin?: boolean;
    name?: string;
    email?: string;
    /** The verified phone (E.164); one number shared by every verified factory user otherwise. */
    phone?: string;
    language?: string;
    /** The privacy policy version accepted at sign-up; null: none (the current one otherwise). */
    policyVersion?: string | null;
  } = {},
): Promise<TestUser> {
  const { ctx } = app;
  const email = options.email ?? `citizen-${randomBytes(5).toString('hex')}@example.ng`;
  const password = 'correct horse battery';
  const nin = options.verified ? uniqueDigits() : undefined;
  const [row] = await ctx.db
    .insert(users)
    .values({
      email,
      name: options.name ?? 'Ada Obi',
      passwordHash: await (sharedHash ??= hashPassword(password)),
      role: options.admin ? 'admin' : 'user',
      emailVerifiedAt: new Date(),
      language: options.language ?? 'en',
      ...(nin
        ? {
            phoneE164: options.phone ?? '+2348031234567',
            ninEncrypted: encrypt(ctx.secrets.dataKey, nin),
            ninHash: keyedHash(ctx.secrets.lookupKey, `nin:${nin}`),
            identityVerifiedAt: new Date(),
          }
        : {}),
    })
    .returning({ id: users.id });
  if (!row) throw new Error('no user');
  const policyVersion =
    options.policyVersion === undefined ? currentPrivacyPolicy.version : options.policyVersion;
  if (policyVersion) await ctx.db.insert(consents).values({ userId: row.id, policyVersion });
  const token = await startSession(ctx.db, ctx.secrets, row.id, 1);
  return { id: row.id, email, password, token, nin };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function outboxFiles(app: App, kind: 'mail' | 'sms'): Promise<string[]> {
  const dir = path.join(app.config.varDir, 'outbox', kind);
  try {
    return (await readdir(dir))
      .filter((f) => !f.startsWith('.'))
      .sort()
      .map((f) => path.join(dir, f));
  } catch {
    return [];
  }
}

/** The last SMS sent to a number (E.164), from the outbox. */
export async function lastSmsTo(app: App, phoneE164: string): Promise<string | undefined> {
  const files = (await outboxFiles(app, 'sms')).reverse();
  for (const file of files) {
    const sms = JSON.parse(await readFile(file, 'utf8')) as { to: string; text: string };
    if (sms.to === phoneE164) return sms.text;
  }
  return undefined;
}

export const codeIn = (text: string | undefined) => /\b(\d{6})\b/.exec(text ?? '')?.[1];

/** The raw text of every mail in the outbox, oldest first. */
export async function outboxMails(app: App): Promise<string[]> {
  return Promise.all((await outboxFiles(app, 'mail')).map((f) => readFile(f, 'utf8')));
}

// ---------- helpers for the accounts tests ----------

/** A random address no other test uses. */
export const randomEmail = (prefix = 'citizen') =>
  `${prefix}-${randomBytes(6).toString('hex')}@example.ng`;

/** A random 11-digit NIN (starts with 5, unlike the NINs createUser makes). */
export const randomNin = () => `5${Array.from(randomBytes(10), (b) => String(b % 10)).join('')}`;

/** A random MTN mobile number: as a citizen types it (080…) and as stored (E.164). */
export function randomPhone(): { local: string; e164: string } {
  const rest = Array.from(randomBytes(7), (b) => String(b % 10)).join('');
  return { local: `0803${rest}`, e164: `+234803${rest}` };
}

export interface OutboxMail {
  to: string[];
  subject: string;
  text: string;
}

/** Every mail in the outbox addressed to this address (case-insensitive), oldest first, parsed. */
export async function mailsTo(app: App, address: string): Promise<OutboxMail[]> {
  const mails = await Promise.all(
    (await outboxMails(app)).map(async (raw) => {
      const parsed = await simpleParser(raw);
      const fields = Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : [];
      return {
        to: fields.flatMap((f) => f.value.map((v) => (v.address ?? '').toLowerCase())),
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
      };
    }),
  );
  return mails.filter((m) => m.to.includes(address.toLowerCase()));
}

/** Waits for the count-th mail to an address (mail sent after the answer, like reset links). */
export async function waitForMailTo(
  app: App,
  address: string,
  count = 1,
  timeoutMs = 5_000,
): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await mailsTo(app, address);
    const mail = mails[count - 1];
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail number ${count} to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The token of the first link to {publicUrl}/{page}/{token} in a mail's text. */
export function linkToken(app: App, text: string, page: 'verify-email' | 'reset-password'): string {
  const prefix = `${app.config.publicUrl}/${page}/`;
  const match = new RegExp(
    `${prefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}([A-Za-z0-9_-]+)`,
  ).exec(text);
  if (!match?.[1]) throw new Error(`no ${page} link in: ${text}`);
  return match[1];
}

/** How many accounts exist, straight from the database. */
export async function countUsers(app: App): Promise<number> {
  const [row] = await app.database.rows<{ n: number | string }>(
    sql`select count(*)::int as n from users`,
  );
  return Number(row?.n ?? 0);
}

/** Links a Google or Apple sign-in to an account, as a finished provider sign-in would. */
export async function linkSso(app: App, userId: string, provider: 'google' | 'apple') {
  await app.ctx.db
    .insert(userIdentities)
    .values({ userId, provider, subject: `${provider}-${randomBytes(6).toString('hex')}` });
}

/** A person in the app's identity register (the NIMC record the NIN check looks up). */
export interface RegisteredPerson {
  nin: string;
  vnin?: string;
  phone: { local: string; e164: string };
  firstName: string;
  lastName: string;
}

/** Adds a person to the test app's identity register file and returns their details. */
export async function registerPerson(
  app: App,
  options: { nin?: string; vnin?: string; phone?: { local: string; e164: string } } = {},
): Promise<RegisteredPerson> {
  const file = app.config.IDENTITY_REGISTER_FILE;
  if (!file) throw new Error('the test app has no identity register file');
  const person: RegisteredPerson = {
    nin: options.nin ?? randomNin(),
    vnin: options.vnin,
    phone: options.phone ?? randomPhone(),
    firstName: 'Ada',
    lastName: 'Obi',
  };
  const line = {
    nin: person.nin,
    ...(person.vnin ? { vnin: person.vnin } : {}),
    first_name: person.firstName,
    last_name: person.lastName,
    phone_number: person.phone.local,
  };
  await appendFile(file, `${JSON.stringify(line)}\n`);
  return person;
}
