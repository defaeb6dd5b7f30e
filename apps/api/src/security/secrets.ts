import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { Config } from '../config.js';

export interface Secrets {
  /** HMAC key of the session JWTs. */
  jwtKey: Uint8Array;
  /** AES-256-GCM key for NINs at rest. */
  dataKey: Buffer;
  /** HMAC key for lookups by hash (NIN, code subjects); derived so one secret rotates both. */
  lookupKey: Buffer;
  /** The secret Africa's Talking's callbacks carry as ?key=. */
  callbackKey: string;
}

interface StoredSecrets {
  jwtSecret: string;
  dataKey: string;
  /** Added with the USSD channel: files written before it lack one until the next start. */
  callbackKey?: string;
}

/** Secrets from configuration, else generated once and kept in var/secrets.json (mode 600). */
export function loadSecrets(config: Config, warn: (msg: string) => void): Secrets {
  let jwtSecret = config.JWT_SECRET;
  let dataKey = config.DATA_ENCRYPTION_KEY;
  let callbackKey = config.USSD_CALLBACK_KEY;
  if (!jwtSecret || !dataKey || !callbackKey) {
    const file = path.join(config.varDir, 'secrets.json');
    let stored: StoredSecrets;
    if (existsSync(file)) {
      stored = JSON.parse(readFileSync(file, 'utf8')) as StoredSecrets;
    } else {
      stored = {
        jwtSecret: randomBytes(48).toString('base64url'),
        dataKey: randomBytes(32).toString('base64'),
      };
      warn(`secrets: generated ${file}; set JWT_SECRET and DATA_ENCRYPTION_KEY in production`);
    }
    if (!stored.callbackKey) {
      stored.callbackKey = randomBytes(24).toString('base64url');
      mkdirSync(config.varDir, { recursive: true });
      writeFileSync(file, JSON.stringify(stored), { mode: 0o600 });
    }
    jwtSecret ??= stored.jwtSecret;
    dataKey ??= stored.dataKey;
    callbackKey ??= stored.callbackKey;
  }
  const data = Buffer.from(dataKey, 'base64');
  return {
    jwtKey: new TextEncoder().encode(jwtSecret),
    dataKey: data,
    lookupKey: createHash('sha256').update('civicng-lookup').update(data).digest(),
    callbackKey,
  };
}
