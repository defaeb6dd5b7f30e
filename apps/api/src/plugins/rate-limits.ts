import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config.js';
import { ConfigError } from '../config.js';
import { AppError } from '../errors.js';
import { sha256 } from '../security/crypto.js';

/** Every limit of the product, in one place. `count` requests per `window`. */
export const defaultLimits = {
  login: { count: 20, window: '1m' },
  login_account: { count: 10, window: '15m' },
  signup: { count: 20, window: '1h' },
  forgot_password: { count: 10, window: '1h' },
  forgot_password_account: { count: 3, window: '1h' },
  code_send: { count: 20, window: '1h' },
  code_send_account: { count: 5, window: '1h' },
  ask: { count: 20, window: '1m' },
} as const;

export type LimitName = keyof typeof defaultLimits;
type Limit = { count: number; window: string };

export function parseLimitOverrides(text: string): Partial<Record<LimitName, Limit>> {
  const overrides: Partial<Record<LimitName, Limit>> = {};
  for (const part of text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [, name, count, window] = /^([a-z_]+)=(\d+)\/(\d+[smh])$/.exec(part) ?? [];
    if (!name || !count || !window || !(name in defaultLimits)) {
      throw new ConfigError(`Invalid configuration: RATE_LIMITS: cannot read "${part}"`);
    }
    overrides[name as LimitName] = { count: Number(count), window };
  }
  return overrides;
}

const windowMs = (window: string) => {
  const n = Number(window.slice(0, -1));
  return n * { s: 1000, m: 60_000, h: 3_600_000 }[window.slice(-1) as 's' | 'm' | 'h'];
};

export type LimitBy = (request: FastifyRequest) => string | undefined;
export type Limiter = (name: LimitName, by?: LimitBy) => preHandlerAsyncHookHandler;

export const byIp: LimitBy = (request) => request.ip;

/**
 * Registers @fastify/rate-limit (Redis store when REDIS_URL is set, so limits hold across nodes)
 * and returns a factory of per-route preHandlers keyed by IP or by account.
 */
export async function registerRateLimits(app: FastifyInstance, config: Config): Promise<Limiter> {
  if (config.RATE_LIMIT === 'off') {
    app.log.warn('rate limits are OFF (RATE_LIMIT=off): use only for load tests and benchmarks');
    return () => async () => undefined;
  }
  const limits = { ...defaultLimits, ...parseLimitOverrides(config.RATE_LIMITS) };
  let redis: Redis | undefined;
  if (config.REDIS_URL) {
    redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
    // Without a listener ioredis prints every reconnect failure outside our logger.
    redis.on('error', (error: Error) =>
      app.log.warn({ reason: error.message }, 'rate limit store'),
    );
    // disconnect, not quit: quit waits for an answer a hung Redis never sends.
    app.addHook('onClose', async () => redis?.disconnect());
  }
  await app.register(rateLimit, {
    global: false,
    redis,
    // A Redis outage must not lock citizens out; requests pass while it is down.
    skipOnError: true,
  });
  // One checker per limit, applied by our own preHandler: the plugin's own handler runs only the
  // first limit of a route, and several routes need two (per address and per account).
  return (name, by = byIp) => {
    const limit = limits[name];
    const check = app.createRateLimit({
      max: limit.count,
      timeWindow: windowMs(limit.window),
      // Account keys are hashed so no email or phone sits in Redis.
      keyGenerator: (request) => `${name}:${sha256(by(request) ?? request.ip)}`,
    });
    return async (request, reply) => {
      const result = await check(request);
      if (!result.isAllowed && !reply.hasHeader('x-ratelimit-limit')) {
        reply.header('x-ratelimit-limit', String(result.max));
        reply.header('x-ratelimit-remaining', String(result.remaining));
        reply.header('x-ratelimit-reset', String(result.ttlInSeconds));
      }
      // isAllowed means allow-listed; isExceeded is the verdict.
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', String(result.ttlInSeconds));
        throw new AppError(
          'RATE_LIMITED',
          `Too many attempts. Please wait ${waitText(result.ttlInSeconds)} and try again.`,
        );
      }
    };
  };
}

const waitText = (seconds: number) =>
  seconds < 90 ? `${Math.max(1, seconds)} seconds` : `${Math.ceil(seconds / 60)} minutes`;
