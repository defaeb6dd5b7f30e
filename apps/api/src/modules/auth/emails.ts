import type { MailMessage } from '../../providers/mail/mailer.js';

interface LinkMail {
  to: string;
  name: string;
  appName: string;
  link: string;
}

export function verificationEmail({ to, name, appName, link }: LinkMail): MailMessage {
  return {
    to,
    subject: `Verify your email for ${appName}`,
    text: [
      `Hello ${name},`,
      '',
      `Welcome to ${appName}. Please confirm this is your email address by opening this link:`,
      '',
      link,
      '',
      'The link works once and expires in 24 hours. If you did not sign up, ignore this email.',
    ].join('\n'),
  };
}

export function passwordResetEmail({ to, name, appName, link }: LinkMail): MailMessage {
  return {
    to,
    subject: `Reset your ${appName} password`,
    text: [
      `Hello ${name},`,
      '',
      'Someone asked to reset the password of your account. To choose a new password, open:',
      '',
      link,
      '',
      'The link works once and expires in 1 hour. If it was not you, ignore this email: your',
      'password stays as it is.',
    ].join('\n'),
  };
}
