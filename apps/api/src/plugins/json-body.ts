import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors.js';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * JSON bodies must be valid UTF-8. Fastify's own parser would turn stray bytes into U+FFFD and the
 * citizen's text would be stored altered without anyone knowing; here it is refused with a 400.
 * Parsing itself (prototype-poisoning checks included) stays Fastify's.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      done(badRequest('messages.requestBodyNotValidUtf'), undefined);
      return;
    }
    void parseJson(request, text, done);
  });
}
