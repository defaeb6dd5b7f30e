import type { MessageResponse } from '@civicng/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetchWithStatus, type ApiResult } from '../../../lib/api-client';

/** Spec §3 verification request. */
export interface VerifyUserPayload {
  phone_number: string;
  nin: string;
  two_factor_code: string;
}

/** 200 with `redirect`: finish the identity check there; otherwise the message says what next. */
export function verifyUser(body: VerifyUserPayload): Promise<ApiResult<Partial<MessageResponse>>> {
  return apiFetchWithStatus<Partial<MessageResponse>>('/verify/user', { method: 'POST', body });
}

export function useVerifyUser() {
  return useMutation({ mutationFn: verifyUser });
}
