import { useSyncExternalStore } from 'react';
import { getToken, subscribeToToken } from '../lib/storage';

export function useToken(): string | null {
  return useSyncExternalStore(subscribeToToken, getToken, () => null);
}
