import type { PollCountsEvent } from '@civicng/contracts';
import { fetchEventSource } from '@microsoft/fetch-event-source';
import { useEffect, useState } from 'react';
import { loadContracts } from '../../../lib/contracts';
import { getToken } from '../../../lib/storage';

/** A refusal (403: results not visible to this viewer, 401, 404) that retrying will not change. */
class StreamRefused extends Error {}
class StreamDropped extends Error {}

const maxRetryDelayMs = 30_000;

/**
 * GET /api/polls/{id}/events: a poll's counts as Server-Sent Events while `enabled`. The stream
 * reopens when `reconnectKey` changes (after a vote the server may let this viewer see more),
 * pauses while the tab is hidden, and closes on unmount.
 */
export function usePollCounts(
  pollId: number,
  enabled: boolean,
  reconnectKey: unknown,
): PollCountsEvent | null {
  const [counts, setCounts] = useState<PollCountsEvent | null>(null);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const token = getToken();
    let failures = 0;
    fetchEventSource(`/api/polls/${pollId}/events`, {
      signal: controller.signal,
      headers: {
        accept: 'text/event-stream',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      onopen: async (response) => {
        const type = response.headers.get('content-type') ?? '';
        if (response.ok && type.startsWith('text/event-stream')) {
          failures = 0;
          return;
        }
        if (response.status >= 400 && response.status < 500) {
          throw new StreamRefused(String(response.status));
        }
        throw new StreamDropped(String(response.status));
      },
      onmessage: (message) => {
        if (message.event !== 'counts') return;
        // In order: every event waits on the same schema download, then none.
        void loadContracts().then(({ PollCountsEvent: schema }) => {
          try {
            const parsed = schema.safeParse(JSON.parse(message.data));
            if (parsed.success && parsed.data.poll_id === pollId) setCounts(parsed.data);
          } catch {
            // A garbled event is skipped; the next one carries the full counts again.
          }
        });
      },
      onclose: () => {
        throw new StreamDropped('closed by the server');
      },
      onerror: (error: unknown) => {
        if (error instanceof StreamRefused) throw error;
        failures += 1;
        return Math.min(1000 * 2 ** (failures - 1), maxRetryDelayMs);
      },
    }).catch(() => undefined);
    return () => controller.abort();
  }, [pollId, enabled, reconnectKey]);

  return enabled ? counts : null;
}
