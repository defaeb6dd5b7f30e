import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mailAddresses, startSmtp, type LocalSmtp } from '../../test/smtp-server.js';
import { createMailer, MailDeliveryError, type Mailer } from './mailer.js';

const from = 'CivicNG <no-reply@civicng.test>';
const message = {
  to: 'ada@example.ng',
  subject: 'Confirm your email',
  text: 'Open https://civicng.test/verify?token=secret-token to confirm.',
  html: '<p>Open <a href="https://civicng.test/verify?token=secret-token">this link</a>.</p>',
};

describe('createMailer', () => {
  let tempDir: string;
  let logs: string[];
  let mailer: Mailer | undefined;
  let smtp: LocalSmtp | undefined;

  beforeEach(async () => {
    tempDir = await mkdtemp(path.join(os.tmpdir(), 'civicng-mailer-'));
    logs = [];
  });

  afterEach(async () => {
    await mailer?.close();
    mailer = undefined;
    await smtp?.close();
    smtp = undefined;
    await rm(tempDir, { recursive: true, force: true });
  });

  it('delivers over SMTP to a real server', async () => {
    smtp = await startSmtp();
    const outboxDir = path.join(tempDir, 'outbox');
    mailer = createMailer({ smtpUrl: smtp.url, from, outboxDir, log: (line) => logs.push(line) });

    await mailer.send(message);

    expect(smtp.received).toHaveLength(1);
    const [parsed] = smtp.received;
    expect(mailAddresses(parsed?.to)).toEqual([message.to]);
    expect(mailAddresses(parsed?.from)).toEqual(['no-reply@civicng.test']);
    expect(parsed?.subject).toBe(message.subject);
    expect(parsed?.text?.trim()).toBe(message.text);
    expect(parsed?.html).toContain('this link</a>');
    await expect(readdir(outboxDir)).rejects.toThrow();
  });

  it('reports an SMTP rejection without the recipient address', async () => {
    smtp = await startSmtp({
      onRcptTo(address, _session, callback) {
        callback(new Error(`Mailbox <${address.address}> does not exist`));
      },
    });
    mailer = createMailer({
      smtpUrl: smtp.url,
      from,
      outboxDir: tempDir,
      log: (line) => logs.push(line),
    });

    const error: unknown = await mailer.send(message).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(MailDeliveryError);
    expect((error as Error).message).not.toContain(message.to);
    expect((error as Error).cause).toBeUndefined();
    expect(smtp.received).toHaveLength(0);
  });

  it('writes each message as an .eml file to the outbox without an SMTP URL', async () => {
    const outboxDir = path.join(tempDir, 'var', 'outbox', 'mail');
    mailer = createMailer({ from, outboxDir, log: (line) => logs.push(line) });

    await mailer.send(message);
    await mailer.send({ ...message, subject: 'Second', html: undefined });

    const files = (await readdir(outboxDir)).sort();
    expect(files).toHaveLength(2);
    expect(files.every((file) => file.endsWith('.eml'))).toBe(true);
    const [first, second] = await Promise.all(
      files.map(async (file) => simpleParser(await readFile(path.join(outboxDir, file)))),
    );
    expect(mailAddresses(first?.to)).toEqual([message.to]);
    expect(first?.subject).toBe(message.subject);
    expect(first?.text?.trim()).toBe(message.text);
    expect(first?.html).toContain('this link</a>');
    expect(second?.subject).toBe('Second');
    expect(second?.html).toBe(false);

    expect(logs).toEqual(files.map((file) => `mail: written to ${path.join(outboxDir, file)}`));
    for (const line of logs) {
      expect(line).not.toContain(message.to);
      expect(line).not.toContain('secret-token');
    }
  });
});
