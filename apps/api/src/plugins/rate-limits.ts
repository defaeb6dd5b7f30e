import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config.js';
import { ConfigError } from '../config.js';
import { AppError } from '../errors.js';
import { createRedis, failFastRedisOptions } from '../redis-options.js';
import { sha256 } from '../security/crypto.js';
import type { Message } from '../i18n/index.js';

/** Every limit of the product, in one place. `count` requests per `window`. */
export const defaultLimits = {
  login: { count: 20, window: '1m' },
  login_account: { count: 10, window: '15m' },
  login_untrusted_account: { count: 50, window: '1h' },
  login_device: { count: 10, window: '15m' },
  signup: { count: 20, window: '1h' },
  forgot_password: { count: 10, window: '1h' },
  forgot_password_account: { count: 3, window: '1h' },
  code_send: { count: 20, window: '1h' },
  code_send_account: { count: 5, window: '1h' },
  // Per NIN, over every address and account: sign-up and verification together.
  code_send_nin: { count: 10, window: '1h' },
  ask: { count: 20, window: '1m' },
  report_answer: { count: 20, window: '1h' },
  // A voter checks a code or two; guessing one of 2^60 codes stays out of reach.
  receipt_check: { count: 30, window: '1h' },
  // Feature phones, per number: a USSD session is a request per screen.
  ussd: { count: 60, window: '1m' },
  sms: { count: 30, window: '1h' },
  voting_pin: { count: 10, window: '1h' },
  // A download gathers every table about the account: a few an hour is plenty for a person.
  data_export: { count: 5, window: '1h' },
  email_change: { count: 5, window: '1h' },
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

/** After Redis fails a command, counts stay in this process this long before Redis is tried again. */
const redisRetryAfterMs = 5_000;

type CreateRateLimit = FastifyInstance['createRateLimit'];

/** The plugin registered in a scope of its own, so that one app can count in two stores. */
async function rateLimitFactory(
  app: FastifyInstance,
  options: RateLimitPluginOptions,
): Promise<CreateRateLimit> {
  const made: { create?: CreateRateLimit } = {};
  await app.register(async (scope) => {
    await scope.register(rateLimit, { global: false, ...options });
    made.create = (options) => scope.createRateLimit(options);
  });
  if (!made.create) throw new Error('@fastify/rate-limit did not decorate createRateLimit');
  return made.create;
}

/**
 * Checks that count in Redis while it answers and in this process while it is away (down,
 * refusing or hung past its command timeout), so limits never switch off. Each node then counts
 * on its own until Redis is back.
 */
function redisOrLocal(
  redis: Redis,
  log: FastifyBaseLogger,
  inRedis: CreateRateLimit,
  inProcess: CreateRateLimit,
): CreateRateLimit {
  let awayUntil = 0;
  return (options) => {
    const remote = inRedis(options);
    const local = inProcess(options);
    return async (request, callOptions) => {
      if (redis.status !== 'ready' || Date.now() < awayUntil) return local(request, callOptions);
      try {
        return await remote(request, callOptions);
      } catch (error) {
        if (Date.now() >= awayUntil) {
          const reason = error instanceof Error ? error.message : String(error);
          log.warn({ reason }, 'rate limits: Redis away, counting in process');
        }
        awayUntil = Date.now() + redisRetryAfterMs;
        return local(request, callOptions);
      }
    };
  };
}

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
    redis = createRedis(config.REDIS_URL, failFastRedisOptions(config.REDIS_COMMAND_TIMEOUT_MS));
    // Without a listener ioredis prints every reconnect failure outside our logger.
    redis.on('error', (error: Error) =>
      app.log.warn({ reason: error.message }, 'rate limit store'),
    );
    // disconnect, not quit: quit waits for an answer a hung Redis never sends.
    app.addHook('onClose', async () => redis?.disconnect());
  }
  // Counting in process never fails; should it anyway, a request passes rather than lock
  // citizens out. Redis errors are not skipped: redisOrLocal counts those requests in process.
  const inProcess = await rateLimitFactory(app, { skipOnError: true });
  const createCheck = redis
    ? redisOrLocal(redis, app.log, await rateLimitFactory(app, { redis }), inProcess)
    : inProcess;
  // One checker per limit, applied by our own preHandler: the plugin's own handler runs only the
  // first limit of a route, and several routes need two (per address and per account). A limit
  // guarding several routes counts once across them all: its checker (and so its in-process
  // store) is made once, and each route's `by` names the request's key just before the check.
  const keys = new WeakMap<FastifyRequest, Map<LimitName, string>>();
  const checks = new Map<LimitName, ReturnType<CreateRateLimit>>();
  const checkFor = (name: LimitName) => {
    let check = checks.get(name);
    if (!check) {
      const limit = limits[name];
      check = createCheck({
        max: limit.count,
        timeWindow: windowMs(limit.window),
        keyGenerator: (request) => keys.get(request)?.get(name) ?? `${name}:${request.ip}`,
      });
      checks.set(name, check);
    }
    return check;
  };
  return (name, by = byIp) => {
    const check = checkFor(name);
    return async (request, reply) => {
      // Account keys are hashed so no email or phone sits in Redis.
      const key = `${name}:${sha256(by(request) ?? request.ip)}`;
      if (!keys.has(request)) keys.set(request, new Map());
      keys.get(request)?.set(name, key);
      const result = await check(request);
      if (!result.isAllowed && !reply.hasHeader('x-ratelimit-limit')) {
        reply.header('x-ratelimit-limit', String(result.max));
        reply.header('x-ratelimit-remaining', String(result.remaining));
        reply.header('x-ratelimit-reset', String(result.ttlInSeconds));
      }
      // isAllowed means allow-listed; isExceeded is the verdict.
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', String(result.ttlInSeconds));
        throw new AppError('RATE_LIMITED', 'messages.tooManyAttempts', {
          wait: waitText(result.ttlInSeconds),
        });
      }
    };
  };
}

const waitText = (seconds: number): Message =>
  seconds < 90
    ? { key: 'messages.seconds', values: { count: Math.max(1, seconds) } }
    : { key: 'messages.minutes', values: { count: Math.ceil(seconds / 60) } };
