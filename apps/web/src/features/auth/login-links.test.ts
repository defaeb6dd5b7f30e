import { describe, expect, it } from 'vitest';
import { noticeFromState, withNotice } from '../../lib/notice-state';
import { googleRedirectUri, isVerificationCallback, redirectionPath } from './login-links';

describe('login page links', () => {
  it('follows a deep link from the word "redirection"', () => {
    expect(redirectionPath('https://civic.ng/login/redirection?param=abc')).toBe(
      '/redirection?param=abc',
    );
    expect(redirectionPath('https://civic.ng/login?x=1')).toBeNull();
  });

  it('spots the identity-verification callback', () => {
    expect(isVerificationCallback('?status=verification_done')).toBe(true);
    expect(isVerificationCallback('?next=home')).toBe(false);
  });

  it('sends Google back to the app on phones and to this site elsewhere', () => {
    expect(googleRedirectUri('Mozilla/5.0 (Linux; Android 14)', 'https://civic.ng')).toBe(
      'civicng://redirection',
    );
    expect(googleRedirectUri('Mozilla/5.0 (X11; Linux x86_64)', 'https://civic.ng')).toBe(
      'https://civic.ng/redirection',
    );
  });

  it('carries a note to the next screen', () => {
    const state = withNotice({ variant: 'info', text: 'Please verify your account' });
    expect(noticeFromState(state)).toEqual({ variant: 'info', text: 'Please verify your account' });
    expect(noticeFromState(null)).toBeNull();
    expect(noticeFromState({ notice: 'x' })).toBeNull();
  });
});
