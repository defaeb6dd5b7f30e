import type { PublicConfigResponse } from '@civicng/contracts';

export type AppConfig = PublicConfigResponse;

const defaults: AppConfig = {
  appName: 'CivicNG',
  companyName: 'CivicNG',
  contactEmail: null,
  androidAppUrl: null,
  iosAppUrl: null,
  signInProviders: [],
  ussdServiceCode: '*384*246#',
};

// Checked by hand rather than with the contract's zod schema: this module is in the first
// download of every screen, and zod alone would be a sixth of it on a phone network.
const isText = (value: unknown): value is string => typeof value === 'string';
const isTextOrNull = (value: unknown): value is string | null => value === null || isText(value);

function asConfig(value: unknown): AppConfig | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const config = value as Record<keyof AppConfig, unknown>;
  const { appName, companyName, contactEmail, androidAppUrl, iosAppUrl } = config;
  const { signInProviders, ussdServiceCode } = config;
  if (
    !isText(appName) ||
    !isText(companyName) ||
    !isTextOrNull(contactEmail) ||
    !isTextOrNull(androidAppUrl) ||
    !isTextOrNull(iosAppUrl) ||
    !Array.isArray(signInProviders) ||
    !isText(ussdServiceCode)
  ) {
    return undefined;
  }
  return {
    appName,
    companyName,
    contactEmail,
    androidAppUrl,
    iosAppUrl,
    signInProviders: signInProviders.filter(
      (p): p is 'google' | 'apple' => p === 'google' || p === 'apple',
    ),
    ussdServiceCode,
  };
}

/** The server writes the browser's allowed configuration into a meta tag of index.html. */
function readConfig(): AppConfig {
  const content = document.querySelector('meta[name="civicng-config"]')?.getAttribute('content');
  if (!content) return defaults;
  try {
    return asConfig(JSON.parse(content)) ?? defaults;
  } catch {
    return defaults;
  }
}

export const appConfig: AppConfig = readConfig();
