import type { Notice } from '../components/form-alert';
import { ApiError } from './api-client';

/** The `message` the server sent with a failed answer, if any (undefined for network errors). */
export function serverMessageOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body = error.body;
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
    return body.message;
  }
  return undefined;
}

/**
 * The spec's failure text: the server's message or `fallback` when the server answered, and
 * `unexpected` when it did not (network down, unreadable answer).
 */
export function failureText(error: unknown, fallback: string, unexpected: string): string {
  if (!(error instanceof ApiError)) return unexpected;
  return serverMessageOf(error) || fallback;
}

/** When the request never reached the server (or its answer never came back). */
export const unreachableText = 'Could not reach the server. Check your connection and try again.';

/** A failed change, as the form's alert shows it: the server's reason, `fallback`, or unreachable. */
export function failureNotice(error: unknown, fallback: string): Notice {
  return { variant: 'danger', text: failureText(error, fallback, unreachableText) };
}
