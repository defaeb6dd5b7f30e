import { requestLanguage } from '../../plugins/message-language.js';
import { AskRequest, ChatHistoryResponse, chatEntryIdHeader } from '@civicng/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { LawsContext } from './laws-context.js';
import { actorOf, requireAccess } from '../../plugins/auth.js';
import type { Limiter } from '../../plugins/rate-limits.js';

export function chatRoutes(ctx: LawsContext, limit: Limiter) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const user = requireAccess(ctx, 'user');

    api.get(
      '/user/chat-history',
      { schema: { response: { 200: ChatHistoryResponse } }, onRequest: user },
      async (request) => ({
        user_conversation: await ctx.laws.history(
          actorOf(request).userId,
          requestLanguage(request),
        ),
      }),
    );

    // The answer streams as plain text chunks (chunked transfer): the first words arrive at once.
    api.post(
      '/ask',
      {
        schema: { body: AskRequest },
        onRequest: user,
        preHandler: [limit('ask', (request) => request.actor?.userId)],
      },
      async (request, reply) => {
        const controller = new AbortController();
        const entryId = await ctx.laws.reserveEntryId();
        const answer = ctx.laws.ask({
          userId: actorOf(request).userId,
          entryId,
          question: request.body.user_query,
          language: requestLanguage(request),
          signal: controller.signal,
        });
        // Retrieval errors surface here as a normal error reply, before anything is streamed.
        const first = await answer.next();
        reply.hijack();
        const res = reply.raw;
        res.writeHead(200, {
          'content-type': 'text/plain; charset=utf-8',
          'cache-control': 'no-store',
          'x-content-type-options': 'nosniff',
          // The entry the answer is saved as once complete: the client can report it.
          [chatEntryIdHeader]: String(entryId),
        });
        request.raw.on('close', () => {
          if (!res.writableFinished) controller.abort();
        });
        try {
          if (!first.done) res.write(first.value);
          for (let next = await answer.next(); !next.done; next = await answer.next()) {
            res.write(next.value);
          }
        } catch (error) {
          request.log.error({ err: error }, 'answer failed mid-stream');
          res.write('\n\nError processing message.');
        }
        res.end();
      },
    );
  };
}
