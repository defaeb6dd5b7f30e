import { useSyncExternalStore } from 'react';
import { getConsentPending, getToken, subscribeToToken } from '../lib/storage';

export function useToken(): string | null {
  return useSyncExternalStore(subscribeToToken, getToken, () => null);
}

/** A changed privacy policy waits for this account's acceptance. */
export function useConsentPending(): boolean {
  return useSyncExternalStore(subscribeToToken, getConsentPending, () => false);
}
