/**
 * A phone on a slow mobile network, as the issue sets it (Lighthouse's "slow 4G" profile):
 * 1.6 Mbps each way, 150 ms round trip, a CPU four times slower than this machine's. Used by
 * the first-screen paint benchmark and by the e2e test that checks what a phone downloads.
 */
import type { CDPSession, Page } from '@playwright/test';

export const phoneNetwork = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 1_600_000 / 8,
};
export const cpuSlowdown = 4;
/** The budget for the largest contentful paint of a first screen. */
export const lcpBudgetMs = 3000;

export interface Transfer {
  url: string;
  encoding: string;
  bytes: number;
}

/** Throttles the page's network and CPU, and records the JavaScript it downloads. */
export async function throttle(page: Page): Promise<{ cdp: CDPSession; scripts: Transfer[] }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.emulateNetworkConditions', phoneNetwork);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  const pending = new Map<string, Omit<Transfer, 'bytes'>>();
  const scripts: Transfer[] = [];
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type !== 'Script') return;
    const headers = Object.fromEntries(
      Object.entries(response.headers).map(([name, value]) => [name.toLowerCase(), value]),
    );
    pending.set(requestId, {
      url: response.url,
      encoding: headers['content-encoding'] ?? 'none',
    });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const script = pending.get(requestId);
    if (script) scripts.push({ ...script, bytes: encodedDataLength });
  });
  return { cdp, scripts };
}

export interface Lcp {
  ms: number;
  element: string;
  /** The longest any request of the page waited for the server's first byte, and which. */
  serverWait: { ms: number; url: string };
}

/**
 * The page's largest contentful paint, from navigation start, once the screen shows what a
 * person came for (the last candidate the browser reported by then).
 */
export function largestContentfulPaint(page: Page): Promise<Lcp> {
  return page.evaluate(async () => {
    // Two frames: the paint of the content just found has been reported.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return new Promise<Lcp>((resolve) => {
      new PerformanceObserver((list) => {
        const last = list.getEntries().at(-1) as
          (PerformanceEntry & { element: Element | null; url: string }) | undefined;
        if (!last) return;
        const text = last.element?.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40) ?? '';
        const tag = last.element?.tagName.toLowerCase() ?? 'removed element';
        const waits = [
          ...performance.getEntriesByType('navigation'),
          ...performance.getEntriesByType('resource'),
        ].map((entry) => {
          const timing = entry as PerformanceResourceTiming;
          return { ms: Math.round(timing.responseStart - timing.requestStart), url: timing.name };
        });
        const serverWait = waits.reduce((a, b) => (b.ms > a.ms ? b : a), { ms: 0, url: '' });
        resolve({
          ms: Math.round(last.startTime),
          element: `${tag} "${text || last.url}"`,
          serverWait,
        });
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
  });
}

/** When each script of the page was requested and finished arriving, from navigation start. */
export function scriptTimings(page: Page): Promise<{ path: string; start: number; end: number }[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => /\.m?js$/.test(new URL(entry.name).pathname))
      .map((entry) => {
        const timing = entry as PerformanceResourceTiming;
        return {
          path: new URL(timing.name).pathname,
          start: Math.round(timing.requestStart || timing.startTime),
          end: Math.round(timing.responseEnd),
        };
      }),
  );
}
