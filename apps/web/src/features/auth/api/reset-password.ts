import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export interface ResetPasswordPayload {
  new_password: string;
  confirm_new_password: string;
  token: string;
}

export function resetPassword(body: ResetPasswordPayload): Promise<unknown> {
  return apiFetch<unknown>('/reset-password', { method: 'POST', body, auth: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
