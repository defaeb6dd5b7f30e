import { e2eAdmin } from '../playwright.config';
import { AccessibilityAudit } from '../support/accessibility';
import { digits, expect, logInByApi, signUpByApi, storeToken, test } from '../support/accounts';
import { chatEntries, questionInput, waitForLawLibrary } from '../support/chat';
import { screenshot, viewScreenshot } from '../support/screens';

const question = 'How old must I be to run for president?';

test('a citizen reports an AI answer, an administrator hides it, and the history says so', async ({
  page,
  request,
  citizen,
}, testInfo) => {
  test.setTimeout(180_000);
  // The note tells this run's report apart in a queue other runs may share.
  const note = `It left out the other conditions (ref ${digits(6)}).`;
  const audit = new AccessibilityAudit(page, testInfo);
  await signUpByApi(request, citizen);
  const citizenToken = await logInByApi(request, citizen);
  await storeToken(page, citizenToken);
  await waitForLawLibrary(request);

  // The citizen asks and gets a finished answer with a Report action under it.
  await page.goto('/chat');
  await questionInput(page).fill(question);
  await questionInput(page).press('Enter');
  const entry = chatEntries(page).last();
  const reportButton = entry.getByRole('button', { name: 'Report this answer' });
  await expect(reportButton).toBeVisible({ timeout: 15_000 });
  await expect(entry).toContainText('thirty-five years');
  await reportButton.scrollIntoViewIfNeeded();
  await viewScreenshot(page, testInfo, 'chat-report-button');

  await reportButton.click();
  const dialog = page.getByRole('dialog', { name: 'Report this answer' });
  await expect(dialog).toBeVisible();
  // A reason is required.
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Choose a reason.')).toBeVisible();
  for (const reason of ['Wrong or misleading', 'Offensive', 'Harmful', 'Other']) {
    await expect(dialog.getByRole('radio', { name: reason })).toBeVisible();
  }
  await dialog.getByRole('radio', { name: 'Wrong or misleading' }).check();
  await dialog.getByLabel('Note (optional)').fill(note);
  await viewScreenshot(page, testInfo, 'chat-report-dialog');
  await audit.check('/chat, report dialog', { controls: 5 });
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(
    dialog.getByText('Thank you. An administrator will review this answer.'),
  ).toBeVisible();
  await viewScreenshot(page, testInfo, 'chat-report-thanks');
  await audit.check('/chat, report sent');
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(dialog).toBeHidden();
  await expect(entry.getByText('Reported for review')).toBeVisible();
  await expect(reportButton).toBeHidden();

  // From the history, a second report of the same answer is refused while the first is open.
  await page.reload();
  const stored = chatEntries(page).filter({ hasText: question });
  await stored.getByRole('button', { name: 'Report this answer' }).click();
  await dialog.getByRole('radio', { name: 'Other' }).check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'You have already reported this answer. An administrator will review it.',
  );
  await viewScreenshot(page, testInfo, 'chat-report-refused');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // The administrator finds it in the Reported answers tab and hides it.
  await storeToken(page, await logInByApi(request, e2eAdmin));
  await page.goto('/admin/engagement');
  await page.getByRole('tab', { name: 'Reported answers' }).click();
  const card = page.getByRole('article').filter({ hasText: note });
  await expect(card).toBeVisible();
  await expect(card.getByRole('heading', { name: question })).toBeVisible();
  await expect(card).toContainText('Wrong or misleading');
  await expect(card).toContainText('thirty-five years');
  await expect(
    card.getByRole('list', { name: 'Cites:' }).getByRole('link', { name: 'Constitution, s. 131' }),
  ).toHaveAttribute('href', '/laws/constitution#s-131');
  for (const action of ['Mark reviewed', 'Leave as is']) {
    await expect(card.getByRole('button', { name: action })).toBeEnabled();
  }
  await screenshot(page, testInfo, 'admin-reported-answers');
  await audit.check('/admin/engagement, reported answers');
  await card.getByRole('button', { name: 'Hide answer' }).click();
  await expect(
    page.getByText('The answer is hidden: its owner sees that it was hidden after review.'),
  ).toBeVisible();
  await expect(card).toBeHidden();

  // Back in the citizen's history, the answer is replaced by the notice and cannot be reported.
  await storeToken(page, citizenToken);
  await page.goto('/chat');
  const kept = chatEntries(page).filter({ hasText: question });
  await expect(kept).toHaveCount(1);
  await expect(kept).toContainText('This answer was hidden after review.');
  await expect(kept).not.toContainText('thirty-five years');
  await expect(kept.getByRole('button', { name: 'Report this answer' })).toHaveCount(0);
  await kept.scrollIntoViewIfNeeded();
  await viewScreenshot(page, testInfo, 'chat-hidden-answer');
  await audit.check('/chat, hidden answer', { controls: 1 });
  audit.expectNone();
});
