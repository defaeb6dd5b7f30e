/**
 * First-screen paint: the largest contentful paint of `/login` and of the live votes screen (a
 * verified citizen, one vote open) in Chromium throttled like a phone on a slow network
 * (phone-network.ts), five cold loads each (new browser context, no cache, no service worker),
 * against the built server on a quiet machine. Prints the median and the slowest against the
 * 3 s budget.
 *
 *   npm run build && npx tsx bench/first-screen-paint.ts
 *
 * Needs Chromium at /usr/bin/chromium (or CHROMIUM_PATH).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { buildApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
import { createUser } from '../apps/api/src/test/factories.js';
import { createPoll } from '../apps/api/src/test/polls.js';
import { benchServerEnv, freePort, isMain, printTable, startServer } from './load.js';
import {
  cpuSlowdown,
  largestContentfulPaint,
  lcpBudgetMs,
  phoneNetwork,
  throttle,
} from './phone-network.js';

export interface PaintFigures {
  screen: string;
  loads: number;
  medianMs: number;
  slowestMs: number;
  element: string;
}

const loadsPerScreen = Number(process.env.BENCH_PAINT_LOADS ?? 5);

/** One cold load: LCP once `shownWhen` matches. */
async function coldLoad(
  browser: Browser,
  url: string,
  shownWhen: string,
  token?: string,
): Promise<{ ms: number; element: string }> {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  try {
    const page = await context.newPage();
    if (token) {
      // The web app keeps its session token here (apps/web/src/lib/storage.ts).
      await page.addInitScript((value) => localStorage.setItem('jwtToken', value), token);
    }
    await throttle(page);
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForSelector(shownWhen, { timeout: 30_000 });
    const { ms, element } = await largestContentfulPaint(page);
    return { ms, element };
  } finally {
    await context.close();
  }
}

export async function benchFirstScreenPaint(
  log: (line: string) => void = () => {},
): Promise<PaintFigures[]> {
  const varDir = mkdtempSync(path.join(tmpdir(), 'civicng-paint-'));
  const env = {
    ...benchServerEnv(varDir, await freePort()),
    // No first-start loading: the server is quiet while the pages are measured.
    LAWS_DIR: path.join(varDir, 'no-laws'),
    FACTCHECKS_FILE: path.join(varDir, 'no-factchecks.jsonl'),
  };
  let browser: Browser | undefined;
  const app = await buildApp(loadConfig(env), { logger: false, webDist: '/nonexistent' });
  let citizen: string;
  try {
    const admin = await createUser(app, { admin: true });
    citizen = (await createUser(app, { verified: true })).token;
    await createPoll(app, admin, {
      type: 'vote',
      title: 'Which should the state fund first this year?',
      options: [{ title: 'Primary health centres' }, { title: 'Rural roads' }],
    });
  } finally {
    await app.close();
  }
  const server = await startServer(env);
  try {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
    });
    const screens = [
      { screen: '/login', shownWhen: 'form input[type="email"]' },
      { screen: '/user/dashboard/vote', shownWhen: 'article input[type="radio"]', token: citizen },
    ];
    const figures: PaintFigures[] = [];
    for (const { screen, shownWhen, token } of screens) {
      const runs = [];
      for (let i = 0; i < loadsPerScreen; i += 1) {
        runs.push(await coldLoad(browser, `${server.origin}${screen}`, shownWhen, token));
      }
      const sorted = runs.map((run) => run.ms).sort((a, b) => a - b);
      const figure = {
        screen,
        loads: runs.length,
        medianMs: sorted[Math.floor(sorted.length / 2)] ?? 0,
        slowestMs: sorted.at(-1) ?? 0,
        element: runs.at(-1)?.element ?? '',
      };
      log(`${screen}: LCP ${sorted.join(', ')} ms on ${figure.element}`);
      figures.push(figure);
    }
    return figures;
  } finally {
    await browser?.close();
    await server.stop();
    rmSync(varDir, { recursive: true, force: true });
  }
}

export const paintConditions = `${phoneNetwork.latency} ms, 1.6 Mbps, CPU ${cpuSlowdown}x slower`;

export function printPaint(figures: PaintFigures[]): void {
  printTable(
    ['screen', 'loads', 'LCP median ms', 'LCP slowest ms', `budget ms`, 'ok'],
    figures.map((f) => [
      f.screen,
      String(f.loads),
      String(f.medianMs),
      String(f.slowestMs),
      String(lcpBudgetMs),
      f.medianMs <= lcpBudgetMs ? 'yes' : 'NO',
    ]),
  );
}

if (isMain(import.meta.url)) {
  const figures = await benchFirstScreenPaint((line) => process.stderr.write(`${line}\n`));
  console.log(`First-screen paint on a phone network (${paintConditions}):`);
  printPaint(figures);
  if (figures.some((f) => f.medianMs > lcpBudgetMs)) process.exitCode = 1;
}
