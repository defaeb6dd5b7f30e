import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from './paths.js';

const optionalUrl = z.url().optional();

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  APP_NAME: z.string().min(1).default('CivicNG'),
  COMPANY_NAME: z.string().min(1).default('CivicNG'),
  VAR_DIR: z.string().min(1).default('var'),
  DATABASE_URL: optionalUrl,
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
});

export type Env = z.infer<typeof EnvSchema>;

/** Names of every variable the server reads (documented in .env.example). */
export const configVariables = Object.keys(EnvSchema.shape);

export interface Config extends Env {
  /** Absolute path of the runtime state folder (database files, outboxes, uploads). */
  varDir: string;
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
  return { ...parsed.data, varDir: path.resolve(repoRoot, parsed.data.VAR_DIR) };
}

/** The values the browser may see; never a secret. */
export function publicConfig(config: Config) {
  return {
    appName: config.APP_NAME,
    companyName: config.COMPANY_NAME,
    contactEmail: config.CONTACT_EMAIL ?? null,
    androidAppUrl: config.ANDROID_APP_URL ?? null,
    iosAppUrl: config.IOS_APP_URL ?? null,
  };
}
