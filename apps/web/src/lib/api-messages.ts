import i18next from 'i18next';
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
 * Whether the server asks for the SMS code (again): by the error's `code`, which stays the same in
 * every language, or, from a server that sends none, by the spec's English words.
 */
export function asksForCode(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const body = error.body as { code?: unknown } | undefined;
  return body?.code === 'TWO_FACTOR_CODE' || (serverMessageOf(error) ?? '').includes('Two factor');
}

/**
 * The spec's failure text: the server's message or `fallback` when the server answered, and
 * `unexpected` when it did not (network down, unreadable answer).
 */
export function failureText(error: unknown, fallback: string, unexpected: string): string {
  if (!(error instanceof ApiError)) return unexpected;
  return serverMessageOf(error) || fallback;
}

/**
 * When the request never reached the server (or its answer never came back), in the language on
 * screen when it is called.
 */
export const unreachableText = (): string => i18next.t('common.errors.unreachable');

/** A failed change, as the form's alert shows it: the server's reason, `fallback`, or unreachable. */
export function failureNotice(error: unknown, fallback: string): Notice {
  return { variant: 'danger', text: failureText(error, fallback, unreachableText()) };
}
