import { expect, openMenu, profileField, storedToken, test } from '../support/accounts';
import { screenshot } from '../support/screens';

test('a citizen signs in with Google and lands on the chat, logged in', async ({
  page,
  citizen,
}, testInfo) => {
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });

  await page.goto('/login');
  await screenshot(page, testInfo, 'login');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();

  // The local issuer standing in for Google: its development login form takes any email.
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/interaction\//);
  await page.locator('input[name="login"]').fill(citizen.email);
  await page.locator('input[name="password"]').fill('any-password');
  await page.locator('button[type="submit"]').click();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/chat$/);
  expect(visited.some((url) => /\/redirection\?param=[^&]+/.test(url))).toBe(true);
  await expect(page.getByRole('heading', { name: 'Chat with the Law of the Land' })).toBeVisible();
  expect(await storedToken(page)).toBeTruthy();
  await openMenu(page, testInfo);
  await expect(page.getByRole('link', { name: 'MY PROFILE' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'LOG OUT', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'LOG IN' })).toHaveCount(0);

  await page.getByRole('link', { name: 'MY PROFILE' }).click();
  await expect(page).toHaveURL(/\/user\/profile$/);
  await expect(profileField(page, 'Email')).toHaveValue(citizen.email);
  await expect(profileField(page, 'SSO')).toHaveValue('Google');
  await expect(profileField(page, 'Phone Number')).toHaveValue('-');
  await expect(profileField(page, 'NIN')).toHaveValue('-');
});
