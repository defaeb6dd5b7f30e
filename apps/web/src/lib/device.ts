/** Spec §9: the user agents treated as phones and tablets. */
const mobileAgents = /iPhone|iPad|iPod|Android/;
const iosAgents = /iPhone|iPad|iPod/;

/** The URL scheme the CivicNG mobile apps register. */
export const appScheme = 'civicng';

export function isMobileUserAgent(userAgent: string = navigator.userAgent): boolean {
  return mobileAgents.test(userAgent);
}

export function isIosUserAgent(userAgent: string = navigator.userAgent): boolean {
  return iosAgents.test(userAgent);
}

/** `appLink('verify-email/abc')` is `civicng://verify-email/abc`. */
export function appLink(pathAndQuery: string): string {
  return `${appScheme}://${pathAndQuery}`;
}

/** Hands the address to the mobile app; without the app installed the browser stays put. */
export function openAppLink(pathAndQuery: string): void {
  window.location.href = appLink(pathAndQuery);
}
