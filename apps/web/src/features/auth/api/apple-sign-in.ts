import type { SsoStartResponse } from '@civicng/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export async function startAppleSignIn(): Promise<ReturnType<typeof SsoStartResponse.parse>> {
  // The schema, and zod with it, loads on the tap rather than with the login screen: zod is a
  // sixth of that screen's first download on a phone network.
  const [contracts, body] = await Promise.all([
    import('@civicng/contracts'),
    apiFetch('/apple', { auth: false }),
  ]);
  return contracts.SsoStartResponse.parse(body);
}

export function useAppleSignIn() {
  return useMutation({ mutationFn: startAppleSignIn });
}
