import { PublicConfigResponse } from '@civicng/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicConfig } from './config.js';

/** Everything under /api. Modules register here in a fixed order. */
export async function apiRoutes(api: FastifyInstance): Promise<void> {
  // API answers are per user and may carry personal data: no shared or browser caching.
  api.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  api.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      message: `No such API endpoint: ${request.method} ${request.url.split('?')[0]}`,
      code: 'NOT_FOUND',
    }),
  );

  api
    .withTypeProvider<ZodTypeProvider>()
    .get('/config', { schema: { response: { 200: PublicConfigResponse } } }, async () =>
      publicConfig(api.config),
    );
}
