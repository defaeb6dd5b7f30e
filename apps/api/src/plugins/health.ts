import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import type { Readiness } from '../readiness.js';

export function registerHealth(
  app: FastifyInstance,
  database: Database,
  readiness: Readiness,
): void {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const starting = readiness.notReadyBecause;
    if (starting) {
      return reply
        .status(503)
        .header('retry-after', '2')
        .send({ status: 'starting', message: starting });
    }
    try {
      await database.ping();
      return { status: 'ok', database: database.kind };
    } catch {
      // database.ping() gives up within about a second, so a hung database cannot hold probes.
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ status: 'unavailable', message: 'Database is not reachable' });
    }
  });
}
