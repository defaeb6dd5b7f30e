/** When a background job first runs after start, and how often after that. */
export interface JobTiming {
  firstAfterMs?: number;
  everyMs?: number;
}

const day = 24 * 60 * 60_000;

/**
 * Runs `work` once `firstAfterMs` after start and then every `everyMs` (a day), never two at
 * once; `onError` hears a failure and the next run tries again. Nothing is reported once
 * stopped, and the timers never keep the process alive.
 */
export function scheduleDailyJob(
  /** The job; `stopped` says whether to stay quiet (the server is shutting down). */
  work: (stopped: () => boolean) => Promise<void>,
  onError: (err: unknown) => void,
  timing: JobTiming & { defaultFirstAfterMs: number },
): { stop(): void; runNow(): Promise<void> } {
  let stopped = false;
  let running = false;
  const run = async () => {
    if (stopped || running) return;
    running = true;
    try {
      await work(() => stopped);
    } catch (err) {
      if (!stopped) onError(err);
    } finally {
      running = false;
    }
  };
  let every: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    void run();
    every = setInterval(() => void run(), timing.everyMs ?? day);
    every.unref();
  }, timing.firstAfterMs ?? timing.defaultFirstAfterMs);
  first.unref();
  return {
    runNow: run,
    stop() {
      stopped = true;
      clearTimeout(first);
      if (every) clearInterval(every);
    },
  };
}
