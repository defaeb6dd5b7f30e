import type { MessageResponse } from '@civicng/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetchWithStatus, type ApiResult } from '../../../lib/api-client';

/** Spec §3 signup payload; state and LGA stay in the form and are not sent. */
export interface SignupPayload {
  name: string;
  email: string;
  password: string;
  phone_number: string;
  nin: string;
  two_factor_code: string;
  /** Added: the privacy policy version the form showed, recorded as accepted. */
  policy_version: string;
}

/** 202: a two-factor code was sent; 201: account created; 200: identity check elsewhere. */
export function signUp(body: SignupPayload): Promise<ApiResult<Partial<MessageResponse>>> {
  return apiFetchWithStatus<Partial<MessageResponse>>('/signup', {
    method: 'POST',
    body,
    auth: false,
  });
}

export function useSignup() {
  return useMutation({ mutationFn: signUp });
}
