import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '../paths.js';

const run = promisify(execFile);
const script = path.join(repoRoot, 'scripts', 'cluster.sh');

/** Where a cluster of its own lives: ports and folder apart from an operator's `cluster:up`. */
export interface ClusterPlace {
  dir: string;
  pgPort: number;
  redisPort: number;
  sentinelPort: number;
}

export interface Cluster {
  /** The multi-host PostgreSQL URL and the Sentinel URL, as `cluster:up` prints them. */
  env: { DATABASE_URL: string; REDIS_URL: string };
  /** SIGKILLs the PostgreSQL primary, keeper and postmaster both. */
  killPrimary(): Promise<void>;
  killRedisPrimary(): Promise<void>;
  down(): Promise<void>;
}

/**
 * Whether this machine can run the cluster: pg_auto_failover and Redis Sentinel installed, or root
 * to install them from Debian's packages (as CI is).
 */
export const clusterPossible = () =>
  (existsSync('/usr/bin/pg_autoctl') && existsSync('/usr/bin/redis-sentinel')) ||
  process.getuid?.() === 0;

/** Starts `scripts/cluster.sh up` at `place` (installing what is missing) and returns its control. */
export async function clusterUp(place: ClusterPlace): Promise<Cluster> {
  const env = {
    ...process.env,
    CLUSTER_DIR: place.dir,
    CLUSTER_PG_PORT: String(place.pgPort),
    CLUSTER_REDIS_PORT: String(place.redisPort),
    CLUSTER_SENTINEL_PORT: String(place.sentinelPort),
  };
  const call = (command: string) => run('bash', [script, command], { env, timeout: 180_000 });
  await call('down');
  await call('up');
  const settings = Object.fromEntries(
    readFileSync(path.join(place.dir, 'cluster.env'), 'utf8')
      .split('\n')
      .filter((line) => line.includes('='))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  ) as Cluster['env'];
  return {
    env: { DATABASE_URL: settings.DATABASE_URL, REDIS_URL: settings.REDIS_URL },
    killPrimary: async () => {
      await call('kill-primary');
    },
    killRedisPrimary: async () => {
      await call('kill-redis');
    },
    down: async () => {
      await call('down');
    },
  };
}
