import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors.js';

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** NUL cannot be stored in PostgreSQL text, and a lone surrogate would be stored as U+FFFD. */
const unstorable = (text: string) => text.includes('\u0000') || loneSurrogate.test(text);

/** Whether any string (key or value) anywhere in a parsed input cannot be stored as it is. */
export function hasUnstorableText(input: unknown): boolean {
  const pending: unknown[] = [input];
  while (pending.length) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (unstorable(value)) return true;
    } else if (Array.isArray(value)) {
      // One at a time: spreading a huge array into push() would overflow the call stack.
      for (const item of value as unknown[]) pending.push(item);
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (unstorable(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/**
 * Refuses, before validation, text the database would reject or silently alter, in the body, the
 * query or the path: the citizen hears why instead of meeting a 500 or a changed answer.
 */
export function registerTextInputCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (
      hasUnstorableText(request.params) ||
      hasUnstorableText(request.query) ||
      hasUnstorableText(request.body)
    ) {
      throw badRequest('messages.textCannotContainNul');
    }
  });
}
