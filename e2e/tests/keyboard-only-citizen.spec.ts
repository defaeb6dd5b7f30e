import type { Locator, Page, TestInfo } from '@playwright/test';
import { signUpByApi, storedToken } from '../support/accounts';
import { questionInput, waitForLawLibrary } from '../support/chat';
import {
  adminToken,
  createPollByApi,
  expect,
  expirePollByApi,
  newVoter,
  pollCard,
  serverWaitTimeout,
  test,
  uniqueSuffix,
  type PollDraft,
} from '../support/polls';
import { isPhone, screenshot } from '../support/screens';

// No mouse here: every move is a key press, and text is typed into whatever has the focus.

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement);

/** Presses the key (Tab, or Shift+Tab) until the target has the focus, as a person would. */
async function tabTo(page: Page, target: Locator, key = 'Tab', most = 60): Promise<void> {
  await expect(target).toBeAttached();
  for (let presses = 0; presses < most; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
  }
  expect(await isFocused(target), `${key} reaches ${String(target)} within ${most} presses`).toBe(
    true,
  );
}

/** The focused element shows where the focus is: a ring drawn by an outline or a box shadow. */
async function expectVisibleFocus(target: Locator): Promise<void> {
  const ring = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      focused: element === document.activeElement && element.matches(':focus-visible'),
      outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
      shadow: style.boxShadow !== 'none',
    };
  });
  expect(ring.focused, `${String(target)} has the keyboard focus`).toBe(true);
  expect(ring.outline || ring.shadow, `${String(target)} shows a focus ring`).toBe(true);
}

/** Follows a link of the main menu; on a phone the menu opens from its toggle first. */
async function openFromMenu(page: Page, testInfo: TestInfo, label: string): Promise<void> {
  const link = page.locator('#main-menu').getByRole('link', { name: label });
  if (isPhone(testInfo)) {
    const toggle = page.getByRole('button', { name: 'Menu' });
    await tabTo(page, toggle);
    await expectVisibleFocus(toggle);
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-menu')).toHaveClass(/\bshow\b/);
  }
  await tabTo(page, link);
  await expectVisibleFocus(link);
  await page.keyboard.press('Enter');
}

test('a citizen logs in, votes and asks the Law of the Land with the keyboard alone', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const citizen = newVoter(testInfo, 'keyboard');
  const vote: PollDraft = {
    title: `Keyboard vote ${uniqueSuffix(testInfo)}`,
    type: 'vote',
    options: [{ title: 'Build a library' }, { title: 'Plant trees' }, { title: 'Pave the market' }],
  };
  const admin = await adminToken(request);
  const [, voteId] = await Promise.all([
    signUpByApi(request, citizen, { withIdentity: true, smsTimeout: serverWaitTimeout }),
    createPollByApi(request, admin, vote),
    waitForLawLibrary(request),
  ]);

  await test.step('logs in: Tab to each field, type, Enter', async () => {
    await page.goto('/login');
    const email = page.getByLabel('Email', { exact: true });
    await tabTo(page, email);
    await expectVisibleFocus(email);
    await page.keyboard.type(citizen.email);
    await page.keyboard.press('Tab');
    const password = page.getByLabel('Password', { exact: true });
    await expectVisibleFocus(password);
    await page.keyboard.type(citizen.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: /^Welcome to/ })).toBeVisible();
    expect(await storedToken(page)).toBeTruthy();
  });

  await test.step('votes: the menu, the arrow keys in the options, Enter on Vote', async () => {
    await openFromMenu(page, testInfo, 'VOTING');
    await expect(page).toHaveURL(/\/user\/dashboard\/vote$/);
    const card = pollCard(page, vote.title);
    const first = card.getByRole('radio', { name: 'Build a library' });
    const second = card.getByRole('radio', { name: 'Plant trees' });
    await tabTo(page, first);
    await expectVisibleFocus(first);
    // In a group of radio buttons the arrow keys move the choice.
    await page.keyboard.press('ArrowDown');
    await expect(second).toBeChecked();
    await expect(second).toBeFocused();
    await expect(first).not.toBeChecked();
    await page.keyboard.press('Tab');
    const button = card.getByRole('button', { name: 'Vote', exact: true });
    await expectVisibleFocus(button);
    await screenshot(page, testInfo, 'keyboard-vote-focus');
    await page.keyboard.press('Enter');
    await expect(card.getByText('Vote submitted successfully')).toBeVisible();
    await expect(card.locator('code')).toHaveText(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    const results = card.getByRole('region', { name: 'Results' });
    await expect(results.getByText('1 ballot cast')).toBeVisible();
    await expect(results.getByRole('listitem').filter({ hasText: 'Plant trees' })).toContainText(
      '100% · 1 vote',
    );
  });

  await test.step('asks the Law of the Land: type, Enter, Shift+Tab to the citation', async () => {
    await openFromMenu(page, testInfo, 'LAW OF THE LAND');
    await expect(page).toHaveURL(/\/chat$/);
    const input = questionInput(page);
    await tabTo(page, input);
    await expectVisibleFocus(input);
    await page.keyboard.type('How old must I be to run for president?');
    await page.keyboard.press('Enter');
    const citation = page.getByRole('link', { name: 'Constitution, s. 131' });
    // The first question after a start also builds the library's search index.
    await expect(citation).toBeVisible({ timeout: 45_000 });
    await expect(input).toHaveValue('');
    await tabTo(page, citation, 'Shift+Tab');
    await expectVisibleFocus(citation);
    await screenshot(page, testInfo, 'keyboard-chat-citation-focus');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/laws\/constitution#s-131$/);
  });

  await expirePollByApi(request, admin, voteId, vote);
});
