import { expect, storedToken, submitLogin, test } from '../support/accounts';

test('a citizen deletes the account from the profile and can no longer log in', async ({
  page,
  loggedInAccount,
}) => {
  await page.goto('/user/profile');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(loggedInAccount.email);
  await page.getByRole('button', { name: 'Delete my Account' }).click();

  const dialog = page.getByRole('dialog', { name: 'Delete my Account' });
  await expect(dialog).toContainText(
    'Are you sure you want to delete your account? This action cannot be undone.',
  );
  await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Your account has been deleted')).toBeVisible();
  // Spec §4: the note shows 3 s, then the token goes and the signup page opens.
  expect(await storedToken(page)).toBeTruthy();
  await expect(page).toHaveURL(/\/signup$/);
  expect(await storedToken(page)).toBeNull();

  await page.goto('/login');
  await submitLogin(page, loggedInAccount);
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(page).toHaveURL(/\/login$/);
});

test('cancelling the confirmation keeps the account', async ({ page, loggedInAccount }) => {
  await page.goto('/user/profile');
  await page.getByRole('button', { name: 'Delete my Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete my Account' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(loggedInAccount.email);
});
