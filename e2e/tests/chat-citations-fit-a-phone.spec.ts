import { expect, logInByApi, signUpByApi, storeToken, test } from '../support/accounts';
import { chatEntries, questionInput, waitForLawLibrary } from '../support/chat';
import { isPhone, screenshot } from '../support/screens';

// Some citations name a long act ("Electric Power Sector Reform Act 2005, s. 76"): on a 375 px
// phone one such chip must wrap, not widen the chat and scroll the page sideways.
test('long citations wrap inside the answer on a phone', async ({
  page,
  request,
  citizen,
}, testInfo) => {
  test.skip(!isPhone(testInfo), 'the phone width');
  test.setTimeout(180_000);
  await signUpByApi(request, citizen);
  await storeToken(page, await logInByApi(request, citizen));
  await waitForLawLibrary(request, 'power-sector-act');
  await page.goto('/chat');
  await questionInput(page).fill(
    'Who approves the electricity tariff that my distribution company charges?',
  );
  await page.getByRole('button', { name: 'Send' }).click();
  const answer = chatEntries(page).last();
  await expect(answer.locator('a[href^="/laws/"]').first()).toBeVisible({ timeout: 60_000 });

  const layout = await page.evaluate(() => {
    const bubbles = [...document.querySelectorAll<HTMLElement>('.chat-bubble-answer')];
    const outside = [...document.querySelectorAll<HTMLElement>('.chat-markdown a[href^="/laws/"]')]
      .filter((chip) => {
        const bubble = bubbles.find((b) => b.contains(chip));
        if (!bubble) return false;
        const edge = bubble.getBoundingClientRect().right;
        return [...chip.getClientRects()].some((rect) => rect.right > edge + 0.5);
      })
      .map((chip) => chip.textContent ?? '');
    return {
      sideways: document.documentElement.scrollWidth - window.innerWidth,
      longest: Math.max(
        ...[...document.querySelectorAll('.chat-markdown a[href^="/laws/"]')].map(
          (chip) => chip.textContent?.length ?? 0,
        ),
      ),
      outside,
    };
  });
  expect(layout.longest).toBeGreaterThan(30);
  expect(layout.outside).toEqual([]);
  expect(layout.sideways).toBe(0);
  await screenshot(page, testInfo, 'chat-long-citations');
});
