import { randomInt } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  test as base,
  expect,
  type APIRequestContext,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { identityRegisterFile } from '../playwright.config';
import { isPhone } from './screens';

/** A person's sign-up details; phone and NIN are only sent when a story needs them. */
export interface Citizen {
  name: string;
  email: string;
  password: string;
  /** A Nigerian mobile number as people type it: 0803xxxxxxx. */
  phone: string;
  nin: string;
}

export const digits = (count: number) =>
  Array.from({ length: count }, () => randomInt(10)).join('');

/** A name may hold no digits: "Ada Obi lx3k42" becomes "Ada Obi lxdkec", still unique. */
export const asName = (text: string) =>
  text.replace(/\d/g, (d) => 'abcdefghij'.charAt(Number(d))).replace(/[^\p{L} ]/gu, ' ');

/** A person in the identity register: who a NIN (or virtual NIN) belongs to, and their phone. */
export interface RegisteredPerson {
  name: string;
  nin: string;
  /** 16 letters and digits, as NIMC's app issues them. */
  vnin?: string;
  /** The phone on record, where the app texts the code; null when the register holds none. */
  phone: string | null;
}

/**
 * Adds a person to the register file the app under test looks NINs up in (playwright.config.ts):
 * the app reads the file again when it changes, so they can verify at once.
 */
export function registerPerson(person: RegisteredPerson): void {
  const [first = person.name, ...rest] = person.name.split(' ');
  const line = {
    nin: person.nin,
    ...(person.vnin ? { vnin: person.vnin } : {}),
    first_name: first,
    last_name: rest.join(' ') || first,
    phone_number: person.phone,
  };
  appendFileSync(identityRegisterFile, `${JSON.stringify(line)}\n`);
}

/**
 * Details no other test or project uses: the database lives for the whole run, and an email or a
 * NIN can belong to one account only. The person is in the identity register, with this phone.
 */
export function newCitizen(testInfo: TestInfo, role = 'citizen'): Citizen {
  const suffix = `${Date.now().toString(36)}${digits(4)}`;
  const citizen = {
    name: asName(`Ada Obi ${suffix}`),
    email: `${role}-${testInfo.project.name}-${suffix}@example.ng`,
    password: `pass-${digits(8)}`,
    phone: `0803${digits(7)}`,
    nin: digits(11),
  };
  registerPerson(citizen);
  return citizen;
}

/** The form the server stores and texts to: +234 then the number without its leading 0. */
export const e164 = (phone: string) => `+234${phone.replace(/^0/, '')}`;

/** How the profile shows a NIN: every digit but the last four masked. */
export const maskedNin = (nin: string) => `${'*'.repeat(nin.length - 4)}${nin.slice(-4)}`;

// The app under test writes mail and SMS here (playwright.config.ts sets VAR_DIR to this folder).
function outbox(kind: 'mail' | 'sms'): string {
  const varDir = process.env.E2E_VAR_DIR;
  if (!varDir)
    throw new Error('E2E_VAR_DIR is not set: run the tests through playwright.config.ts');
  return path.join(varDir, 'outbox', kind);
}

/** Outbox files, newest first (their names sort in the order they were written). */
async function newestFirst(kind: 'mail' | 'sms', extension: string): Promise<string[]> {
  const dir = outbox(kind);
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return []; // Nothing sent yet.
  }
  return names
    .filter((name) => name.endsWith(extension) && !name.startsWith('.'))
    .sort()
    .reverse()
    .map((name) => path.join(dir, name));
}

/** The codes texted to this E.164 number, newest first. */
async function smsCodes(to: string): Promise<string[]> {
  const codes: string[] = [];
  for (const file of await newestFirst('sms', '.json')) {
    const sms = JSON.parse(await readFile(file, 'utf8')) as { to: string; text: string };
    if (sms.to === to) codes.push(/\b(\d{6})\b/.exec(sms.text)?.[1] ?? '');
  }
  return codes;
}

/** How many texts this phone has had: pass it to smsCodeFor to wait for the next one. */
export const smsCountFor = async (phone: string) => (await smsCodes(e164(phone))).length;

/**
 * The code of the newest SMS sent to this phone, waiting a little for it to be written (timeout:
 * how long, in ms, when the default expect timeout is not enough; after: a count from smsCountFor,
 * so that only a later text will do).
 */
export async function smsCodeFor(phone: string, timeout?: number, after = 0): Promise<string> {
  const to = e164(phone);
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const codes = await smsCodes(to);
        return (code = codes.length > after ? codes[0] : undefined);
      },
      { message: `an SMS code sent to ${to}`, timeout },
    )
    .toBeDefined();
  return code!;
}

