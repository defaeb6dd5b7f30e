import nodemailer, { type Transporter } from 'nodemailer';
import { outboxDisplayPath, writeOutboxFile } from '../outbox.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

export interface MailerOptions {
  /** For example smtp://user:pass@mail.example:587; without it mail goes to outboxDir as .eml. */
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: (msg: string) => void;
}

/**
 * Delivery failed. The message names only the SMTP code: server replies often quote the
 * recipient address, which must not reach the logs.
 */
export class MailDeliveryError extends Error {
  override name = 'MailDeliveryError';
}

function smtpFailure(error: unknown): MailDeliveryError {
  const details: string[] = [];
  if (error instanceof Error) {
    const { code, responseCode } = error as Error & { code?: unknown; responseCode?: unknown };
    if (typeof code === 'string') details.push(code);
    if (typeof responseCode === 'number') details.push(String(responseCode));
  }
  const suffix = details.length > 0 ? ` (${details.join(' ')})` : '';
  return new MailDeliveryError(`Mail delivery over SMTP failed${suffix}`);
}

// Listed field by field so nothing beyond the MailMessage fields reaches nodemailer.
function mailOptions(from: string, message: MailMessage) {
  const { to, subject, text, html } = message;
  return { from, to, subject, text, html };
}

function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport: Transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      try {
        await transport.sendMail(mailOptions(from, message));
      } catch (error) {
        throw smtpFailure(error);
      }
    },
    async close() {
      transport.close();
    },
  };
}

function createOutboxMailer(options: MailerOptions): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(message) {
      const info = await transport.sendMail(mailOptions(options.from, message));
      if (!Buffer.isBuffer(info.message)) throw new Error('mail: stream transport gave no buffer');
      const file = await writeOutboxFile(options.outboxDir, 'eml', info.message);
      options.log(`mail: written to ${outboxDisplayPath(file)}`);
    },
    async close() {
      transport.close();
    },
  };
}

/** SMTP when smtpUrl is set; otherwise each message becomes an .eml file in outboxDir. */
export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl
    ? createSmtpMailer(options.smtpUrl, options.from)
    : createOutboxMailer(options);
}
