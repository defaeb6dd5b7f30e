import { e2eAdmin } from '../playwright.config';
import { expect, storedToken, submitLogin, test } from '../support/accounts';

test('the administrator logs in and lands on the admin dashboard', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, e2eAdmin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('tab', { name: 'View & Edit Polls/Votes' })).toBeVisible();
  expect(await storedToken(page)).toBeTruthy();
});
