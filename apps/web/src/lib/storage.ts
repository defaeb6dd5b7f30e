/** Keys the spec fixes (mobile apps and old clients read the same ones). */
export const storageKeys = {
  token: 'jwtToken',
  browserOriginatedRequest: 'is_browser_originated_request',
  /** Added: set while the account must accept a changed privacy policy before anything else. */
  consentPending: 'civicng_consent_pending',
} as const;

const changeEvent = 'civicng:storage';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function getToken(): string | null {
  return read(storageKeys.token);
}

export function setToken(token: string): void {
  window.localStorage.setItem(storageKeys.token, token);
  window.dispatchEvent(new Event(changeEvent));
}

export function clearToken(): void {
  window.localStorage.removeItem(storageKeys.token);
  window.localStorage.removeItem(storageKeys.consentPending);
  window.dispatchEvent(new Event(changeEvent));
}

/** Whether the account must accept a changed privacy policy (a log-in or a 403 said so). */
export function getConsentPending(): boolean {
  return read(storageKeys.consentPending) === 'yes';
}

export function setConsentPending(pending: boolean): void {
  if (pending) window.localStorage.setItem(storageKeys.consentPending, 'yes');
  else window.localStorage.removeItem(storageKeys.consentPending);
  window.dispatchEvent(new Event(changeEvent));
}

/** For useSyncExternalStore: this tab's changes and other tabs' (the storage event). */
export function subscribeToToken(onChange: () => void): () => void {
  window.addEventListener(changeEvent, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(changeEvent, onChange);
    window.removeEventListener('storage', onChange);
  };
}
