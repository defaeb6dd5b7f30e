import { type Language, translate } from '../../i18n/index.js';
import type { MailMessage } from '../../providers/mail/mailer.js';
import { greeting } from './greeting.js';

interface LinkMail {
  to: string;
  name: string;
  appName: string;
  link: string;
  /** The recipient's language: the account's, or the asker's for a mail before sign-up. */
  language: Language;
}

interface LinkMailKeys {
  subject: string;
  intro: string;
  expiry: string;
}

/** Greeting, what the link is for, the link, how long it works. */
function linkMail(
  keys: LinkMailKeys,
  { to, name, appName, link, language }: LinkMail,
): MailMessage {
  const t = (key: string) => translate(language, key, { appName });
  return {
    to,
    subject: t(keys.subject),
    text: [greeting(name, language), '', t(keys.intro), '', link, '', t(keys.expiry)].join('\n'),
  };
}

export const verificationEmail = (mail: LinkMail) =>
  linkMail(
    { subject: 'mail.verify.subject', intro: 'mail.verify.intro', expiry: 'mail.verify.expiry' },
    mail,
  );

export const passwordResetEmail = (mail: LinkMail) =>
  linkMail(
    { subject: 'mail.reset.subject', intro: 'mail.reset.intro', expiry: 'mail.reset.expiry' },
    mail,
  );

/**
 * Tells the owner of an address that their provider sign-in took over an account someone had
 * opened with that address without ever confirming it.
 */
export function accountReclaimedEmail({
  to,
  name,
  appName,
  provider,
  link,
  language,
}: LinkMail & { provider: string }): MailMessage {
  const t = (key: string) => translate(language, key, { appName, provider });
  return {
    to,
    subject: t('mail.reclaimed.subject'),
    text: [
      greeting(name, language),
      '',
      t('mail.reclaimed.intro'),
      '',
      `- ${t('mail.reclaimed.signedOut')}`,
      `- ${t('mail.reclaimed.passwordRemoved')}`,
      `- ${t('mail.reclaimed.identityRemoved')}`,
      '',
      t('mail.reclaimed.lookThrough'),
      '',
      link,
    ].join('\n'),
  };
}

/**
 * Sign-up answers the same whether or not an e-mail or NIN is registered; the owner of the
 * existing account learns of the attempt by mail instead.
 */
export function signupAttemptNotice(input: {
  to: string;
  appName: string;
  loginLink: string;
  reason: 'email' | 'nin';
  language: Language;
}): MailMessage {
  const t = (key: string) =>
    translate(input.language, key, { appName: input.appName, link: input.loginLink });
  return {
    to: input.to,
    subject: t('mail.signupAttempt.subject'),
    text: [
      t('mail.helloNoName'),
      '',
      t(input.reason === 'email' ? 'mail.signupAttempt.byEmail' : 'mail.signupAttempt.byNin'),
      t('mail.signupAttempt.noAccount'),
      '',
      t('mail.signupAttempt.ifYou'),
      t('mail.signupAttempt.forgotten'),
      '',
      t('mail.signupAttempt.ifNotYou'),
    ].join('\n'),
  };
}

/** To the owner of an address another account asked to move to: nothing changed. */
export function emailChangeAttemptNotice(input: {
  to: string;
  appName: string;
  language: Language;
}): MailMessage {
  const t = (key: string) => translate(input.language, key, { appName: input.appName });
  return {
    to: input.to,
    subject: t('mail.emailChangeAttempt.subject'),
    text: [
      t('mail.helloNoName'),
      '',
      t('mail.emailChangeAttempt.body'),
      '',
      t('mail.signupAttempt.ifNotYou'),
    ].join('\n'),
  };
}
