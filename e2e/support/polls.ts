import { crc32, deflateSync } from 'node:zlib';
import {
  test as base,
  expect as baseExpect,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { e2eAdmin } from '../playwright.config';
import { asName, digits, logInByApi, registerPerson, signUpByApi, type Citizen } from './accounts';

/**
 * A minute after it starts, the server refreshes the FAQs and its event loop stops for 5-11 s
 * (ts_stat over every law section, in the embedded database), so waits on the server get more
 * than the default 7 s. Assertions about speed set their own timeout.
 */
export const serverWaitTimeout = 15_000;
export const expect = baseExpect.configure({ timeout: serverWaitTimeout });

/** Someone who signs up in a poll story; phone and NIN are sent only for a verified citizen. */
export type Voter = Citizen;

/** A suffix no other test or project uses: the database lives for the whole run. */
export const uniqueSuffix = (testInfo: TestInfo) =>
  `${testInfo.project.name}-${Date.now().toString(36)}${digits(6)}`;

/** Like newCitizen: a person in the identity register, with details unique to this test. */
export function newVoter(testInfo: TestInfo, role = 'voter'): Voter {
  const suffix = uniqueSuffix(testInfo);
  const voter = {
    name: asName(`Chidi Okafor ${suffix}`),
    email: `${role}-${suffix}@example.ng`,
    password: `pass-${digits(8)}`,
    phone: `0803${digits(7)}`,
    nin: digits(11),
  };
  registerPerson(voter);
  return voter;
}

/** A new citizen, signed up (verified by phone and NIN, or not) and logged in: their token. */
export async function citizenToken(
  request: APIRequestContext,
  testInfo: TestInfo,
  { verified }: { verified: boolean },
): Promise<string> {
  const voter = newVoter(testInfo, verified ? 'verified' : 'unverified');
  await signUpByApi(request, voter, { withIdentity: verified, smsTimeout: serverWaitTimeout });
  return logInByApi(request, voter);
}

/** The administrator the app creates on start. */
export const adminToken = (request: APIRequestContext) => logInByApi(request, e2eAdmin);

/** Stores the token as the app's own login does, before any page of the app runs. */
export async function holdToken(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('jwtToken', value), token);
}

/** A solid-colour PNG, small enough to build here and a real image to the server's type check. */
export function solidPng(width: number, height: number, [r, g, b]: [number, number, number]) {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  // Each row: filter byte 0, then RGB triples.
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(width).fill([r, g, b]).flat())]);
  const pixels = Buffer.concat(Array<Buffer>(height).fill(row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A datetime-local start a few minutes ago and an end a day on, in the browser's own time zone
 * (the form reads them there), so the poll is live as soon as it is active.
 */
export function pollWindow(page: Page): Promise<{ start: string; end: string }> {
  return page.evaluate(() => {
    const local = (ms: number) => {
      const d = new Date(ms);
      const p = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
    };
    return { start: local(Date.now() - 5 * 60_000), end: local(Date.now() + 24 * 3_600_000) };
  });
}

/** The card (admin list, live list or a section of one) of the poll with this title. */
export function pollCard(scope: Page | Locator, title: string): Locator {
  // A `has` locator is matched inside each article, so it starts from the page, not the scope.
  const page = 'goto' in scope ? scope : scope.page();
  return scope
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

interface PollFixtures {
  /** The default page, logged in as the administrator. */
  adminPage: Page;
  /** A citizen who signed up with email and password only, logged in: the token. */
  unverifiedCitizenToken: string;
  /**
   * Opens a page in a browser context of its own (the project's viewport and base URL), logged
   * in with the token: another person on another device. Closed when the test ends.
   */
  pageAs: (token: string) => Promise<Page>;
}

export const test = base.extend<PollFixtures>({
  adminPage: async ({ page, request }, use) => {
    await holdToken(page, await adminToken(request));
    await use(page);
  },
  unverifiedCitizenToken: async ({ request }, use, testInfo) => {
    await use(await citizenToken(request, testInfo, { verified: false }));
  },
  pageAs: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (token) => {
      const context = await browser.newContext();
      contexts.push(context);
      const page = await context.newPage();
      await holdToken(page, token);
      return page;
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

/** What POST /api/poll/create takes (PollPayload in the contracts), as this suite uses it. */
export interface PollDraft {
  title: string;
  description?: string;
  type?: 'poll' | 'vote';
  status?: 'draft' | 'active' | 'expired';
  results_visibility?: 'live' | 'after_vote' | 'after_close';
  allow_multiple_votes?: boolean;
  options: { title: string; description?: string }[];
}

/** Open from five minutes ago for a day: live at once when active. */
function pollBody(poll: PollDraft) {
  const now = Date.now();
  return {
    start_date: new Date(now - 5 * 60_000).toISOString(),
    end_date: new Date(now + 24 * 3_600_000).toISOString(),
    status: 'active',
    type: 'poll',
    results_visibility: 'live',
    ...poll,
  };
}

/** A poll (or vote) the administrator creates through the API: its id. */
export async function createPollByApi(
  request: APIRequestContext,
  adminToken: string,
  poll: PollDraft,
): Promise<number> {
  const response = await request.post('/api/poll/create', {
    headers: { authorization: `Bearer ${adminToken}` },
    data: pollBody(poll),
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** Ends a poll as the dashboard's Deactivate does, so later stories do not list it as live. */
export async function expirePollByApi(
  request: APIRequestContext,
  adminToken: string,
  id: number,
  poll: PollDraft,
): Promise<void> {
  const response = await request.put(`/api/poll/${id}/edit`, {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { ...pollBody(poll), status: 'expired' },
  });
  expect(response.status(), await response.text()).toBe(200);
}
