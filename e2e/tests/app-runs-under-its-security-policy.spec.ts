import type { Page } from '@playwright/test';
import { mailLinkFor, signUpByApi } from '../support/accounts';
import { isPhone } from '../support/screens';
import { chatEntries, questionInput, waitForLawLibrary } from '../support/chat';
import { adminToken, citizenToken, expect, holdToken, newVoter, test } from '../support/polls';

/** Collects every Content-Security-Policy violation the page reports, from its first script on. */
async function watchPolicy(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect)/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const exposed = window as unknown as { reportViolation: (text: string) => void };
      exposed.reportViolation(
        `${event.violatedDirective} blocked ${event.blockedURI} at ${event.sourceFile}`,
      );
    });
  });
  return violations;
}

test('every screen runs under the strict policy without a single violation', async ({
  page,
  request,
}, testInfo) => {
  // One width is enough: the policy is the same, and the phone is what citizens use.
  test.skip(!isPhone(testInfo), 'runs at phone width');
  test.setTimeout(120_000);
  const violations = await watchPolicy(page);
  const first = await page.goto('/');
  const policy = first?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);

  for (const path of ['/home', '/login', '/signup', '/privacy-policy', '/laws', '/no-such-page']) {
    await page.goto(path);
    await expect(page.locator('main, #root').first()).toBeVisible();
  }

  await waitForLawLibrary(request);
  await holdToken(page, await citizenToken(request, test.info(), { verified: true }));
  await page.goto('/chat');
  await questionInput(page).fill('Can the police arrest me for a debt?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(chatEntries(page).last()).toContainText(/section/i, { timeout: 30_000 });
  for (const path of [
    '/user/dashboard/vote',
    '/fact-checker',
    '/citizens-engagement',
    '/user/profile',
  ]) {
    await page.goto(path);
    await expect(page.locator('main, #root').first()).toBeVisible();
  }
  await page.goto('/fact-checker');
  await page
    .getByPlaceholder('Enter a claim or statement to fact-check...')
    .fill('drinking hot water kills coronavirus');
  await page.getByRole('button', { name: 'Check Fact' }).click();
  await expect(
    page.getByText(/^Found \d+ fact-check results?$|No Fact-Checks Found/).first(),
  ).toBeVisible({ timeout: 30_000 });

  await holdToken(page, await adminToken(request));
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading').first()).toBeVisible();
  await page.goto('/admin/engagement');
  await expect(page.getByRole('heading').first()).toBeVisible();

  expect(violations).toEqual([]);
});

test('the API docs page shows every group of calls under its own policy', async ({
  page,
}, testInfo) => {
  test.skip(isPhone(testInfo), 'the docs are read on a computer');
  const violations = await watchPolicy(page);
  await page.goto('/api/docs');
  for (const group of ['Accounts', 'Polls and votes', 'Law of the Land', 'Fact checker']) {
    await expect(page.getByRole('heading', { name: group }).first()).toBeVisible();
  }
  await expect(page.getByText('/api/poll/{id}/vote').first()).toBeVisible();
  expect(violations).toEqual([]);
});

test('a link token does not stay in the address bar or the history once it is used', async ({
  page,
  request,
}, testInfo) => {
  test.skip(!isPhone(testInfo), 'runs at phone width');
  const citizen = newVoter(testInfo, 'token-url');
  await signUpByApi(request, citizen);
  const verifyLink = await mailLinkFor(citizen.email, '/verify-email/');
  const verifyToken = new URL(verifyLink).pathname.split('/').pop() ?? '';
  await page.goto('/home');
  await page.goto(verifyLink);
  await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });
  await page.goBack();
  expect(page.url()).not.toContain(verifyToken);

  await request.post('/api/forget-password-email', { data: { email: citizen.email } });
  const resetLink = await mailLinkFor(citizen.email, '/reset-password/');
  const resetToken = new URL(resetLink).pathname.split('/').pop() ?? '';
  await page.goto('/home');
  await page.goto(resetLink);
  const password = `${citizen.password}-new`;
  await page.getByLabel('New Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm New Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goBack();
  expect(page.url()).not.toContain(resetToken);
  // The page never told anyone where it came from: no referrer leaves with the token.
  expect(await page.evaluate(() => document.referrer)).toBe('');
});
