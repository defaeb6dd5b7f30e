import * as oidc from 'openid-client';
import type { Config } from '../../config.js';
import { AppError } from '../../errors.js';

export type SsoProvider = 'google' | 'apple';

/** How each provider is named to people (profile, mail, errors). */
export const providerLabels: Record<SsoProvider, string> = { google: 'Google', apple: 'Apple' };

interface ProviderSettings {
  issuer: string;
  clientId?: string;
  clientSecret?: string;
  label: string;
}

const settingsOf = (config: Config, provider: SsoProvider): ProviderSettings =>
  provider === 'google'
    ? {
        issuer: config.GOOGLE_ISSUER,
        clientId: config.GOOGLE_CLIENT_ID,
        clientSecret: config.GOOGLE_CLIENT_SECRET,
        label: providerLabels.google,
      }
    : {
        issuer: config.APPLE_ISSUER,
        clientId: config.APPLE_CLIENT_ID,
        clientSecret: config.APPLE_CLIENT_SECRET,
        label: providerLabels.apple,
      };

// Plain http is allowed only for a local issuer (development and tests).
const isLocalHttp = (issuer: URL) =>
  issuer.protocol === 'http:' && ['127.0.0.1', 'localhost'].includes(issuer.hostname);
// eslint-disable-next-line @typescript-eslint/no-deprecated -- for exactly this local case
const allowPlainHttp = oidc.allowInsecureRequests;

/** OpenID configurations found by discovery once per provider; a failed discovery is retried. */
export function createSsoClients(config: Config) {
  const cache = new Map<SsoProvider, Promise<oidc.Configuration>>();

  return async function clientFor(provider: SsoProvider): Promise<oidc.Configuration> {
    const settings = settingsOf(config, provider);
    if (!settings.clientId) {
      throw new AppError('UNAVAILABLE', 'messages.signNotConfigured', {
        provider: settings.label,
      });
    }
    let found = cache.get(provider);
    if (!found) {
      const issuer = new URL(settings.issuer);
      found = oidc.discovery(
        issuer,
        settings.clientId,
        settings.clientSecret,
        undefined,
        isLocalHttp(issuer) ? { execute: [allowPlainHttp] } : undefined,
      );
      cache.set(provider, found);
      found.catch(() => cache.delete(provider));
    }
    try {
      return await found;
    } catch {
      throw new AppError('UNAVAILABLE', 'messages.signUnavailableRightNow', {
        provider: settings.label,
      });
    }
  };
}
