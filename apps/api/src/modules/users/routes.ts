import {
  LanguageRequest,
  MessageResponse,
  ProfileResponse,
  StatesResponse,
} from '@civicng/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { actorOf, requireAccess } from '../../plugins/auth.js';
import { deleteAccount, getProfile, setLanguage } from './service.js';
import { loadStates } from './states.js';

export function usersRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const states = loadStates(ctx.config.STATES_FILE);
    if (states.length === 0) ctx.log.warn('states: no states file found; selectors will be empty');

    api.get('/states', { schema: { response: { 200: StatesResponse } } }, async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=86400').send({ states }),
    );

    api.get(
      '/user/profile',
      { schema: { response: { 200: ProfileResponse } }, onRequest: requireAccess(ctx, 'user') },
      async (request) => getProfile(ctx, actorOf(request).userId),
    );

    api.put(
      '/user/language',
      {
        schema: { body: LanguageRequest, response: { 200: MessageResponse } },
        // The policy to accept is read in the citizen's language.
        onRequest: requireAccess(ctx, 'user', { beforeConsent: true }),
      },
      async (request) => {
        await setLanguage(ctx, actorOf(request).userId, request.body.language);
        return { message: 'messages.languageSaved' };
      },
    );

    // Erasure never waits on accepting a new policy.
    api.get(
      '/user/delete',
      {
        schema: { response: { 200: MessageResponse } },
        onRequest: requireAccess(ctx, 'user', { beforeConsent: true }),
      },
      async (request) => {
        await deleteAccount(ctx, actorOf(request).userId);
        return { message: 'messages.accountBeenDeleted' };
      },
    );
  };
}
