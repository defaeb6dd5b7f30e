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
  retentionUnverifiedDays: 30,
  retentionChatDays: 365,
};

// Checked by hand rather than with the contract's zod schema: this module is in the first
// download of every screen, and zod alone would be a sixth of it on a phone network.
const isText = (value: unknown): value is string => typeof value === 'string';
const isDays = (value: unknown): value is number => Number.isInteger(value) && Number(value) > 0;
const isTextOrNull = (value: unknown): value is string | null => value === null || isText(value);

function asConfig(value: unknown): AppConfig | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const config = value as Record<keyof AppConfig, unknown>;
  const { appName, companyName, contactEmail, androidAppUrl, iosAppUrl } = config;
  const { signInProviders, ussdServiceCode, retentionUnverifiedDays, retentionChatDays } = config;
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
    // Missing from an older server: the defaults are what it applies.
    retentionUnverifiedDays: isDays(retentionUnverifiedDays)
      ? retentionUnverifiedDays
      : defaults.retentionUnverifiedDays,
    retentionChatDays: isDays(retentionChatDays) ? retentionChatDays : defaults.retentionChatDays,
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
