import i18next from 'i18next';
import { clearToken, getToken, setConsentPending } from './storage';

/** An API failure carrying the server's message (spec clients read `message`) and status. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Send the stored token as a bearer header (default true when one is stored). */
  auth?: boolean;
  signal?: AbortSignal;
}

function messageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body) {
    const message = body.message;
    if (typeof message === 'string') return message;
  }
  return undefined;
}

function codeOf(body: unknown): string | undefined {
  return body && typeof body === 'object' && 'code' in body && typeof body.code === 'string'
    ? body.code
    : undefined;
}

/** The language on screen, for the server to answer its messages in. */
export const screenLanguage = (): string => i18next.resolvedLanguage ?? 'en';

/** Sends a request to /api; resolves with the status and parsed JSON of a 2xx answer. */
async function send(path: string, request: ApiRequest, bearer?: string) {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': screenLanguage(),
  };
  const storedToken = request.auth === false || bearer ? null : getToken();
  const token = bearer ?? storedToken;
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (request.body instanceof FormData) body = request.body;
  else if (request.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.body);
  }
  const response = await fetch(`/api${path}`, {
    method: request.method ?? 'GET',
    headers,
    body,
    signal: request.signal,
  });
  const text = await response.text();
  let parsed: unknown = undefined;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
  }
  if (!response.ok) {
    // A revoked or expired session: forget the token so the menu and guards follow.
    if (response.status === 401 && storedToken) clearToken();
    // The policy changed while this session was open: the gate shows it and asks again.
    if (response.status === 403 && codeOf(parsed) === 'CONSENT_REQUIRED') {
      setConsentPending(true);
    }
    throw new ApiError(messageOf(parsed) ?? response.statusText, response.status, parsed);
  }
  return { status: response.status, body: parsed };
}

/** Sends a request to /api and returns the parsed JSON; throws ApiError with the server's message. */
export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const { body } = await send(path, request);
  return body as T;
}

export interface ApiResult<T> {
  status: number;
  body: T;
}

/**
 * Like apiFetch, for the screens that branch on the success status (200, 201, 202). `bearer`
 * sends that token instead of the stored one (a single-use sign-in ticket from a link).
 */
export async function apiFetchWithStatus<T>(
  path: string,
  request: ApiRequest & { bearer?: string } = {},
): Promise<ApiResult<T>> {
  const { status, body } = await send(path, request, request.bearer);
  return { status, body: body as T };
}
