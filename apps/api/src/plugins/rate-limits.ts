import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config.js';
import { ConfigError } from '../config.js';
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
    app.addHook('onClose', async () => {
      await redis?.quit();
    });
  }
  await app.register(rateLimit, {
    global: false,
    redis,
    // A Redis outage must not lock citizens out; requests pass while it is down.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: `Too many attempts. Please wait ${context.after} and try again.`,
    }),
  });
  return (name, by = byIp) => {
    const limit = limits[name];
    return app.rateLimit({
      max: limit.count,
      timeWindow: windowMs(limit.window),
      // Account keys are hashed so no email or phone sits in Redis.
      keyGenerator: (request) => `${name}:${sha256(by(request) ?? request.ip)}`,
    });
  };
}
