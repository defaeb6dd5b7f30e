import type { SsoStartResponse } from '@civicng/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** Asks the server for Google's sign-in address; the provider returns to `redirectUri`. */
export async function startGoogleSignIn(
  redirectUri: string,
): Promise<ReturnType<typeof SsoStartResponse.parse>> {
  const query = new URLSearchParams({ redirect_uri: redirectUri });
  // The schema, and zod with it, loads on the tap rather than with the login screen: zod is a
  // sixth of that screen's first download on a phone network.
  const [contracts, body] = await Promise.all([
    import('@civicng/contracts'),
    apiFetch(`/google?${query.toString()}`, { auth: false }),
  ]);
  return contracts.SsoStartResponse.parse(body);
}

export function useGoogleSignIn() {
  return useMutation({ mutationFn: startGoogleSignIn });
}
