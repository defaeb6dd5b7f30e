import { privacyPolicyVersions } from '@civicng/contracts';
import { expect, submitLogin, test } from '../support/accounts';

// A citizen who signed up under the first policy: the current one has changed since.
const firstVersion = privacyPolicyVersions[0].version;

test('after a policy change a citizen reads what changed and accepts before going on', async ({
  page,
  request,
  citizen,
}) => {
  const signup = await request.post('/api/signup', {
    data: {
      name: citizen.name,
      email: citizen.email,
      password: citizen.password,
      policy_version: firstVersion,
    },
  });
  expect(signup.status()).toBe(201);

  await page.goto('/login');
  await submitLogin(page, citizen);
  await expect(page).toHaveURL(/\/privacy-policy$/);
  const consent = page.getByTestId('policy-consent');
  await expect(
    consent.getByRole('heading', { name: 'Our privacy policy has changed' }),
  ).toBeVisible();
  await expect(
    consent.getByText('You can see and download everything we hold about you.'),
  ).toBeVisible();

  // Nothing else opens until it is accepted: the profile sends back to the policy.
  await page.goto('/user/profile');
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(consent).toBeVisible();
  // The rights are stated, with the regulator to complain to.
  await expect(page.getByText('Nigeria Data Protection Commission (NDPC)')).toBeVisible();

  await consent.getByRole('button', { name: 'I accept' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/user/profile');
  await expect(page).toHaveURL(/\/user\/profile$/);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(citizen.email);
});

test('a citizen who does not accept the changed policy can log out', async ({
  page,
  request,
  citizen,
}) => {
  await request.post('/api/signup', {
    data: {
      name: citizen.name,
      email: citizen.email,
      password: citizen.password,
      policy_version: firstVersion,
    },
  });
  await page.goto('/login');
  await submitLogin(page, citizen);
  await page.getByTestId('policy-consent').getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('jwtToken'))).toBeNull();
});