interface Mail {
  to: string;
  subject: string;
  text: string;
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body;
  // Quoted-printable is 7-bit: each =XX is one byte, and "=" at a line's end joins two lines.
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Enough of an .eml file for these tests: single-part plain-text messages, as the app sends. */
function parseMail(raw: string): Mail {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) =>
    new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  return {
    to: header('To').toLowerCase(),
    subject: header('Subject'),
    text: decodeBody(body, header('Content-Transfer-Encoding').toLowerCase()),
  };
}

async function newestLinkTo(email: string, linkPath: string): Promise<string | undefined> {
  const link = new RegExp(`https?://[^\\s"<>]+${linkPath}[A-Za-z0-9_%-]+`);
  for (const file of await newestFirst('mail', '.eml')) {
    const mail = parseMail(await readFile(file, 'utf8'));
    if (!mail.to.includes(email.toLowerCase())) continue;
    const found = link.exec(mail.text)?.[0];
    if (found) return found;
  }
  return undefined;
}

/**
 * The link in the newest mail to this address whose path starts with linkPath (for example
 * '/verify-email/'), waiting a little for the mail to be written.
 */
export async function mailLinkFor(email: string, linkPath: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => (link = await newestLinkTo(email, linkPath)), {
      message: `a mail to ${email} with a ${linkPath} link`,
    })
    .toBeDefined();
  return link!;
}

/**
 * Signs up through the API. With identity, the phone and NIN go along and the texted code is
 * sent back, as the signup screen does (smsTimeout: how long to wait for that code, in ms).
 */
export async function signUpByApi(
  request: APIRequestContext,
  citizen: Citizen,
  { withIdentity = false, smsTimeout }: { withIdentity?: boolean; smsTimeout?: number } = {},
): Promise<void> {
  const body = {
    name: citizen.name,
    email: citizen.email,
    password: citizen.password,
    phone_number: withIdentity ? citizen.phone : '',
    nin: withIdentity ? citizen.nin : '',
    two_factor_code: '',
  };
  let response = await request.post('/api/signup', { data: body });
  if (withIdentity) {
    expect(response.status(), await response.text()).toBe(202);
    const code = await smsCodeFor(citizen.phone, smsTimeout);
    response = await request.post('/api/signup', { data: { ...body, two_factor_code: code } });
  }
  expect(response.status(), await response.text()).toBe(201);
}

/** Logs in through the API and returns the access token. */
export async function logInByApi(
  request: APIRequestContext,
  { email, password }: { email: string; password: string },
): Promise<string> {
  const response = await request.post('/api/login/email', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Stores the token where the web app keeps it, as its own login does. */
export async function storeToken(page: Page, token: string): Promise<void> {
  // Storage belongs to the origin: any light page of the app's origin will do.
  await page.goto('/healthz');
  await page.evaluate((value) => localStorage.setItem('jwtToken', value), token);
}

export const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('jwtToken'));

/** The login form's words, English unless a story is played in another language. */
const loginLabels = { email: 'Email', password: 'Password', submit: 'Log in' };

/** Fills and sends the login form (the page must show /login). */
export async function submitLogin(
  page: Page,
  { email, password }: { email: string; password: string },
  labels = loginLabels,
): Promise<void> {
  await page.getByLabel(labels.email, { exact: true }).fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: labels.submit, exact: true }).click();
}

/** Makes the navigation links visible: on a phone the menu is collapsed behind its toggle. */
export async function openMenu(page: Page, testInfo: TestInfo, toggle = 'Menu'): Promise<void> {
  if (!isPhone(testInfo)) return;
  const menu = page.locator('#main-menu');
  await expect(menu).not.toHaveClass(/collapsing/);
  if (!/\bshow\b/.test((await menu.getAttribute('class')) ?? '')) {
    await page.getByRole('button', { name: toggle }).click();
  }
  await expect(menu).toHaveClass(/\bshow\b/);
}

/** The read-only value the profile shows beside a label. */
export const profileField = (page: Page, label: string) => page.getByLabel(label, { exact: true });

interface AccountFixtures {
  /** Fresh details nobody has signed up with, unique to this test and project. */
  citizen: Citizen;
  /** A citizen signed up through the API with email and password only (no phone or NIN yet). */
  account: Citizen;
  /** `account`, logged in through the API, its token stored in the page's browser. */
  loggedInAccount: Citizen;
}

export const test = base.extend<AccountFixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern.
  citizen: async ({}, use, testInfo) => {
    await use(newCitizen(testInfo));
  },
  account: async ({ request, citizen }, use) => {
    await signUpByApi(request, citizen);
    await use(citizen);
  },
  loggedInAccount: async ({ page, request, account }, use) => {
    await storeToken(page, await logInByApi(request, account));
    await use(account);
  },
});

export { expect };
