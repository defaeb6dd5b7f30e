import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { followEventStream, readEventStream, type ServerSentEvent } from './event-stream';

const streamOf = (chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });

describe('readEventStream', () => {
  it('reads events split anywhere across chunks, as EventSource would', async () => {
    const events: ServerSentEvent[] = [];
    await readEventStream(
      streamOf([
        ': keep-alive\n\n',
        'event: counts\nda',
        'ta: {"poll_id":1}\r',
        '\n\r\n',
        'data: one\ndata: two\n\n',
        'event: nothing\n\n',
        'data:no space\n\n',
        'data: never finished',
      ]),
      (event) => events.push(event),
    );
    expect(events).toEqual([
      { event: 'counts', data: '{"poll_id":1}' },
      { event: 'message', data: 'one\ntwo' },
      { event: 'message', data: 'no space' },
    ]);
  });
});

/** A local server answering each request with the next of `answers`. */
async function serve(answers: ((req: IncomingMessage, res: ServerResponse) => void)[]) {
  const requests: IncomingMessage[] = [];
  const server = createServer((req, res) => {
    requests.push(req);
    const answer = answers[requests.length - 1];
    if (answer) answer(req, res);
    else res.writeHead(410).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  servers.push(server);
  return { url: `http://127.0.0.1:${port}/api/polls/1/events`, requests };
}
const servers: ReturnType<typeof createServer>[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

const stream = (res: ServerResponse, text: string) => {
  res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
  res.write(text);
};

const closed = (req: IncomingMessage) =>
  new Promise<void>((resolve) => req.socket.once('close', () => resolve()));

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('followEventStream', () => {
  afterEach(() => setHidden(false));

  it('sends the bearer header, reopens a failed or ended stream, and stops at a refusal', async () => {
    const { url, requests } = await serve([
      (_req, res) => res.writeHead(503).end(),
      (_req, res) => {
        stream(res, 'event: counts\ndata: 1\n\n');
        res.end();
      },
      (_req, res) => res.writeHead(403, { 'content-type': 'application/json' }).end('{}'),
    ]);
    const events: ServerSentEvent[] = [];
    await followEventStream(url, {
      signal: new AbortController().signal,
      headers: { authorization: 'Bearer t0ken' },
      onEvent: (event) => events.push(event),
    });
    expect(events).toEqual([{ event: 'counts', data: '1' }]);
    expect(requests).toHaveLength(3);
    for (const req of requests) {
      expect(req.headers.authorization).toBe('Bearer t0ken');
      expect(req.headers.accept).toBe('text/event-stream');
    }
  }, 10_000);

  it('closes the stream while the page is hidden, reopens it when shown, and ends on abort', async () => {
    const { url, requests } = await serve([
      (_req, res) => stream(res, 'event: counts\ndata: 1\n\n'),
      (_req, res) => stream(res, 'event: counts\ndata: 2\n\n'),
    ]);
    const controller = new AbortController();
    const events: string[] = [];
    let received = () => {};
    const following = followEventStream(url, {
      signal: controller.signal,
      headers: {},
      onEvent: (event) => {
        events.push(event.data);
        received();
      },
    });
    await new Promise<void>((resolve) => (received = resolve));
    const first = requests[0];
    if (!first) throw new Error('no request');
    const firstClosed = closed(first);
    setHidden(true);
    await firstClosed;
    const shown = new Promise<void>((resolve) => (received = resolve));
    setHidden(false);
    await shown;
    expect(events).toEqual(['1', '2']);
    const second = requests[1];
    if (!second) throw new Error('no second request');
    const secondClosed = closed(second);
    controller.abort();
    await following;
    await secondClosed;
    expect(requests).toHaveLength(2);
  });
});
