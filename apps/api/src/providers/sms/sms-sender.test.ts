import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSmsSender, SmsDeliveryError } from './sms-sender.js';

const number = '+2348012345678';
const text = 'Your CivicNG code is 482913';
const apiKey = 'TLtest-secret-api-key';

interface ReceivedRequest {
  method: string | undefined;
  url: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

/** A stand-in for Termii that records each request and answers with the given status. */
async function startTermii(status: number) {
  const received: ReceivedRequest[] = [];
  const server: Server = createServer((request, response) => {
    readJson(request).then(
      (body) => {
        received.push({
          method: request.method,
          url: request.url,
          contentType: request.headers['content-type'],
          body,
        });
        const answer =
          status === 200
            ? {
                message_id: '9122821270554876574',
                message: 'Successfully Sent',
                balance: 9,
                user: 'x',
              }
            : // Echoes the request the way an unhelpful error page might.
              { message: `Rejected ${number} with key ${apiKey}` };
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer));
      },
      () => {
        response.writeHead(400).end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('createSmsSender', () => {
  let tempDir: string;
  let logs: string[];
  const cleanups: (() => Promise<void>)[] = [];

  beforeEach(async () => {
    tempDir = await mkdtemp(path.join(os.tmpdir(), 'civicng-sms-'));
    logs = [];
  });

  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
    await rm(tempDir, { recursive: true, force: true });
  });

  it('writes each message as a JSON file to the outbox by default', async () => {
    const outboxDir = path.join(tempDir, 'outbox', 'sms');
    const sender = createSmsSender({ outboxDir, log: (line) => logs.push(line) });

    const before = Date.now();
    await sender.send(number, text);

    const files = await readdir(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.json$/);
    const record = JSON.parse(
      await readFile(path.join(outboxDir, files[0] ?? ''), 'utf8'),
    ) as Record<string, unknown>;
    expect(Object.keys(record).sort()).toEqual(['sent_at', 'text', 'to']);
    expect(record.to).toBe(number);
    expect(record.text).toBe(text);
    const sentAt = new Date(String(record.sent_at));
    expect(sentAt.toISOString()).toBe(record.sent_at);
    expect(sentAt.getTime()).toBeGreaterThanOrEqual(before - 1000);

    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(/^sms: written to .+\.json$/);
    expect(logs[0]).not.toContain(number.slice(1));
    expect(logs[0]).not.toContain(text);
  });

  it('names outbox files so that they sort in the order they were written', async () => {
    const outboxDir = path.join(tempDir, 'outbox');
    const sender = createSmsSender({ outboxDir, log: () => undefined });

    for (let index = 0; index < 5; index += 1) await sender.send(number, `message ${index}`);

    const files = (await readdir(outboxDir)).sort();
    const texts = await Promise.all(
      files.map(async (file) => {
        const record = JSON.parse(await readFile(path.join(outboxDir, file), 'utf8')) as {
          text: string;
        };
        return record.text;
      }),
    );
    expect(texts).toEqual([0, 1, 2, 3, 4].map((index) => `message ${index}`));
  });

  it('refuses a number that is not E.164 without echoing it', async () => {
    const sender = createSmsSender({ outboxDir: tempDir, log: () => undefined });

    const error: unknown = await sender
      .send('08012345678', text)
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(SmsDeliveryError);
    expect((error as Error).message).not.toContain('08012345678');
    expect(await readdir(tempDir)).toEqual([]);
  });

  it('sends through the Termii Send Message API', async () => {
    const termii = await startTermii(200);
    cleanups.push(termii.close);
    const sender = createSmsSender({
      outboxDir: tempDir,
      termii: { apiKey, senderId: 'CivicNG', baseUrl: `${termii.baseUrl}/` },
      log: (line) => logs.push(line),
    });

    await sender.send(number, text);

    expect(termii.received).toEqual([
      {
        method: 'POST',
        url: '/api/sms/send',
        contentType: 'application/json',
        body: {
          to: '2348012345678',
          from: 'CivicNG',
          sms: text,
          type: 'plain',
          channel: 'generic',
          api_key: apiKey,
        },
      },
    ]);
    expect(await readdir(tempDir)).toEqual([]);
    expect(logs).toEqual(['sms: sent via Termii (message_id 9122821270554876574)']);
  });

  it.each([401, 500])(
    'gives SmsDeliveryError without the key or number when Termii answers %i',
    async (status) => {
      const termii = await startTermii(status);
      cleanups.push(termii.close);
      const sender = createSmsSender({
        outboxDir: tempDir,
        termii: { apiKey, senderId: 'CivicNG', baseUrl: termii.baseUrl },
        log: (line) => logs.push(line),
      });

      const error: unknown = await sender.send(number, text).catch((caught: unknown) => caught);

      expect(termii.received).toHaveLength(1);
      expect(error).toBeInstanceOf(SmsDeliveryError);
      const { message } = error as SmsDeliveryError;
      expect(message).toContain(String(status));
      expect(message).not.toContain(apiKey);
      expect(message).not.toContain(number.slice(1));
      expect(logs).toEqual([]);
    },
  );

  it('gives SmsDeliveryError without the key or number when Termii is unreachable', async () => {
    const termii = await startTermii(200);
    await termii.close();
    const sender = createSmsSender({
      outboxDir: tempDir,
      termii: { apiKey, senderId: 'CivicNG', baseUrl: termii.baseUrl },
      log: (line) => logs.push(line),
    });

    const error: unknown = await sender.send(number, text).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(SmsDeliveryError);
    const { message } = error as SmsDeliveryError;
    expect(message).toMatch(/^Termii request failed: network failure/);
    expect(message).not.toContain(apiKey);
    expect(message).not.toContain(number.slice(1));
    expect((error as Error).cause).toBeUndefined();
  });
});
