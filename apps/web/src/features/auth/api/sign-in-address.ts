import type { SsoStartResponse } from '@civicng/contracts';
import { apiFetch } from '../../../lib/api-client';

export type SignInAddress = ReturnType<typeof SsoStartResponse.parse>;

/**
 * Asks the server for a provider's sign-in address. The schema, and zod with it, loads on the
 * tap rather than with the login screen: zod is a sixth of that screen's first download on a
 * phone network.
 */
export async function fetchSignInAddress(path: string): Promise<SignInAddress> {
  const [contracts, body] = await Promise.all([
    import('@civicng/contracts'),
    apiFetch(path, { auth: false }),
  ]);
  return contracts.SsoStartResponse.parse(body);
}
