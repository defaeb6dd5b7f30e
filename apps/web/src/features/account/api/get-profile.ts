import { ProfileResponse } from '@civicng/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const profileQueryKey = ['user', 'profile'] as const;

export async function getProfile(): Promise<ProfileResponse> {
  return ProfileResponse.parse(await apiFetch('/user/profile'));
}

export function useProfile() {
  // Not kept once the screen closes: the next person on a shared phone must not see it.
  return useQuery({ queryKey: profileQueryKey, queryFn: getProfile, gcTime: 0 });
}
