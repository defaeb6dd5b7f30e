import { say, type Message, type MessageKey, type MessageValues } from './i18n/index.js';

const statusByCode = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_VERIFIED: 403,
  /** The privacy policy changed since the citizen accepted it: accept it again first. */
  CONSENT_REQUIRED: 403,
  /** The identity register has no such NIN, or a different phone on record for it. */
  IDENTITY_NOT_FOUND: 400,
  PHONE_NOT_ON_RECORD: 400,
  /** The SMS code given is wrong, expired or used up: the client asks for the code again. */
  TWO_FACTOR_CODE: 400,
  NOT_FOUND: 404,
  CONFLICT: 409,
  ALREADY_VOTED: 409,
  POLL_CLOSED: 409,
  POLL_LOCKED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
} as const;

export type AppErrorCode = keyof typeof statusByCode;

/**
 * An expected failure whose message is safe to show the user. It carries its message as a key
 * and values, said in the asker's language when answered; `message` is the English, for logs.
 */
export class AppError extends Error implements Message {
  readonly statusCode: number;

  constructor(
    readonly code: AppErrorCode,
    readonly key: MessageKey,
    readonly values: MessageValues = {},
  ) {
    super(say('en', key, values));
    this.name = 'AppError';
    this.statusCode = statusByCode[code];
  }
}

export const badRequest = (key: MessageKey, values?: MessageValues) =>
  new AppError('BAD_REQUEST', key, values);
export const notFound = (key: MessageKey = 'messages.notFound', values?: MessageValues) =>
  new AppError('NOT_FOUND', key, values);
