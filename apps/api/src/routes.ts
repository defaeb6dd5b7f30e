import { PublicConfigResponse } from '@civicng/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicConfig } from './config.js';
import {
  type ChannelsContext,
  channelRoutes,
  type ChannelOptions,
} from './modules/channels/index.js';
import { answerReportRoutes } from './modules/answer-reports/index.js';
import { authRoutes } from './modules/auth/index.js';
import { faqRoutes } from './modules/faq/index.js';
import { identityRoutes } from './modules/identity/index.js';
import { factCheckRoutes } from './modules/factcheck/index.js';
import { chatRoutes, lawReaderRoutes } from './modules/laws/index.js';
import { pollRoutes } from './modules/polls/index.js';
import { ssoRoutes } from './modules/sso/index.js';
import { dataRightsRoutes, usersRoutes } from './modules/users/index.js';
import { registerRateLimits } from './plugins/rate-limits.js';

/** The context buildApp makes: the shared one and what each module adds to it. */
export type ServerContext = ChannelsContext;

/** Everything under /api. Modules register here in a fixed order. */
export const apiRoutes =
  (ctx: ServerContext, channels: ChannelOptions = {}) =>
  async (api: FastifyInstance): Promise<void> => {
    // API answers are per user and may carry personal data: no shared or browser caching.
    api.addHook('onSend', async (_request, reply) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    });

    api
      .withTypeProvider<ZodTypeProvider>()
      .get('/config', { schema: { response: { 200: PublicConfigResponse } } }, async () =>
        publicConfig(api.config),
      );

    const limit = await registerRateLimits(api, ctx.config);
    await api.register(authRoutes(ctx, limit));
    await api.register(identityRoutes(ctx, limit));
    await api.register(usersRoutes(ctx));
    await api.register(dataRightsRoutes(ctx, limit));
    await api.register(ssoRoutes(ctx, limit));
    await api.register(pollRoutes(ctx, limit));
    await api.register(lawReaderRoutes(ctx));
    await api.register(chatRoutes(ctx, limit));
    await api.register(answerReportRoutes(ctx, limit));
    await api.register(factCheckRoutes(ctx));
    await api.register(faqRoutes(ctx));
    await api.register(channelRoutes(ctx, limit, channels));
  };
