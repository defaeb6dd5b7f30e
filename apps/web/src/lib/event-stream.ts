import { readTextStream } from './text-stream';

/** One Server-Sent Event: its type ("message" unless the stream names one) and its data. */
export interface ServerSentEvent {
  event: string;
  data: string;
}

/**
 * Reads a text/event-stream body until it ends, as the HTML standard's EventSource parses it:
 * `event` and `data` fields, several data lines joined by "\n", comments skipped (`id` and
 * `retry` are not used by our streams and are ignored).
 */
export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: ServerSentEvent) => void,
): Promise<void> {
  let pending = '';
  let event = '';
  let data: string[] = [];
  const readLine = (line: string) => {
    if (line === '') {
      if (data.length > 0) onEvent({ event: event || 'message', data: data.join('\n') });
      event = '';
      data = [];
      return;
    }
    const colon = line.indexOf(':');
    if (colon === 0) return;
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  };
  await readTextStream(body, (text) => {
    pending += text;
    // A "\r" at the end of a chunk may be the first half of "\r\n": it waits for the next one.
    const lines = pending.split(/\r\n|\r(?!$)|\n/);
    pending = lines.pop() ?? '';
    lines.forEach(readLine);
  });
}

const maxRetryDelayMs = 30_000;

/**
 * Resolves after `ms` (never, without it), as soon as `done()` holds after a change of the page's
 * visibility, or when `signal` aborts.
 */
function wait(signal: AbortSignal, done: () => boolean, ms?: number): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted || done()) return resolve();
    const timer = ms === undefined ? undefined : setTimeout(finish, ms);
    const check = () => {
      if (done()) finish();
    };
    function finish() {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', check);
      signal.removeEventListener('abort', finish);
      resolve();
    }
    document.addEventListener('visibilitychange', check);
    signal.addEventListener('abort', finish);
  });
}

type Outcome = 'refused' | 'dropped' | 'hidden';

/** One connection, until it ends; a refusal (4xx) is final, anything else is worth retrying. */
async function connect(url: string, options: FollowOptions, opened: () => void): Promise<Outcome> {
  const controller = new AbortController();
  let hidden = false;
  const stop = () => controller.abort();
  const onVisibility = () => {
    if (!document.hidden) return;
    hidden = true;
    controller.abort();
  };
  options.signal.addEventListener('abort', stop);
  document.addEventListener('visibilitychange', onVisibility);
  try {
    const response = await fetch(url, {
      headers: { ...options.headers, accept: 'text/event-stream' },
      signal: controller.signal,
    });
    const type = response.headers.get('content-type') ?? '';
    if (response.ok && type.startsWith('text/event-stream') && response.body) {
      opened();
      await readEventStream(response.body, options.onEvent);
      return 'dropped';
    }
    void response.body?.cancel();
    return response.status >= 400 && response.status < 500 ? 'refused' : 'dropped';
  } catch {
    return hidden ? 'hidden' : 'dropped';
  } finally {
    options.signal.removeEventListener('abort', stop);
    document.removeEventListener('visibilitychange', onVisibility);
  }
}

export interface FollowOptions {
  headers: Record<string, string>;
  signal: AbortSignal;
  onEvent: (event: ServerSentEvent) => void;
}

/**
 * Follows a Server-Sent Events stream over fetch (which, unlike EventSource, can send a bearer
 * header) until `signal` aborts or the server refuses with a 4xx that retrying will not change.
 * A failed or ended stream reopens after 1 s, 2 s, 4 s… up to 30 s; the stream is closed while
 * the page is hidden and reopened as soon as it shows again.
 */
export async function followEventStream(url: string, options: FollowOptions): Promise<void> {
  const { signal } = options;
  let failures = 0;
  while (!signal.aborted) {
    await wait(signal, () => !document.hidden);
    if (signal.aborted) return;
    const outcome = await connect(url, options, () => (failures = 0));
    if (outcome === 'refused') return;
    if (outcome === 'dropped') {
      failures += 1;
      const delay = Math.min(1000 * 2 ** (failures - 1), maxRetryDelayMs);
      await wait(signal, () => document.hidden, delay);
    }
  }
}
