import { StatesResponse } from '@civicng/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export async function getStates(): Promise<StatesResponse> {
  return StatesResponse.parse(await apiFetch('/states', { auth: false }));
}

export function useStates() {
  // The list of states and LGAs does not change while the app is open.
  return useQuery({ queryKey: ['states'], queryFn: getStates, staleTime: Infinity });
}
