import { paths } from '../../config/paths';
import { appLink, isMobileUserAgent } from '../../lib/device';

/**
 * Spec §2: a mobile deep link that lands on the login page carries the sign-in redirection;
 * the app goes to the path starting from the word "redirection".
 */
export function redirectionPath(href: string): string | null {
  const at = href.indexOf('redirection');
  return at === -1 ? null : `/${href.slice(at)}`;
}

/** The identity-verification callback comes back to the login page with this word in the query. */
export function isVerificationCallback(search: string): boolean {
  return search.includes('verification');
}

/** Where Google sends the user back: the app on phones and tablets, else this site. */
export function googleRedirectUri(userAgent: string, origin: string): string {
  return isMobileUserAgent(userAgent) ? appLink('redirection') : `${origin}${paths.redirection}`;
}
