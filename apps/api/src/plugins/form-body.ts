import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors.js';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Form bodies (application/x-www-form-urlencoded) as strict as JSON ones: bytes that are not
 * UTF-8, or escapes that decode to none (%FF, a cut %E2%82), are refused with a 400 instead of
 * being read as U+FFFD or as the literal escape. A key sent twice becomes a list, which the
 * route's schema then refuses.
 */
export function registerFormBodyParser(app: FastifyInstance, bodyLimit: number): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'buffer', bodyLimit },
    (_request, body, done) => {
      const malformed = badRequest('messages.formNotValidUtf');
      let text: string;
      try {
        text = utf8.decode(body as Buffer);
      } catch {
        done(malformed, undefined);
        return;
      }
      const fields: Record<string, string | string[]> = Object.create(null) as Record<
        string,
        string | string[]
      >;
      for (const pair of text.split('&')) {
        if (pair === '') continue;
        const at = pair.indexOf('=');
        let name: string;
        let value: string;
        try {
          const decode = (part: string) => decodeURIComponent(part.replaceAll('+', ' '));
          name = decode(at === -1 ? pair : pair.slice(0, at));
          value = at === -1 ? '' : decode(pair.slice(at + 1));
        } catch {
          done(malformed, undefined);
          return;
        }
        const before = fields[name];
        fields[name] =
          before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
      }
      done(null, fields);
    },
  );
}
