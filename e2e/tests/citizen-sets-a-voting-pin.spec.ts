import type { Page } from '@playwright/test';
import { citizenToken, expect, holdToken, test } from '../support/polls';
import { screenshot } from '../support/screens';

const heading = 'Voting by phone (USSD)';

/** The profile's card for ballots by USSD, found by its heading. */
const pinCard = (page: Page) =>
  page.locator('.card').filter({ has: page.getByRole('heading', { name: heading }) });

test('a verified citizen sets a voting PIN for ballots by phone, and an easy one is refused', async ({
  page,
  request,
}, testInfo) => {
  await holdToken(page, await citizenToken(request, testInfo, { verified: true }));
  await page.goto('/user/profile');
  const card = pinCard(page);
  await expect(card).toBeVisible();
  await expect(card.getByText('No PIN yet', { exact: true })).toBeVisible();
  // The code to dial is the one the operator configured (the server's default here).
  await expect(card).toContainText('dial *384*246# to vote');
  const pin = card.getByLabel('Voting PIN (4 digits)');
  // A PIN is typed on the number pad and not shown, as at a cash machine.
  await expect(pin).toHaveAttribute('type', 'password');
  await expect(pin).toHaveAttribute('inputmode', 'numeric');

  await test.step('a PIN anyone would guess is refused with the server’s reason', async () => {
    await pin.fill('1234');
    await card.getByRole('button', { name: 'Save PIN' }).click();
    const refusal = card.getByRole('alert');
    await expect(refusal).toHaveText('Choose a PIN that is harder to guess than 1234 or 0000.');
    await expect(refusal).toBeInViewport();
    await expect(card.getByText('No PIN yet', { exact: true })).toBeVisible();
  });

  await test.step('a good PIN is saved: the note says so and the badge follows', async () => {
    await pin.fill('4826');
    await card.getByRole('button', { name: 'Save PIN' }).click();
    const saved = card.getByRole('status').filter({ hasText: 'Voting PIN saved' });
    await expect(saved).toBeVisible();
    await expect(saved).toBeInViewport();
    await expect(pin).toHaveValue('');
    await expect(card.getByText('PIN set', { exact: true })).toBeVisible();
    await expect(card.getByText('No PIN yet', { exact: true })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Change PIN' })).toBeVisible();
  });

  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `the profile scrolls sideways by ${overflow} px`).toBeLessThanOrEqual(0);
  await screenshot(page, testInfo, 'profile-voting-pin');

  // The server keeps it: the next visit still says a PIN is set.
  await page.reload();
  await expect(pinCard(page).getByText('PIN set', { exact: true })).toBeVisible();
});

test('a citizen who is not verified is not offered a voting PIN', async ({
  page,
  unverifiedCitizenToken,
}) => {
  await holdToken(page, unverifiedCitizenToken);
  await page.goto('/user/profile');
  await expect(page.getByText('Not verified', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: heading })).toHaveCount(0);
  await expect(page.getByLabel('Voting PIN (4 digits)')).toHaveCount(0);
});
