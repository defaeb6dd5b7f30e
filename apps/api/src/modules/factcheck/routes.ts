import {
  FactCheckQuery,
  FactCheckResponse,
  PublishFactCheckRequest,
  PublishFactCheckResponse,
  RowIdParams,
} from '@civicng/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FactCheckContext } from './factcheck-context.js';
import { factChecks } from '../../db/schema.js';
import { notFound } from '../../errors.js';
import { requireAccess } from '../../plugins/auth.js';
import { factCheckPage } from './public-page.js';
import { publishFactCheck } from './service.js';

export function factCheckRoutes(ctx: FactCheckContext) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/fact-check',
      {
        schema: { querystring: FactCheckQuery, response: { 200: FactCheckResponse } },
        onRequest: requireAccess(ctx, 'user'),
      },
      async (request) => {
        const found = await ctx.factChecks.search(request.query.query);
        return {
          query: request.query.query,
          results: found.results,
          closest_only: found.closestOnly,
          closest_checks: found.closest,
        };
      },
    );

    api.post(
      '/admin/fact-checks',
      {
        schema: { body: PublishFactCheckRequest, response: { 201: PublishFactCheckResponse } },
        onRequest: requireAccess(ctx, 'admin'),
      },
      async (request, reply) => {
        const { id, pageUrl } = await publishFactCheck(ctx, request.body);
        ctx.factChecks.invalidate();
        return reply
          .status(201)
          .send({ message: 'messages.factCheckPublished', id, page_url: pageUrl });
      },
    );
  };
}

/** The public pages, outside /api: /fact-checks/{id}. */
export function factCheckPages(ctx: FactCheckContext) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/fact-checks/:id',
      {
        schema: {
          params: RowIdParams,
        },
      },
      async (request, reply) => {
        const [row] = await ctx.db
          .select()
          .from(factChecks)
          .where(eq(factChecks.id, request.params.id))
          .limit(1);
        if (!row || row.origin !== 'admin') throw notFound('messages.factCheckNotFound');
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'public, max-age=300')
          .send(factCheckPage(ctx.config, row));
      },
    );
  };
}
