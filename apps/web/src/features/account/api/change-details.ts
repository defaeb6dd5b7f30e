import type { MessageResponse } from '@civicng/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiFetchWithStatus, type ApiResult } from '../../../lib/api-client';
import { profileQueryKey } from './get-profile';

/** PUT /api/user/name (added). */
export const changeName = (name: string) =>
  apiFetch<MessageResponse>('/user/name', { method: 'PUT', body: { name } });

/** PUT /api/user/email (added): the new address takes effect once its mailed link is opened. */
export const changeEmail = (email: string) =>
  apiFetch<MessageResponse>('/user/email', { method: 'PUT', body: { email } });

/** PUT /api/user/phone (added): 202 sends a code to the phone on record, 200 saves it. */
export const changePhone = (body: {
  phone_number: string;
  two_factor_code?: string;
}): Promise<ApiResult<MessageResponse>> =>
  apiFetchWithStatus<MessageResponse>('/user/phone', { method: 'PUT', body });

function useProfileChange<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}

export const useChangeName = () => useProfileChange(changeName);
export const useChangeEmail = () => useProfileChange(changeEmail);
export const useChangePhone = () => useProfileChange(changePhone);
