import { SsoStartResponse } from '@civicng/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export async function startAppleSignIn(): Promise<ReturnType<typeof SsoStartResponse.parse>> {
  return SsoStartResponse.parse(await apiFetch('/apple', { auth: false }));
}

export function useAppleSignIn() {
  return useMutation({ mutationFn: startAppleSignIn });
}
