import {
  e164,
  expect,
  mailLinkFor,
  maskedNin,
  openMenu,
  profileField,
  smsCodeFor,
  storedToken,
  submitLogin,
  test,
} from '../support/accounts';
import { screenshot } from '../support/screens';

test('a citizen signs up with phone and NIN, verifies the email, logs in, sees the profile and logs out', async ({
  page,
  citizen,
}, testInfo) => {
  await test.step('sign up: the server texts a code and the form asks for it', async () => {
    await page.goto('/signup');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await page.getByLabel('Name', { exact: true }).fill(citizen.name);
    await page.getByLabel('Email', { exact: true }).fill(citizen.email);
    await page.getByLabel('Password', { exact: true }).fill(citizen.password);
    await page.getByLabel('Phone Number', { exact: true }).fill(citizen.phone);
    await page.getByLabel('NIN', { exact: true }).fill(citizen.nin);
    await page.getByLabel('State', { exact: true }).selectOption({ label: 'Lagos' });
    await expect(page.getByLabel('State ID', { exact: true })).toHaveValue('25');
    await page.getByLabel('LGA', { exact: true }).selectOption({ label: 'Ikeja' });
    const code = page.getByLabel('Two Factor Code', { exact: true });
    await expect(code).toHaveCount(0);
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();

    await expect(page.getByText('Two factor code sent to your phone')).toBeVisible();
    await expect(code).toBeVisible();
    // The code field's autofocus scrolls; a full-page shot of a scrolled page draws the sticky
    // navbar mid-page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, testInfo, 'signup-two-factor');
    await code.fill(await smsCodeFor(citizen.phone));
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await expect(page.getByText('User created successfully')).toBeVisible();
    // Spec §9: the success note stays 3 s before the login page.
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step('the link in the welcome mail verifies the email', async () => {
    const link = await mailLinkFor(citizen.email, '/verify-email/');
    expect(new URL(link).pathname).toMatch(/^\/verify-email\/[\w-]+$/);
    // Hold the server's answer (it still comes from the real server) until the wait shows.
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/verify-email/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(link);
    await expect(page.getByText('Verifying your email...')).toBeVisible();
    answer();
    await expect(page.getByText('Email verified successfully')).toBeVisible();
    await expect(page.getByText('Redirecting to login page...')).toBeVisible();
    await screenshot(page, testInfo, 'verify-email');
    await expect(page).toHaveURL(/\/login$/);
    await page.unroute('**/api/verify-email/**');
  });

  await test.step('log in and see the logged-in menu', async () => {
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await submitLogin(page, citizen);
    await expect(page).toHaveURL(/\/home$/);
    expect(await storedToken(page)).toBeTruthy();
    await openMenu(page, testInfo);
    for (const label of ['POLLING', 'VOTING', 'LAW OF THE LAND', 'FACT CHECKER']) {
      await expect(page.getByRole('link', { name: label })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'LOG IN' })).toHaveCount(0);
    await page.getByRole('link', { name: 'MY PROFILE' }).click();
  });

  await test.step('the profile shows the details, the NIN masked', async () => {
    await expect(page).toHaveURL(/\/user\/profile$/);
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
    await expect(profileField(page, 'Name')).toHaveValue(citizen.name);
    await expect(profileField(page, 'Email')).toHaveValue(citizen.email);
    await expect(profileField(page, 'Phone Number')).toHaveValue(e164(citizen.phone));
    await expect(profileField(page, 'NIN')).toHaveValue(maskedNin(citizen.nin));
    expect(maskedNin(citizen.nin)).toMatch(/^\*{7}\d{4}$/);
    await expect(profileField(page, 'SSO')).toHaveValue('-');
    await expect(page.getByRole('button', { name: 'Delete my Account' })).toBeVisible();
    await screenshot(page, testInfo, 'profile');
  });

  await test.step('log out: the token goes and the menu offers LOG IN and SIGN UP', async () => {
    await openMenu(page, testInfo);
    await page.getByRole('button', { name: 'LOG OUT', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedToken(page)).toBeNull();
    await openMenu(page, testInfo);
    await expect(page.getByRole('link', { name: 'LOG IN' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'SIGN UP' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'MY PROFILE' })).toHaveCount(0);
  });
});
