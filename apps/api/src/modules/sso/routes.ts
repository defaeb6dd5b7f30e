import formbody from '@fastify/formbody';
import { LoginResponse, SsoStartQuery, SsoStartResponse } from '@civicng/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { bearerToken } from '../../plugins/auth.js';
import { cookieBase } from '../../plugins/cookies.js';
import type { Limiter } from '../../plugins/rate-limits.js';
import { randomToken } from '../../security/crypto.js';
import { deviceSummary } from '../auth/index.js';
import { createSsoClients } from './clients.js';
import { callbackPath, finishSignIn, redeemLoginTicket, startSignIn } from './service.js';

/** Holds the secret that ties a sign-in to the browser that started it (sign-in CSRF). */
const bindingCookie = 'civicng_sso';
const bindingLifetimeSeconds = 15 * 60;

const bindingOf = (request: FastifyRequest) => {
  const value = request.cookies[bindingCookie];
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
};

export function ssoRoutes(ctx: AppContext, limit: Limiter) {
  const clientFor = createSsoClients(ctx.config);

  return async (app: FastifyInstance) => {
    await app.register(formbody, { bodyLimit: 16 * 1024 });
    const api = app.withTypeProvider<ZodTypeProvider>();

    for (const provider of ['google', 'apple'] as const) {
      api.get(
        `/${provider}`,
        {
          schema: { querystring: SsoStartQuery, response: { 200: SsoStartResponse } },
          preHandler: [limit('login')],
        },
        async (request, reply) => {
          // Kept when present, so two sign-ins started side by side both still work.
          const binding = bindingOf(request) ?? randomToken();
          const authUrl = await startSignIn(
            ctx,
            clientFor,
            provider,
            request.query.redirect_uri,
            binding,
          );
          reply.setCookie(bindingCookie, binding, {
            ...cookieBase(request, ctx.config),
            sameSite: 'lax',
            path: '/api',
            maxAge: bindingLifetimeSeconds,
          });
          return { auth_url: authUrl };
        },
      );

      const callback = async (request: FastifyRequest, reply: FastifyReply) => {
        const params = new URLSearchParams(
          request.method === 'POST'
            ? (request.body as Record<string, string>)
            : (request.query as Record<string, string>),
        );
        const callbackUrl = new URL(`${ctx.config.publicUrl}${callbackPath(provider)}`);
        callbackUrl.search = params.toString();
        try {
          const target = await finishSignIn(
            ctx,
            clientFor,
            provider,
            callbackUrl,
            params.get('state') ?? undefined,
          );
          return await reply.redirect(target, 303);
        } catch (error) {
          request.log.warn(
            {
              reason: error instanceof Error ? error.message : 'unknown',
              cause: error instanceof Error ? String(error.cause) : '',
            },
            'sign-in callback failed',
          );
          return reply.redirect(`${ctx.config.publicUrl}/error`, 303);
        }
      };
      app.get(`/auth/${provider}/callback`, callback);
      app.post(`/auth/${provider}/callback`, callback);
    }

    api.get(
      '/verify/login/token',
      { schema: { response: { 200: LoginResponse } }, preHandler: [limit('login')] },
      async (request) => {
        const ticket = bearerToken(request);
        if (!ticket) throw new AppError('UNAUTHENTICATED', 'messages.failedLoginUserTry');
        return redeemLoginTicket(
          ctx,
          ticket,
          bindingOf(request),
          deviceSummary(request.headers['user-agent']),
        );
      },
    );
  };
}
