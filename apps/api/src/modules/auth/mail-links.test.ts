import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { createTestApp } from '../../test/app.js';
import { createTestDatabase, dbKinds, type TestDatabase } from '../../test/databases.js';
import { linkToken, outboxMails, randomEmail } from '../../test/factories.js';
import { mailAddresses, startSmtp, type LocalSmtp } from '../../test/smtp-server.js';

const addresses = (field: Parameters<typeof mailAddresses>[0]) =>
  mailAddresses(field).map((address) => address.toLowerCase());

async function receivedBy(smtp: LocalSmtp, address: string, count = 1): Promise<ParsedMail> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const mails = smtp.received.filter((m) => addresses(m.to).includes(address.toLowerCase()));
    const mail = mails[count - 1];
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail number ${count} to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const message = (res: LightMyRequestResponse) => res.json<{ message: string }>().message;

describe.each(dbKinds)('mail links over real SMTP on %s', (kind) => {
  let database: TestDatabase;
  let smtp: LocalSmtp;
  let app: App;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    smtp = await startSmtp();
    app = await createTestApp(database, {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'CivicNG <no-reply@civicng.test>',
    });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
    await database.destroy();
  });

  const post = (url: string, payload: object, on: App = app) =>
    on.inject({ method: 'POST', url, payload });

  it('mails a signup a link that verifies the email', async () => {
    const email = randomEmail('smtp');
    const res = await post('/api/signup', {
      name: 'Funke Bello',
      email,
      password: 'a long password',
    });
    expect(res.statusCode).toBe(201);

    const mail = await receivedBy(smtp, email);
    expect(mail.subject).toBe('Verify your email for CivicNG');
    expect(addresses(mail.from)).toEqual(['no-reply@civicng.test']);
    const token = linkToken(app, mail.text ?? '', 'verify-email');
    const verified = await app.inject(`/api/verify-email/${token}`);
    expect(verified.statusCode).toBe(200);
    expect(message(verified)).toBe('Email verified successfully');
    const [row] = await database.rows<{ email_verified_at: unknown }>(
      sql`select email_verified_at from users where email = ${email}`,
    );
    expect(row?.email_verified_at).not.toBeNull();
    // Mail goes over SMTP only, not to the outbox as well.
    expect(await outboxMails(app)).toHaveLength(0);
  });

  it('mails a reset link that sets a new password', async () => {
    const email = randomEmail('smtp');
    await post('/api/signup', { name: 'Tunde Ola', email, password: 'the old password' });
    const forgot = await post('/api/forget-password-email', { email });
    expect(forgot.statusCode).toBe(200);

    const mail = await receivedBy(smtp, email, 2);
    expect(mail.subject).toBe('Reset your CivicNG password');
    const token = linkToken(app, mail.text ?? '', 'reset-password');
    const reset = await post('/api/reset-password', {
      token,
      new_password: 'the new password',
      confirm_new_password: 'the new password',
    });
    expect(reset.statusCode).toBe(200);
    expect(message(reset)).toBe('Password Reset successful');

    const login = (password: string) => post('/api/login/email', { email, password });
    expect((await login('the new password')).statusCode).toBe(200);
    expect((await login('the old password')).statusCode).toBe(401);
  });

  describe('when the mail server refuses the message', () => {
    let refusing: LocalSmtp;
    let broken: App;
    beforeAll(async () => {
      refusing = await startSmtp({
        onRcptTo(_address, _session, callback) {
          callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        },
      });
      broken = await createTestApp(database, { SMTP_URL: refusing.url });
    });
    afterAll(async () => {
      await broken.close();
      await refusing.close();
    });

    it('fails the signup without leaving an account behind; it works again later', async () => {
      const email = randomEmail('refused');
      const body = { name: 'Kemi Ade', email, password: 'a long password' };
      const res = await post('/api/signup', body, broken);
      expect(res.statusCode).toBe(500);
      expect(message(res)).toBe('Something went wrong on our side. Please try again.');
      expect(res.body).not.toContain(email);
      const rows = await database.rows(sql`select id from users where email = ${email}`);
      expect(rows).toHaveLength(0);

      const retry = await post('/api/signup', body);
      expect(retry.statusCode).toBe(201);
    });

    it('still answers a forgotten password the same way', async () => {
      const email = randomEmail('refused');
      await post('/api/signup', { name: 'Kemi Ade', email, password: 'a long password' });
      const known = await post('/api/forget-password-email', { email }, broken);
      const unknown = await post('/api/forget-password-email', { email: randomEmail() }, broken);
      expect(known.statusCode).toBe(200);
      expect(known.json()).toEqual(unknown.json());
    });
  });
});
