import { test, type Page, type TestInfo } from '@playwright/test';
import { AccessibilityAudit } from '../support/accessibility';
import { openMenu } from '../support/accounts';
import { holdQuestions, waitForFactChecks, waitForLawLibrary } from '../support/chat';
import {
  adminToken,
  citizenToken,
  createPollByApi,
  expect,
  expirePollByApi,
  holdToken,
  pollCard,
  uniqueSuffix,
  type PollDraft,
} from '../support/polls';
import { isPhone } from '../support/screens';

// Each screen is scanned in its end state, not half-way through a fade.
test.use({ reducedMotion: 'reduce' });

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { name, level: 1 });

/** The phone's menu, opened: its links are a screen of their own at 375 px. */
async function checkOpenMenu(page: Page, testInfo: TestInfo, audit: AccessibilityAudit) {
  if (!isPhone(testInfo)) return;
  await openMenu(page, testInfo);
  await audit.check(`${new URL(page.url()).pathname}, menu open`);
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.locator('#main-menu')).not.toHaveClass(/\bshow\b/);
}

test('every screen a visitor can open is accessible', async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  const audit = new AccessibilityAudit(page, testInfo);
  // The law library fills itself on first start: waited for only when its screens come.
  const libraryReady = waitForLawLibrary(request, 'efcc-act');
  libraryReady.catch(() => undefined); // Reported where it is awaited.

  await test.step('start, home and privacy pages', async () => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Enter' })).toBeVisible();
    await audit.check('/');
    await page.goto('/home');
    await expect(heading(page, /^Welcome to/)).toBeVisible();
    await audit.check('/home');
    await checkOpenMenu(page, testInfo, audit);
    await page.goto('/privacy-policy');
    await expect(heading(page, 'Privacy Policy')).toBeVisible();
    await audit.check('/privacy-policy');
  });

  // A form is checked with its errors shown: the same screen as before sending, and the messages.
  await test.step('log in with its errors, and the forgotten-password dialog', async () => {
    await page.goto('/login');
    await expect(heading(page, 'Log in')).toBeVisible();
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await audit.check('/login, errors shown', { controls: 2 });
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgot your password?' });
    await expect(dialog.getByLabel('Email')).toBeFocused();
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await expect(dialog.getByText('Email is required')).toBeVisible();
    await audit.check('/login, forgotten-password dialog with its error', { controls: 1 });
  });

  await test.step('sign up with its errors', async () => {
    await page.goto('/signup');
    await expect(heading(page, 'Create your account')).toBeVisible();
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await expect(page.locator('.invalid-feedback').filter({ visible: true })).toHaveCount(3);
    // Name, email, password, phone, NIN, state, state ID, LGA.
    await audit.check('/signup, errors shown', { controls: 8 });
  });

  await test.step('the act summaries', async () => {
    for (const act of ['constitution', 'police-act', 'electoral-act', 'pia']) {
      await page.goto(`/read/${act}`);
      await expect(page.getByRole('link', { name: 'Read More' }).first()).toBeVisible();
      await audit.check(`/read/${act}`);
    }
  });

  await test.step('the law library and a law in the reader', async () => {
    await libraryReady;
    await page.goto('/laws');
    await expect(heading(page, 'Law library')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Read', exact: true }).first()).toBeVisible();
    await audit.check('/laws');
    await page.goto('/laws/efcc-act');
    await expect(page.locator('article.law-section').first()).toBeVisible();
    await audit.check('/laws/efcc-act');
  });

  await test.step('password reset, e-mail verification and sign-in hand-over', async () => {
    await page.goto('/reset-password/not-a-real-token');
    await expect(heading(page, 'Reset Password')).toBeVisible();
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('New Password is required', { exact: true })).toBeVisible();
    await audit.check('/reset-password/:token, errors shown', { controls: 2 });

    // The result shows for 3 s before the login page: the check runs while the server answers.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/verify-email**', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/verify-email/not-a-real-token');
    await expect(page.getByText('Verifying your email...')).toBeVisible();
    await audit.check('/verify-email/:token, verifying');
    release();
    await expect(page.getByRole('alert')).toBeVisible();

    await page.goto('/redirection');
    await expect(page.getByText('Failed to login user, please try again.')).toBeVisible();
    await audit.check('/redirection, no ticket');
  });

  await test.step('error, not-found and unknown receipts pages', async () => {
    await page.goto('/error');
    await expect(heading(page, 'Authentication Failed')).toBeVisible();
    await audit.check('/error');
    await page.goto('/no-such-page');
    await expect(heading(page, 'Page not found')).toBeVisible();
    await audit.check('not found');
    await page.goto('/polls/999999/receipts');
    await expect(page.getByText('Poll not found')).toBeVisible();
    await audit.check('/polls/:id/receipts, unknown poll');
  });

  audit.expectNone();
});

