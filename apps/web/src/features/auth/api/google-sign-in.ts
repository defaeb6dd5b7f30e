import { SsoStartResponse } from '@civicng/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** Asks the server for Google's sign-in address; the provider returns to `redirectUri`. */
export async function startGoogleSignIn(
  redirectUri: string,
): Promise<ReturnType<typeof SsoStartResponse.parse>> {
  const query = new URLSearchParams({ redirect_uri: redirectUri });
  return SsoStartResponse.parse(await apiFetch(`/google?${query.toString()}`, { auth: false }));
}

export function useGoogleSignIn() {
  return useMutation({ mutationFn: startGoogleSignIn });
}
