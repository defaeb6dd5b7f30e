import { expect, logInByApi, storeToken, test } from '../support/accounts';

test('a citizen sees the devices logged in and logs out all but this one', async ({
  page,
  request,
  account,
}) => {
  // A lost phone: a session the citizen no longer holds.
  const lostPhone = await logInByApi(request, account);
  await storeToken(page, await logInByApi(request, account));
  const profileWith = (token: string) =>
    request.get('/api/user/profile', { headers: { authorization: `Bearer ${token}` } });
  expect((await profileWith(lostPhone)).status()).toBe(200);

  await page.goto('/user/profile');
  const devices = page.getByTestId('sessions-list');
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  await expect(devices.getByText('This device')).toHaveCount(1);

  await page.getByRole('button', { name: 'Log out other devices' }).click();
  await expect(page.getByText('Every other device is logged out.')).toBeVisible();
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  // The lost phone's session no longer opens anything; this browser's still does.
  expect((await profileWith(lostPhone)).status()).toBe(401);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Devices logged in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log out other devices' })).toBeDisabled();
});
