import { MessageResponse, VerifyUserRequest } from '@civicng/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { actorOf, requireAccess } from '../../plugins/auth.js';
import type { Limiter } from '../../plugins/rate-limits.js';
import { perNinLimit } from './nin-limit.js';
import { identityMessages, verifyIdentity } from './service.js';

export function identityRoutes(ctx: AppContext, limit: Limiter) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().post(
      '/verify/user',
      {
        schema: {
          body: VerifyUserRequest,
          response: { 200: MessageResponse, 202: MessageResponse },
        },
        onRequest: requireAccess(ctx, 'user'),
        preHandler: [
          limit('code_send'),
          limit('code_send_account', (request) => request.actor?.userId),
          perNinLimit(ctx, limit),
        ],
      },
      async (request, reply) => {
        const outcome = await verifyIdentity(ctx, actorOf(request).userId, request.body);
        if (outcome === 'code_sent') {
          return reply
            .status(202)
            .send({ message: identityMessages.codeSent, code: 'TWO_FACTOR_SENT' });
        }
        return reply.send({ message: identityMessages.verified, code: 'USER_VERIFIED' });
      },
    );
  };
}