test('every screen of a verified citizen is accessible', async ({ page, request }, testInfo) => {
  test.setTimeout(150_000);
  const audit = new AccessibilityAudit(page, testInfo);
  const admin = await adminToken(request);
  const token = await citizenToken(request, testInfo, { verified: true });
  const poll: PollDraft = {
    title: `Accessible poll ${uniqueSuffix(testInfo)}`,
    description: 'Which should the council fix first?',
    options: [
      { title: 'Street lights', description: 'Safer walks home after dark' },
      { title: 'Drainage' },
    ],
  };
  const pollId = await createPollByApi(request, admin, poll);
  await holdToken(page, token);

  await test.step('home with the signed-in menu', async () => {
    await page.goto('/home');
    await expect(heading(page, /^Welcome to/)).toBeVisible();
    await expect(page.locator('#main-menu').getByText('LOG OUT')).toBeAttached();
    await audit.check('/home, signed in');
    await checkOpenMenu(page, testInfo, audit);
  });

  await test.step('a live poll: the ballot, the receipt, the public receipts', async () => {
    await page.goto('/user/dashboard/poll');
    const card = pollCard(page, poll.title);
    await expect(card.getByRole('radio', { name: 'Street lights' })).toBeVisible();
    await audit.check('/user/dashboard/poll, ballot', { controls: 2 });
    await card.getByRole('radio', { name: 'Drainage' }).check();
    await card.getByRole('button', { name: 'Vote', exact: true }).click();
    const code = card.locator('code');
    await expect(code).toHaveText(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    await expect(card.getByRole('region', { name: 'Results' })).toContainText('1 ballot cast');
    await audit.check('/user/dashboard/poll, voted with receipt');
    const receipt = (await code.textContent()) ?? '';

    await page.goto(`/polls/${pollId}/receipts`);
    await expect(page.getByText('The list of every receipt code is published')).toBeVisible();
    await audit.check('/polls/:id/receipts, poll open', { controls: 2 });
    await page.getByLabel('Your receipt code').fill(receipt);
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(page.getByText(`Receipt ${receipt} was counted.`)).toBeVisible();
    await audit.check('/polls/:id/receipts, receipt counted', { controls: 2 });

    await page.goto('/user/ballots');
    await expect(pollCard(page, poll.title).getByText('You took part')).toBeVisible();
    await audit.check('/user/ballots');

    await page.goto('/user/dashboard/vote');
    await expect(heading(page, 'Currently Live')).toBeVisible();
    await expect(page.getByRole('article').first().or(page.getByText('No live'))).toBeVisible();
    await audit.check('/user/dashboard/vote');
  });

  await test.step('the chat, empty, asking and answered', async () => {
    await waitForLawLibrary(request);
    await page.goto('/chat');
    await expect(page.getByText('No conversation history exists...')).toBeVisible();
    await audit.check('/chat, empty', { controls: 1 });
    const release = await holdQuestions(page);
    const input = page.getByLabel('Your question');
    await input.fill('How old must I be to run for president?');
    await input.press('Enter');
    await expect(page.getByText('Processing your query...')).toBeVisible();
    await audit.check('/chat, waiting for the answer', { controls: 1 });
    release();
    const citation = page.getByRole('link', { name: 'Constitution, s. 131' });
    // The first question after a start also builds the library's search index.
    await expect(citation).toBeVisible({ timeout: 45_000 });
    await audit.check('/chat, answered', { controls: 1 });
  });

  await test.step('the fact checker, before and after a check', async () => {
    await page.goto('/fact-checker');
    await expect(page.getByText('How It Works')).toBeVisible();
    await audit.check('/fact-checker', { controls: 1 });
    await waitForFactChecks(request, token);
    await page.getByLabel('Claim or statement').fill('drinking hot water kills coronavirus');
    await page.getByRole('button', { name: 'Check Fact' }).click();
    await expect(page.getByText(/^Found \d+ fact-check results?$/).first()).toBeVisible();
    await audit.check('/fact-checker, results', { controls: 1 });
  });

  await test.step('top questions, profile and verification', async () => {
    await page.goto('/citizens-engagement');
    await expect(heading(page, 'Top Questions of the Month')).toBeVisible();
    await expect(page.locator('.accordion, .card').first()).toBeVisible();
    await audit.check('/citizens-engagement');

    await page.goto('/user/profile');
    await expect(page.getByLabel('Email', { exact: true })).not.toHaveValue('-');
    await audit.check('/user/profile', { controls: 5 });
    await page.getByRole('button', { name: 'Delete my Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete my Account' });
    await expect(dialog).toBeVisible();
    await audit.check('/user/profile, delete dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    // A verified citizen is told so; the form itself is audited for an unverified one below.
    await page.goto('/verification');
    await expect(page.getByText('Your account is already verified')).toBeVisible();
    await audit.check('/verification, already verified');
    // The form as a citizen who is not verified yet sees it.
    await holdToken(page, await citizenToken(request, testInfo, { verified: false }));
    await page.goto('/verification');
    await expect(page.getByRole('button', { name: 'Verify Account' })).toBeVisible();
    await audit.check('/verification', { controls: 2 });
  });

  await expirePollByApi(request, admin, pollId, poll);
  audit.expectNone();
});

test('every screen of an administrator is accessible', async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  const audit = new AccessibilityAudit(page, testInfo);
  const admin = await adminToken(request);
  const suffix = uniqueSuffix(testInfo);
  const draft: PollDraft = {
    title: `Draft poll ${suffix}`,
    status: 'draft',
    options: [{ title: 'Yes' }, { title: 'No' }],
  };
  const live: PollDraft = {
    title: `Live vote ${suffix}`,
    type: 'vote',
    options: [{ title: 'For' }, { title: 'Against' }],
  };
  await createPollByApi(request, admin, draft);
  await createPollByApi(request, admin, live);
  await holdToken(page, admin);

  await test.step('the polls dashboard, its lists and forms', async () => {
    await page.goto('/admin/dashboard');
    await expect(pollCard(page, draft.title)).toBeVisible();
    await audit.check('/admin/dashboard, polls', { controls: 1 });

    await page.getByRole('tab', { name: 'Create Poll/Vote' }).click();
    const form = page.getByRole('form', { name: 'Create poll' });
    await expect(form).toBeVisible();
    await form.getByLabel('Title', { exact: true }).fill('A poll with a mistake');
    await form.getByRole('button', { name: '+ Add option' }).click();
    const titles = form.getByLabel('Option title', { exact: true });
    await titles.nth(0).fill('Same');
    await titles.nth(1).fill('Same');
    await expect(form.getByText('Each option needs a different title.').first()).toBeVisible();
    // Title, description, type, status, visibility, dates, switch, two options of three fields.
    await audit.check('/admin/dashboard, create form with an error', { controls: 14 });

    await page.getByRole('tab', { name: 'View & Edit Polls/Votes' }).click();
    await pollCard(page, draft.title).getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit poll' });
    await expect(edit.getByLabel('Title', { exact: true })).toHaveValue(draft.title);
    await audit.check('/admin/dashboard, edit dialog', { controls: 11 });
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await expect(edit).toBeHidden();

    await pollCard(page, live.title).getByRole('button', { name: 'Deactivate' }).click();
    const confirm = page.getByRole('dialog', { name: 'Deactivate this vote?' });
    await expect(confirm).toBeVisible();
    await audit.check('/admin/dashboard, deactivate dialog');
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expect(confirm).toBeHidden();
    await expect(pollCard(page, live.title)).toContainText('Expired');
  });

  await test.step('top questions and fact-checks', async () => {
    await page.goto('/admin/engagement');
    await expect(page.getByRole('button', { name: /Propose this month/ })).toBeVisible();
    await expect(page.locator('.spinner-border')).toHaveCount(0);
    await audit.check('/admin/engagement, top questions', { controls: 1 });
    await page.getByRole('tab', { name: 'Fact-checks' }).click();
    await expect(page.getByRole('heading', { name: 'Publish a fact-check' })).toBeVisible();
    await audit.check('/admin/engagement, fact-checks', { controls: 4 });
  });

  audit.expectNone();
});
