import { Pool } from 'undici';

export interface LoadResult {
  completed: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
  statuses: Map<number, number>;
}

export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * Runs `connections` clients in closed loops for `seconds`. No request starts after the deadline
 * and every started request is waited for, so each one's answer is known (nothing cut mid-flight).
 */
export async function runLoad(
  origin: string,
  connections: number,
  seconds: number,
  next: () => LoadRequest,
): Promise<LoadResult> {
  const pool = new Pool(origin, { connections, pipelining: 1 });
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const client = async () => {
    while (performance.now() < deadline) {
      const request = next();
      const t0 = performance.now();
      try {
        const res = await pool.request({
          method: request.method,
          path: request.path,
          headers: request.headers,
          body: request.body,
        });
        await res.body.dump();
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      } catch {
        statuses.set(0, (statuses.get(0) ?? 0) + 1);
      }
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  const elapsed = (performance.now() - started) / 1000;
  await pool.close();
  latencies.sort((a, b) => a - b);
  return {
    completed: latencies.length,
    seconds: elapsed,
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    statuses,
  };
}
