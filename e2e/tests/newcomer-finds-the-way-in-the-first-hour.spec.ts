import type { Browser, Page, TestInfo } from '@playwright/test';
import { expect, openMenu, test as accountTest } from '../support/accounts';
import {
  citizenToken,
  createPollByApi,
  adminToken,
  holdToken,
  pollCard,
  uniqueSuffix,
} from '../support/polls';
import { screenshot } from '../support/screens';

const test = accountTest;

test('after sign-up the "check your email" note is in view, and stays on the log-in page', async ({
  page,
  citizen,
}, testInfo) => {
  await page.goto('/signup');
  await page.getByLabel('Name', { exact: true }).fill(citizen.name);
  await page.getByLabel('Email', { exact: true }).fill(citizen.email);
  await page.getByLabel('Password', { exact: true }).fill(citizen.password);
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  const note = page.getByText(
    'User created successfully. Check your email to verify your address.',
  );
  await expect(note).toBeInViewport();
  await screenshot(page, testInfo, 'signup-created');
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
  await expect(note).toBeInViewport();
});

/**
 * Opens `path` as an operator with a different configuration would serve it: the page comes from
 * the network (no service worker), and `configure` rewrites the config meta tag's JSON (its quotes
 * are written as &#34;).
 */
async function servedWith(
  browser: Browser,
  testInfo: TestInfo,
  path: string,
  configure: (meta: string) => string,
): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ ...testInfo.project.use, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: configure(await response.text()) });
  });
  await page.goto(path);
  return { page, close: () => context.close() };
}

test('sign-in buttons show only for the providers the operator configured', async ({
  page,
  browser,
}, testInfo) => {
  await page.goto('/login');
  // This server configures both providers.
  await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in with Apple' })).toBeVisible();
  // The same app as served by an operator who configured none of them (a fresh install).
  const fresh = await servedWith(browser, testInfo, '/login', (html) =>
    html.replace(/(&#34;signInProviders&#34;:)\[[^\]]*\]/, '$1[]'),
  );
  try {
    await expect(fresh.page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
    await expect(fresh.page.getByRole('button', { name: /Sign in with/ })).toHaveCount(0);
    await expect(fresh.page.getByText('or', { exact: true })).toHaveCount(0);
  } finally {
    await fresh.close();
  }
});

test('the privacy policy names its contact address, or says that none is named yet', async ({
  page,
  browser,
}, testInfo) => {
  await page.goto('/privacy-policy');
  const mail = page.getByRole('link', { name: 'privacy@civicng.test' });
  await expect(mail).toBeVisible();
  await expect(mail).toHaveAttribute('href', 'mailto:privacy@civicng.test');
  // A fresh install names no address: the policy says so instead of ending mid-promise.
  const fresh = await servedWith(browser, testInfo, '/privacy-policy', (html) =>
    html.replace(/(&#34;contactEmail&#34;:)&#34;[^&]*&#34;/, '$1null'),
  );
  try {
    await expect(
      fresh.page.getByText("this site's operator has not yet named its privacy address"),
    ).toBeVisible();
    await expect(fresh.page.getByRole('link', { name: /@/ })).toHaveCount(0);
  } finally {
    await fresh.close();
  }
});

test('the laws are in the menu, and the chat says which law the library does not hold', async ({
  page,
  request,
}, testInfo) => {
  await holdToken(page, await citizenToken(request, testInfo, { verified: false }));
  await page.goto('/chat');
  await expect(page.getByText('Not in the library yet: Anambra Security Law.')).toBeVisible();
  await openMenu(page, testInfo);
  await page.getByRole('link', { name: 'LAWS', exact: true }).click();
  await expect(page).toHaveURL(/\/laws$/);
});

test('an empty chat offers example questions, and one asks at a tap', async ({
  page,
  request,
}, testInfo) => {
  await holdToken(page, await citizenToken(request, testInfo, { verified: false }));
  await page.goto('/chat');
  const examples = page.getByRole('list', { name: 'Not sure where to start? Try one of these:' });
  await expect(examples.getByRole('button')).toHaveCount(5);
  await screenshot(page, testInfo, 'chat-examples');
  const first = examples.getByRole('button').first();
  const question = (await first.textContent()) ?? '';
  await first.click();
  await expect(page.getByRole('log', { name: 'Conversation' })).toContainText(question);
});

test('the profile shows whether the account is verified, and /verification says so', async ({
  page,
  request,
}, testInfo) => {
  const unverified = await citizenToken(request, testInfo, { verified: false });
  await holdToken(page, unverified);
  await page.goto('/user/profile');
  await expect(page.getByText('Not verified', { exact: true })).toBeVisible();

  const verified = await citizenToken(request, testInfo, { verified: true });
  await holdToken(page, verified);
  await page.goto('/user/profile');
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  await screenshot(page, testInfo, 'profile-verified');
  await page.goto('/verification');
  await expect(page.getByText('Your account is already verified')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Verify Account' })).toHaveCount(0);
  await screenshot(page, testInfo, 'verification-already');
});

test('after voting, the "shown once you have voted" note gives way to the results', async ({
  page,
  request,
}, testInfo) => {
  const title = `After-vote results ${uniqueSuffix(testInfo)}`;
  await createPollByApi(request, await adminToken(request), {
    title,
    results_visibility: 'after_vote',
    options: [{ title: 'Yes' }, { title: 'No' }],
  });
  await holdToken(page, await citizenToken(request, testInfo, { verified: true }));
  await page.goto('/user/dashboard/poll');
  const card = pollCard(page, title);
  await expect(card.getByText('Results are shown once you have voted.')).toBeVisible();
  await card.getByLabel('Yes').check();
  await card.getByRole('button', { name: 'Vote', exact: true }).click();
  await expect(card.getByText(/receipt/i).first()).toBeVisible();
  await expect(card.getByText('Results are shown once you have voted.')).toHaveCount(0);
});

test('the home page draws its features with icons, not letters', async ({ page }, testInfo) => {
  await page.goto('/home');
  const icons = page.locator('.feature-icon');
  await expect(icons).toHaveCount(4);
  for (const icon of await icons.all()) {
    await expect(icon.locator('svg')).toHaveCount(1);
    await expect(icon).toHaveText('');
  }
  await screenshot(page, testInfo, 'home-icons');
});

test('the only administrator cannot delete their account and is told why', async ({
  page,
  request,
}) => {
  await holdToken(page, await adminToken(request));
  await page.goto('/user/profile');
  await page.getByRole('button', { name: 'Delete my Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete my Account' });
  await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();
  await expect(dialog).toBeHidden();
  const refusal = page.getByText(
    'You are the only administrator. Make another account an administrator before deleting this one.',
  );
  await expect(refusal).toBeVisible();
  await expect(refusal).toBeInViewport();
  // Still signed in, still an administrator.
  expect(
    (
      await request.get('/api/polls', {
        headers: { authorization: `Bearer ${await adminToken(request)}` },
      })
    ).status(),
  ).toBe(200);
});
