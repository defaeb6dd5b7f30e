import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';

const dir = path.join(import.meta.dirname, '..', 'screenshots');

/** Saves a full-page screenshot named for the screen and the project's width (phone or desktop). */
export async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  // A scrolled page draws the sticky navbar mid-page in a full-page screenshot.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({
    path: path.join(dir, `${name}-${testInfo.project.name}.png`),
    fullPage: true,
  });
}

/** Saves what the screen shows as it is scrolled (a long page such as an act's text). */
export async function viewScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}-${testInfo.project.name}.png`) });
}

export const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';
