import { createConnection, createServer, type AddressInfo, type Socket } from 'node:net';

/**
 * pass: forward both ways. refuse: close every connection at once, existing and new.
 * hang: accept, but forward nothing either way (a frozen server or a dropped network).
 */
export type FaultMode = 'pass' | 'refuse' | 'hang';

export interface FaultProxy {
  host: string;
  port: number;
  mode: FaultMode;
  /** Switches every connection, existing and new; a hung connection resumes on 'pass'. */
  setMode(mode: FaultMode): void;
  /** Connections open right now (client side). */
  connections(): number;
  close(): Promise<void>;
}

interface Pair {
  client: Socket;
  upstream: Socket;
}

/** A TCP proxy on 127.0.0.1:{random port} in front of target, whose faults tests switch on. */
export async function startFaultProxy(target: { host: string; port: number }): Promise<FaultProxy> {
  const pairs = new Set<Pair>();
  let mode: FaultMode = 'pass';

  const apply = (pair: Pair) => {
    if (mode === 'refuse') {
      pair.client.destroy();
      pair.upstream.destroy();
    } else if (mode === 'hang') {
      // Paused sockets keep their bytes unread: nothing reaches the other side until 'pass'.
      pair.client.pause();
      pair.upstream.pause();
    } else {
      pair.client.resume();
      pair.upstream.resume();
    }
  };

  const server = createServer((client) => {
    if (mode === 'refuse') {
      client.destroy();
      return;
    }
    const upstream = createConnection(target);
    const pair = { client, upstream };
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    // Plain forwarding, not pipe(): pipe() would resume a paused side on 'drain'.
    client.on('data', (chunk: Buffer) => upstream.write(chunk));
    upstream.on('data', (chunk: Buffer) => client.write(chunk));
    apply(pair);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    host: '127.0.0.1',
    port,
    get mode() {
      return mode;
    },
    setMode(next) {
      mode = next;
      for (const pair of pairs) apply(pair);
    },
    connections: () => pairs.size,
    close: () =>
      new Promise<void>((resolve) => {
        for (const pair of pairs) {
          pair.client.destroy();
          pair.upstream.destroy();
        }
        server.close(() => resolve());
      }),
  };
}
