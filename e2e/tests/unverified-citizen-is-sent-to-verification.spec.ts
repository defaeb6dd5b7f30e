import { expect, holdToken, test } from '../support/polls';

test('a citizen without phone and NIN verification opens the live polls and is sent to verify', async ({
  page,
  unverifiedCitizenToken,
}) => {
  await holdToken(page, unverifiedCitizenToken);
  await page.goto('/user/dashboard/poll');
  await expect(page.getByRole('heading', { name: 'Currently Live' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Access denied. Please login.');
  await expect(page.getByRole('button', { name: 'Vote', exact: true })).toHaveCount(0);
  await expect(page).toHaveURL(/\/verification$/);
  await expect(page.getByRole('button', { name: 'Verify Account' })).toBeVisible();
  // The token stays: verifying needs the signed-in account.
  expect(await page.evaluate(() => localStorage.getItem('jwtToken'))).toBe(unverifiedCitizenToken);
});
