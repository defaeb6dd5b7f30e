export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it holds; resolves with the milliseconds that took, else throws. */
export async function waitFor(
  check: () => boolean,
  limitMs: number,
  what: string,
): Promise<number> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > limitMs) throw new Error(`${what}: not within ${limitMs} ms`);
    await sleep(20);
  }
  return Date.now() - started;
}
