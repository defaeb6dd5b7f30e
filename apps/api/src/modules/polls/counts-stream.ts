import type { FastifyReply } from 'fastify';
import type { PollsContext } from './polls-context.js';
import type { Actor } from '../../sessions/index.js';
import type { PollWithOptions } from './repo.js';

/**
 * Answers with a Server-Sent Events stream of the poll's counts: the counts now, then each change
 * that LiveResults announces, until the client leaves, the session ends (heartbeat), the account
 * reaches its cap of streams (429 before anything is written) or the server shuts down.
 */
export function streamCounts(
  ctx: PollsContext,
  reply: FastifyReply,
  actor: Actor,
  poll: PollWithOptions,
): void {
  const res = reply.raw;
  let ended = false;
  let unsubscribe = () => {};
  const finish = () => {
    if (ended) return;
    ended = true;
    unregister();
    unsubscribe();
  };
  const unregister = ctx.streams.add({
    userId: actor.userId,
    sessionId: actor.sessionId,
    ping: () => {
      if (!ended) res.write(': keep-alive\n\n');
    },
    end: () => {
      finish();
      res.end();
    },
  });
  reply.hijack();
  res.on('close', finish);
  if (res.destroyed) return finish();
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  const send = (event: unknown) => res.write(`event: counts\ndata: ${JSON.stringify(event)}\n\n`);
  unsubscribe = ctx.live.subscribe(poll.id, send);
  send({
    poll_id: poll.id,
    total_ballots: poll.totalBallots,
    options: poll.options.map((o) => ({ id: o.id, voters: o.voters })),
  });
}
