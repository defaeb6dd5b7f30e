import type { MessageResponse } from '@civicng/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export function requestPasswordReset(email: string): Promise<MessageResponse> {
  return apiFetch<MessageResponse>('/forget-password-email', {
    method: 'POST',
    body: { email },
    auth: false,
  });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: requestPasswordReset });
}
