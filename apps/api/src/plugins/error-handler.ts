import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors.js';
import { isMessageKey, type MessageKey, type MessageValues } from '../i18n/index.js';
import { sayTo } from './message-language.js';

/** Messages for Fastify's own 4xx errors, in words a person can act on. */
const fastifyMessages: Record<string, MessageKey> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'messages.requestBodyNotValid',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'messages.requestBodyEmptyJson',
  FST_ERR_CTP_BODY_TOO_LARGE: 'messages.requestBodyTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'messages.contentTypeNotSupported',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'messages.contentLengthHeaderDoes',
};

/** Node socket errors of a service out of reach. */
const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// SQLSTATE: query_canceled (statement_timeout), admin/crash shutdown, cannot_connect_now,
// too_many_connections, read_only_sql_transaction (a primary just demoted to standby); class 08 is
// every connection exception.
const unavailableSqlStates = new Set(['57014', '57P01', '57P02', '57P03', '53300', '25006']);
// pg and pg-pool say these in words only, without a code.
const unreachableMessages =
  /^(Query read timeout|timeout exceeded when trying to connect|Connection terminated|Client has encountered a connection error|Client was closed and is not queryable)/;

/**
 * Whether an error (or one it wraps: Drizzle wraps driver errors) says the database, or another
 * service a request needs, is out of reach or timed out: worth a 503 and a retry, not a 500.
 */
export function isServiceUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (unreachableCodes.has(code) || unavailableSqlStates.has(code)) return true;
      if (/^08[0-9A-Z]{3}$/.test(code)) return true;
    }
    if (unreachableMessages.test(e.message)) return true;
  }
  return false;
}

const retryAfterSeconds = 5;

/**
 * Why a service was out of reach, for the log: the driver's own words and code at the bottom of
 * the chain. Never Drizzle's wrapper message, which carries the query's parameters (session ids,
 * user ids, phone numbers).
 */
function unavailableReason(error: Error): string {
  let e: Error = error;
  for (let depth = 0; e.cause instanceof Error && depth < 5; depth += 1) e = e.cause;
  const code = (e as { code?: unknown }).code;
  const message = e.message.startsWith('Failed query:') ? 'query failed' : e.message;
  return typeof code === 'string' ? `${code}: ${message}` : message;
}

/**
 * A schema's refusal in the asker's language: the contracts' messages are keys (with their
 * values in the issue's `params`); zod's own messages stay as zod words them.
 */
function validationMessage(
  request: FastifyRequest,
  issue: { message?: string; params?: { params?: unknown } } | undefined,
): string {
  const message = issue?.message;
  if (!message) return sayTo(request, 'messages.invalidRequest');
  if (!isMessageKey(message)) return message;
  return sayTo(request, message, (issue.params?.params ?? {}) as MessageValues);
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send({ message: sayTo(request, error.key, error.values), code: error.code });
    }
    if (error.code === 'FST_ERR_HANDLER_TIMEOUT' || isServiceUnavailable(error)) {
      request.log.warn({ reason: unavailableReason(error) }, 'unavailable: answered 503');
      return reply
        .status(503)
        .header('retry-after', String(retryAfterSeconds))
        .send({
          message: sayTo(request, 'messages.serviceUnavailable'),
          code: 'UNAVAILABLE',
        });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const where = field ? `${field}: ` : '';
      return reply
        .status(400)
        .send({ message: `${where}${validationMessage(request, first)}`, code: 'BAD_REQUEST' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const key = fastifyMessages[error.code];
      const message = key ? sayTo(request, key) : error.message;
      return reply.status(status).send({ message, code: error.code ?? 'BAD_REQUEST' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: sayTo(request, 'messages.serverError') });
  });
}
