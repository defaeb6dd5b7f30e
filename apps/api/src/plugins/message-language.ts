import type { FastifyInstance, FastifyRequest } from 'fastify';
import { languageFromHeader, type Language } from '../i18n/languages.js';
import { localiseMessage } from '../i18n/translate.js';

/** The language the request asks its answers in (Accept-Language), English by default. */
export const requestLanguage = (request: FastifyRequest): Language =>
  languageFromHeader(request.headers['accept-language']);

/**
 * Every JSON answer's `message` (errors and successes alike) in the language Accept-Language
 * names; `code` and every other field are left as they are, and English stays the spec's words.
 */
export function registerMessageLanguage(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    const language = requestLanguage(request);
    if (language === 'en' || !payload || typeof payload !== 'object') return payload;
    const { message } = payload as { message?: unknown };
    if (typeof message !== 'string') return payload;
    return { ...payload, message: localiseMessage(message, language) };
  });
}
