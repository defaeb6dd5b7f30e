import { expect, mailLinkFor, storedToken, submitLogin, test } from '../support/accounts';
import { screenshot } from '../support/screens';

test('a citizen who forgot the password gets a link by mail and chooses a new one', async ({
  page,
  account,
}, testInfo) => {
  const newPassword = `${account.password}-new`;

  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot your password?' });
  await dialog.getByLabel('Email', { exact: true }).fill(account.email);
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    dialog.getByText('Password reset email sent to your registered email.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Back to log in' }).click();
  await expect(dialog).toBeHidden();

  const link = await mailLinkFor(account.email, '/reset-password/');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password', { exact: true }).fill(newPassword);
  await screenshot(page, testInfo, 'reset-password');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Password Reset successful')).toBeVisible();

  await submitLogin(page, account);
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedToken(page)).toBeNull();

  await submitLogin(page, { email: account.email, password: newPassword });
  await expect(page).toHaveURL(/\/home$/);
  expect(await storedToken(page)).toBeTruthy();
});

test('a used reset link is refused with the server message', async ({ page, request, account }) => {
  const forgot = await request.post('/api/forget-password-email', {
    data: { email: account.email },
  });
  expect(forgot.status()).toBe(200);
  const link = await mailLinkFor(account.email, '/reset-password/');
  const token = new URL(link).pathname.split('/').pop()!;
  const used = await request.post('/api/reset-password', {
    data: { new_password: 'first-new-pass', confirm_new_password: 'first-new-pass', token },
  });
  expect(used.status()).toBe(200);

  await page.goto(link);
  await page.getByLabel('New Password', { exact: true }).fill('second-new-pass');
  await page.getByLabel('Confirm New Password', { exact: true }).fill('second-new-pass');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'This password reset link is invalid or has expired.',
  );
  await expect(page).toHaveURL(/\/reset-password\//);
});
