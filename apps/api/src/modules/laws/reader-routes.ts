import { LawAct, LawActList } from '@civicng/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { notFound } from '../../errors.js';
import { getAct, getActSummaries } from './corpus.js';

const ActParams = z.object({ act: z.string().min(1).max(100) });
// Public text that changes only when an operator re-ingests: a short shared cache is fine.
const cacheControl = 'public, max-age=60';

/** The law reader: the library's acts and each act's full text. Public, no sign-in. */
export function lawReaderRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const pdfUrls = ctx.config.LAW_PDF_URLS;

    api.get('/laws', { schema: { response: { 200: LawActList } } }, async (_request, reply) =>
      reply.header('cache-control', cacheControl).send(await getActSummaries(ctx.db, pdfUrls)),
    );

    api.get(
      '/laws/:act',
      { schema: { params: ActParams, response: { 200: LawAct } } },
      async (request, reply) => {
        const act = await getAct(ctx.db, request.params.act, pdfUrls);
        if (!act) throw notFound('messages.noActLawLibrary', { act: request.params.act });
        return reply.header('cache-control', cacheControl).send(act);
      },
    );
  };
}
