import { PublicConfigResponse } from '@civicng/contracts';

export type AppConfig = PublicConfigResponse;

const defaults: AppConfig = {
  appName: 'CivicNG',
  companyName: 'CivicNG',
  contactEmail: null,
  androidAppUrl: null,
  iosAppUrl: null,
};

/** The server writes the browser's allowed configuration into a meta tag of index.html. */
function readConfig(): AppConfig {
  const content = document.querySelector('meta[name="civicng-config"]')?.getAttribute('content');
  if (!content) return defaults;
  try {
    const parsed = PublicConfigResponse.safeParse(JSON.parse(content));
    return parsed.success ? parsed.data : defaults;
  } catch {
    return defaults;
  }
}

export const appConfig: AppConfig = readConfig();
