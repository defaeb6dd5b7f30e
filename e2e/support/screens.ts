import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';

const dir = path.join(import.meta.dirname, '..', 'screenshots');
/**
 * The screenshots are for people to look at; `.ci/run` sets E2E_SCREENSHOTS=0, which saves
 * minutes of full-page captures on every CI run.
 */
const saving = process.env.E2E_SCREENSHOTS !== '0';

/** The screenshot's file, named for the screen and the project's width (phone or desktop). */
function fileFor(testInfo: TestInfo, name: string): string {
  mkdirSync(dir, { recursive: true });
  return path.join(dir, `${name}-${testInfo.project.name}.png`);
}

/** Saves a full-page screenshot. */
export async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  // A scrolled page draws the sticky navbar mid-page in a full-page screenshot.
  await page.evaluate(() => window.scrollTo(0, 0));
  if (saving) await page.screenshot({ path: fileFor(testInfo, name), fullPage: true });
}

/** Saves what the screen shows as it is scrolled (a long page such as an act's text). */
export async function viewScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  if (saving) await page.screenshot({ path: fileFor(testInfo, name) });
}

export const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';
