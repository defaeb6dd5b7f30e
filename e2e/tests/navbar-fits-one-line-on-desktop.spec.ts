import { test, type Page } from '@playwright/test';
import { citizenToken, expect, holdToken } from '../support/polls';
import { screenshot } from '../support/screens';

const languages = ['en', 'pcm', 'ha', 'yo', 'ig'] as const;

/** Each menu item whose words run onto a second line, and whether the language menu is cut. */
async function crowding(page: Page) {
  return page.evaluate(() => {
    const wrapped = [...document.querySelectorAll<HTMLElement>('.app-navbar .nav-link')]
      .filter((link) => link.offsetParent !== null)
      .filter((link) => {
        const style = getComputedStyle(link);
        const line = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.5;
        const inner =
          link.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
        return inner > line * 1.5;
      })
      .map((link) => link.textContent ?? '');
    const select = [...document.querySelectorAll<HTMLSelectElement>('.language-menu select')].find(
      (s) => s.offsetParent !== null,
    );
    const chosen = select?.selectedOptions[0];
    // The closed select shows its chosen option's text: it is cut when the box is narrower.
    const probe = document.createElement('span');
    if (select && chosen) {
      probe.textContent = chosen.text;
      probe.style.cssText = `position:absolute;visibility:hidden;white-space:nowrap;font:${getComputedStyle(select).font}`;
      document.body.append(probe);
    }
    const style = select ? getComputedStyle(select) : undefined;
    const room =
      select && style
        ? select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
        : 0;
    const clipped = select ? probe.getBoundingClientRect().width > room + 0.5 : true;
    probe.remove();
    const bar = document.querySelector<HTMLElement>('.app-navbar');
    const sideways = document.documentElement.scrollWidth - window.innerWidth;
    return { wrapped, clipped, sideways, barHeight: bar?.getBoundingClientRect().height ?? 0 };
  });
}

for (const width of [1200, 1280]) {
  test(`the menu fits one line at ${width} px in every language, its language menu uncut`, async ({
    page,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'a desktop width');
    await page.setViewportSize({ width, height: 800 });
    await holdToken(page, await citizenToken(request, testInfo, { verified: true }));
    for (const language of languages) {
      await page.goto(`/fact-checker?lang=${language}`);
      await expect(page.locator('.app-navbar .nav-link').first()).toBeVisible();
      const found = await crowding(page);
      expect(found.wrapped, `${language} at ${width} px`).toEqual([]);
      expect(found.clipped, `${language} language menu at ${width} px`).toBe(false);
      expect(found.sideways, `${language}: the page scrolls sideways at ${width} px`).toBe(0);
      // One row: the brand, the links and the language menu side by side.
      expect(found.barHeight, `${language} bar height`).toBeLessThan(80);
      if (language === 'en' || language === 'ha') {
        await screenshot(page, testInfo, `navbar-${language}-${width}`);
      }
    }
  });
}
