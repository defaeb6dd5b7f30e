import type { PollCountsEvent } from '@civicng/contracts';
import { useEffect, useState } from 'react';
import { loadContracts } from '../../../lib/contracts';
import { followEventStream } from '../../../lib/event-stream';
import { getToken } from '../../../lib/storage';

/**
 * GET /api/polls/{id}/events: a poll's counts as Server-Sent Events while `enabled`. The stream
 * reopens when `reconnectKey` changes (after a vote the server may let this viewer see more),
 * pauses while the tab is hidden, and closes on unmount. A refusal (403: results not visible to
 * this viewer, 401, 404) ends it; a dropped stream reopens with a growing delay.
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
    void followEventStream(`/api/polls/${pollId}/events`, {
      signal: controller.signal,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      onEvent: (message) => {
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
    });
    return () => controller.abort();
  }, [pollId, enabled, reconnectKey]);

  return enabled ? counts : null;
}
