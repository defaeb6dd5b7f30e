import type { LoginRequest, LoginResponse } from '@civicng/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export function loginWithEmail(body: LoginRequest): Promise<LoginResponse> {
  return apiFetch<LoginResponse>('/login/email', { method: 'POST', body, auth: false });
}

export function useLogin() {
  return useMutation({ mutationFn: loginWithEmail });
}
