import { expect, test } from '@playwright/test';
import { screenshot, viewScreenshot } from '../support/screens';

// The library holds the Electric Power Sector Reform Act 2005, which the Electricity Act 2023
// repealed: the list and the reader say so before anyone reads it as today's law (issue 33
// item 10).
test('a repealed act is marked in the library and above its text', async ({ page }, testInfo) => {
  await page.goto('/laws');
  const card = page.locator('.card').filter({ hasText: 'Electric Power Sector Reform Act' });
  await expect(card.getByText('Repealed', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(
    page.locator('.card').filter({ hasText: 'Police Act' }).getByText('Repealed', { exact: true }),
  ).toHaveCount(0);
  await screenshot(page, testInfo, 'laws-repealed-badge');

  await card.getByRole('link', { name: 'Read', exact: true }).click();
  const warning = page.locator('.law-repealed');
  await expect(warning).toContainText('The Electricity Act, 2023 repealed this act.');
  await expect(warning).toBeInViewport();
  await viewScreenshot(page, testInfo, 'law-reader-repealed');
});
