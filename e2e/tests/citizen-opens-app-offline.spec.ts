import { expect, test } from '@playwright/test';

test('after one visit, the app opens offline with an offline notice', async ({ page, context }) => {
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Welcome to CivicNG' })).toBeVisible();
  // Wait until the service worker has installed and controls the page.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
  });
  const manifest = await page.request.get('/manifest.webmanifest');
  expect(manifest.ok()).toBe(true);

  await context.setOffline(true);
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByText('You are offline.')).toBeVisible();
  await context.setOffline(false);
});

test('the service worker is served from /ServiceWorker.js and never caches the API', async ({
  request,
}) => {
  const sw = await request.get('/ServiceWorker.js');
  expect(sw.status()).toBe(200);
  expect(sw.headers()['content-type']).toContain('javascript');
  const source = await sw.text();
  expect(source).not.toMatch(/\/api\//.source.replace(/\\/g, '') + 'config');
});
