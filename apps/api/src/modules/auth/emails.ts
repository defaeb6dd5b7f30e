import type { MailMessage } from '../../providers/mail/mailer.js';
import { greeting } from './greeting.js';

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
      greeting(name),
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
      greeting(name),
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
}: LinkMail & { provider: string }): MailMessage {
  return {
    to,
    subject: `You signed in with ${provider}: your ${appName} account is yours alone`,
    text: [
      greeting(name),
      '',
      `You just signed in to ${appName} with ${provider}. An account with your email address`,
      'already existed, but the address had never been confirmed, so someone else may have',
      'opened it. To keep it yours alone we have:',
      '',
      '- signed out every device that was using it;',
      '- removed its password (to set one of your own, use "Forgot password" on the log-in page);',
      '- removed the phone number and NIN added to it: verify your own from your profile.',
      '',
      'Please look through your profile and chat history. If you opened that account yourself,',
      'nothing else has changed. Log in page:',
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
}): MailMessage {
  const what =
    input.reason === 'email'
      ? 'this email address'
      : 'the NIN linked to your account, with the phone number on record for it';
  return {
    to: input.to,
    subject: `Someone tried to sign up to ${input.appName} with your details`,
    text: [
      'Hello,',
      '',
      `Someone just tried to create a new ${input.appName} account with ${what}.`,
      'No new account was created: you already have one.',
      '',
      `If it was you, log in instead: ${input.loginLink}`,
      'Forgotten your password? Choose "Forgot password" on that page to reset it.',
      '',
      'If it was not you, you need do nothing. Your account is unchanged.',
    ].join('\n'),
  };
}
