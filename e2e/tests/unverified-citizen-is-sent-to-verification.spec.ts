import { expect, holdToken, test } from '../support/polls';

test('a citizen without phone and NIN verification opens the live polls and is sent to verify', async ({
  page,
  unverifiedCitizenToken,
}) => {
  await holdToken(page, unverifiedCitizenToken);
  await page.goto('/user/dashboard/vote');
  // Straight to the form, with the server's reason at its top (not "Access denied. Please login.").
  await expect(page).toHaveURL(/\/verification$/);
  const reason = page
    .getByRole('status')
    .filter({ hasText: 'Please verify your account with your phone number and NIN.' });
  await expect(reason).toBeInViewport();
  await expect(page.getByText('Access denied. Please login.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Verify Account' })).toBeVisible();
  // The token stays: verifying needs the signed-in account.
  expect(await page.evaluate(() => localStorage.getItem('jwtToken'))).toBe(unverifiedCitizenToken);
});
