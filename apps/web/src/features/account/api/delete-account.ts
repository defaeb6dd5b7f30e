import { useMutation } from '@tanstack/react-query';
import { apiFetchWithStatus } from '../../../lib/api-client';

/** Spec §7: only a 200 means the account is gone. */
export async function deleteAccount(): Promise<boolean> {
  const { status } = await apiFetchWithStatus<unknown>('/user/delete');
  return status === 200;
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
