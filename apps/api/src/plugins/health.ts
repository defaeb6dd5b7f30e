import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';

export function registerHealth(app: FastifyInstance, database: Database): void {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
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
