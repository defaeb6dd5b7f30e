import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

// The app ingests the law library in the background on first start (10-20 s on a fresh clone).
const libraryTimeoutMs = 60_000;

/** Waits until GET /api/laws lists the act, so the assistant can answer from it. */
export async function waitForLawLibrary(
  request: APIRequestContext,
  slug = 'constitution',
): Promise<void> {
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/laws');
        if (!response.ok()) return [];
        return ((await response.json()) as { slug: string }[]).map((act) => act.slug);
      },
      { message: `the law library to list ${slug}`, timeout: libraryTimeoutMs, intervals: [500] },
    )
    .toContain(slug);
}

/** Waits until the fact-check store, filled in the background on first start, finds results. */
export async function waitForFactChecks(request: APIRequestContext, token: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/fact-check?query=coronavirus', {
          headers: { authorization: `Bearer ${token}` },
        });
        return res.ok() ? ((await res.json()) as { results: unknown[] }).results.length : 0;
      },
      { message: 'the fact-check store to answer', timeout: 90_000 },
    )
    .toBeGreaterThan(0);
}

/** The conversation on the chat screen: one list item per question and answer. */
export const chatEntries = (page: Page): Locator =>
  page.getByRole('log', { name: 'Conversation' }).getByRole('listitem');

export const questionInput = (page: Page): Locator => page.getByPlaceholder('Ask a question...');

/**
 * Holds POST /api/ask in the browser until the returned release() is called, then lets it go on
 * to the real server unchanged: long enough to see what the screen shows while it waits.
 */
export async function holdQuestions(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/ask', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
