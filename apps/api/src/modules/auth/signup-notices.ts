import type { MailMessage } from '../../providers/mail/mailer.js';

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
