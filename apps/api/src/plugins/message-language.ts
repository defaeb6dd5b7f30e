import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  isMessageKey,
  languageFromHeader,
  say,
  type Language,
  type MessageKey,
  type MessageValues,
} from '../i18n/index.js';

/** The language the request asks its answers in (Accept-Language), English by default. */
export const requestLanguage = (request: FastifyRequest): Language =>
  languageFromHeader(request.headers['accept-language']);

/** A message in the language the request asks for. */
export const sayTo = (request: FastifyRequest, key: MessageKey, values?: MessageValues): string =>
  say(requestLanguage(request), key, values);

/**
 * A JSON answer whose `message` is a message key (a route's or service's success, like
 * `messages.loggedOut`) carries it said in the language Accept-Language names; English is the
 * spec's text word for word. Any other `message` (already said, or not ours) is left as it is.
 */
export function registerMessageLanguage(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (!payload || typeof payload !== 'object') return payload;
    const { message } = payload as { message?: unknown };
    if (typeof message !== 'string' || !isMessageKey(message)) return payload;
    return { ...payload, message: sayTo(request, message) };
  });
}
