import { test as base } from '@playwright/test';
import { expect, logInByApi, signUpByApi, storeToken, test } from '../support/accounts';
import { chatEntries, holdQuestions, questionInput, waitForLawLibrary } from '../support/chat';
import { isPhone, screenshot, viewScreenshot } from '../support/screens';

const question = 'How old must I be to run for president?';

test('a citizen asks the Law of the Land, follows the citation and finds the answer kept', async ({
  page,
  request,
  citizen,
}, testInfo) => {
  test.setTimeout(180_000);
  // Signed up with name, email and password only, and logged in as the login screen would.
  await signUpByApi(request, citizen);
  await storeToken(page, await logInByApi(request, citizen));
  await waitForLawLibrary(request);

  await page.goto('/chat');
  await expect(page.getByRole('heading', { name: 'Chat with the Law of the Land' })).toBeVisible();
  await expect(page.getByText('No conversation history exists...')).toBeVisible();
  await expect(page.getByText(/Answers are based only on the Nigerian laws listed/)).toBeVisible();

  // Spec §2: the row of laws shows on wide screens only; each opens the act.
  const laws = page.getByRole('navigation', { name: 'Laws the answers come from' });
  if (isPhone(testInfo)) {
    await expect(laws).toBeHidden();
  } else {
    await expect(laws).toBeVisible();
    await expect(laws.getByRole('link', { name: 'Constitution', exact: true })).toHaveAttribute(
      'href',
      '/laws/constitution',
    );
    // A law the library does not hold is no button to press: it is named as missing instead.
    await expect(laws.getByText('Anambra Security Law')).toHaveCount(0);
  }
  await expect(page.getByText('Not in the library yet:')).toBeVisible();
  await screenshot(page, testInfo, 'chat-empty');

  // Empty and whitespace-only messages are ignored.
  const input = questionInput(page);
  await input.press('Enter');
  await input.fill('   ');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('No conversation history exists...')).toBeVisible();

  const release = await holdQuestions(page);
  await input.fill(question);
  await input.press('Enter');
  const entry = chatEntries(page).last();
  await expect(entry).toContainText(question);
  await expect(entry).toContainText('Processing your query...');
  await expect(input).toHaveValue('');
  const sending = page.getByRole('button', { name: 'Sending' });
  await expect(sending).toHaveText('...');
  await expect(sending).toBeDisabled();
  // Enter does nothing while the answer is coming.
  await input.fill('A second question');
  await input.press('Enter');
  await expect(input).toHaveValue('A second question');
  await expect(chatEntries(page)).toHaveCount(1);
  await input.fill('');
  release();

  const citation = entry.getByRole('link', { name: 'Constitution, s. 131' });
  // The index is built before the server says it is ready; the answer streams in a few seconds.
  await expect(citation).toHaveAttribute('href', '/laws/constitution#s-131', { timeout: 15_000 });
  await expect(entry).not.toContainText('Processing your query...');
  await expect(entry).toContainText('thirty-five years');
  await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled();
  await expect(entry.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
  // A long answer is read from its start: the question and the answer's opening stay in view.
  await expect(entry.getByText('Here is what the law in our library says:')).toBeInViewport();
  await screenshot(page, testInfo, 'chat-answer');

  await citation.click();
  await expect(page).toHaveURL(/\/laws\/constitution#s-131$/);
  const section = page.locator('#s-131');
  // The reader loads the whole Constitution (about 500 kB) before it can show the section.
  await expect(section).toContainText('Qualification for election as President', {
    timeout: 20_000,
  });
  await expect(section).toBeInViewport();
  // The plain-language note comes first, set apart from the statute's words, which decide.
  const plain = section.getByRole('complementary', { name: 'In plain words' });
  await expect(plain).toBeVisible();
  await expect(plain).toContainText('President');
  const [noteTop, textTop] = await Promise.all([
    plain.evaluate((e) => e.getBoundingClientRect().top),
    section.locator('.law-text').evaluate((e) => e.getBoundingClientRect().top),
  ]);
  expect(noteTop).toBeLessThan(textTop);
  await viewScreenshot(page, testInfo, 'law-reader-plain-words');

  await page.goBack();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(chatEntries(page)).toHaveCount(1);
  await expect(chatEntries(page).first()).toContainText(question);

  await page.reload();
  const kept = chatEntries(page);
  await expect(kept).toHaveCount(1);
  await expect(kept.first()).toContainText(question);
  await expect(kept.first().getByRole('link', { name: 'Constitution, s. 131' })).toHaveAttribute(
    'href',
    '/laws/constitution#s-131',
  );
  await expect(page.getByText('No conversation history exists...')).toHaveCount(0);
  await screenshot(page, testInfo, 'chat-history');
});

base('the chat sends a visitor without a token to log in', async ({ page }) => {
  await page.goto('/chat');
  await expect(page).toHaveURL(/\/login$/);
});
