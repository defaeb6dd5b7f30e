import { test, type Page, type TestInfo } from '@playwright/test';
import { AccessibilityAudit } from '../support/accessibility';
import { waitForLawLibrary } from '../support/chat';
import { adminToken, citizenToken, createPollByApi, expect, uniqueSuffix } from '../support/polls';
import { isPhone, screenshot } from '../support/screens';

test.use({ reducedMotion: 'reduce' });

const languages = ['en', 'pcm', 'ha', 'yo', 'ig'] as const;
// A catalogue key shown instead of its words: feature.area.name.
const rawKey =
  /\b(common|auth|polls|chat|laws|acts|static|admin|engagement|factcheck|account)\.[a-z]\w*\.[a-z]\w*/i;

interface Screen {
  path: string;
  name: string;
  /** Who opens it: a visitor, a verified citizen, an unverified one or an administrator. */
  as: 'visitor' | 'citizen' | 'unverified' | 'admin';
}

const screens: Screen[] = [
  { path: '/', name: 'start', as: 'visitor' },
  { path: '/home', name: 'home', as: 'visitor' },
  { path: '/login', name: 'login', as: 'visitor' },
  { path: '/signup', name: 'signup', as: 'visitor' },
  { path: '/laws', name: 'laws', as: 'visitor' },
  { path: '/laws/police-act', name: 'law-reader', as: 'visitor' },
  { path: '/read/constitution', name: 'act-summary', as: 'visitor' },
  { path: '/privacy-policy', name: 'privacy', as: 'visitor' },
  { path: '/reset-password/not-a-real-token', name: 'reset-password', as: 'visitor' },
  { path: '/verify-email/not-a-real-token', name: 'verify-email', as: 'visitor' },
  { path: '/error', name: 'sign-in-error', as: 'visitor' },
  { path: '/no-such-page', name: 'not-found', as: 'visitor' },
  { path: '/verification', name: 'verification', as: 'unverified' },
  { path: '/user/dashboard/poll', name: 'live-polls', as: 'citizen' },
  { path: '/user/dashboard/vote', name: 'live-votes', as: 'citizen' },
  { path: '/user/ballots', name: 'my-ballots', as: 'citizen' },
  { path: '/polls/:id/receipts', name: 'receipts', as: 'citizen' },
  { path: '/chat', name: 'chat', as: 'citizen' },
  { path: '/citizens-engagement', name: 'engagement', as: 'citizen' },
  { path: '/fact-checker', name: 'fact-checker', as: 'citizen' },
  { path: '/user/profile', name: 'profile', as: 'citizen' },
  { path: '/user/data', name: 'your-data', as: 'citizen' },
  { path: '/admin/dashboard', name: 'admin-dashboard', as: 'admin' },
  { path: '/admin/engagement', name: 'admin-engagement', as: 'admin' },
];

/** What a screen must hold in any language: its own language, its words, and room. */
async function checkScreen(page: Page, language: string, where: string, missing: string[]) {
  await expect(page.locator('html'), where).toHaveAttribute('lang', language);
  await expect(page.locator('main h1, main h2').first(), where).toBeVisible();
  // Spinners gone: the screen has its words, not its loading state.
  await expect(page.locator('main [role="status"] .spinner-border'), where).toHaveCount(0);
  const text = await page.locator('body').innerText();
  expect(text.match(rawKey)?.[0], `${where}: a catalogue key on screen`).toBeUndefined();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${where}: scrolls sideways by ${overflow} px`).toBeLessThanOrEqual(0);
  expect(missing, `${where}: keys missing from the catalogue`).toEqual([]);
}

for (const language of languages) {
  test(`every screen in ${language}`, async ({ page, request }, testInfo: TestInfo) => {
    test.skip(!isPhone(testInfo), 'the languages are checked at phone width, 375 px');
    test.setTimeout(300_000);
    const missing: string[] = [];
    page.on('console', (message) => {
      if (message.text().startsWith('i18n: missing key')) missing.push(message.text());
    });
    const audit = new AccessibilityAudit(page, testInfo);
    const admin = await adminToken(request);
    const tokens = {
      admin,
      citizen: await citizenToken(request, testInfo, { verified: true }),
      unverified: await citizenToken(request, testInfo, { verified: false }),
    };
    const pollId = await createPollByApi(request, admin, {
      title: `Poll ${language} ${uniqueSuffix(testInfo)}`,
      description: 'Which should the council fix first?',
      options: [{ title: 'Street lights' }, { title: 'Drainage' }],
    });
    await waitForLawLibrary(request, 'police-act');

    // The first visit chooses the language with ?lang=; the device keeps it from then on.
    await page.goto(`/home?lang=${language}`);
    await checkScreen(page, language, `/home?lang=${language}`, missing);

    for (const screen of screens) {
      const where = `${screen.path} in ${language}`;
      const token = screen.as === 'visitor' ? null : tokens[screen.as];
      await page.evaluate((value) => {
        if (value) localStorage.setItem('jwtToken', value);
        else localStorage.removeItem('jwtToken');
      }, token);
      await page.goto(screen.path.replace(':id', String(pollId)));
      await checkScreen(page, language, where, missing);
      // English screens are scanned at both widths by every-screen-is-accessible.spec.ts.
      if (language !== 'en') await audit.check(where);
      await screenshot(page, testInfo, `${language}-${screen.name}`);
    }
    audit.expectNone();
  });
}
