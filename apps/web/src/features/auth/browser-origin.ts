import { storageKeys } from '../../lib/storage';

// Spec §3: set before a provider sign-in started in an iOS browser, so the redirection screen
// knows to stay in the browser instead of handing the session to the app.

export function markBrowserOriginated(): void {
  try {
    window.localStorage.setItem(storageKeys.browserOriginatedRequest, 'true');
  } catch {
    // Private mode without storage: the redirection screen then offers the app, which is harmless.
  }
}

export function forgetBrowserOriginated(): void {
  try {
    window.localStorage.removeItem(storageKeys.browserOriginatedRequest);
  } catch {
    // Nothing stored.
  }
}

/** Reads the flag and removes it: it is good for one sign-in. */
export function takeBrowserOriginated(): boolean {
  try {
    const value = window.localStorage.getItem(storageKeys.browserOriginatedRequest);
    window.localStorage.removeItem(storageKeys.browserOriginatedRequest);
    return value !== null;
  } catch {
    return false;
  }
}
