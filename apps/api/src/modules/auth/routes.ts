import { requestLanguage } from '../../plugins/message-language.js';
import {
  ForgotPasswordRequest,
  LoginRequest,
  LoginResponse,
  MessageResponse,
  ResetPasswordRequest,
  SignupRequest,
} from '@civicng/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { actorOf, requireAccess } from '../../plugins/auth.js';
import type { Limiter } from '../../plugins/rate-limits.js';
import { perNinLimit } from '../identity/index.js';
import { deviceSummary } from './device-summary.js';
import { emailOf, issueDeviceCookie, loginThrottle } from './login-throttle.js';
import * as auth from './service.js';
import { revokeSession } from '../../sessions/index.js';

export function authRoutes(ctx: AppContext, limit: Limiter) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const reply200 = { 200: MessageResponse };

    api.post(
      '/signup',
      {
        schema: { body: SignupRequest, response: { 201: MessageResponse, 202: MessageResponse } },
        preHandler: [limit('signup'), perNinLimit(ctx, limit)],
      },
      async (request, reply) => {
        const outcome = await auth.signUp(ctx, request.body, requestLanguage(request));
        if (outcome === 'code_sent') {
          return reply
            .status(202)
            .send({ message: auth.messages.codeSent, code: 'TWO_FACTOR_SENT' });
        }
        return reply.status(201).send({ message: auth.messages.created, code: 'USER_CREATED' });
      },
    );

    api.post(
      '/login/email',
      {
        schema: { body: LoginRequest, response: { 200: LoginResponse } },
        preHandler: [limit('login'), loginThrottle(ctx, limit)],
      },
      async (request, reply) => {
        const session = await auth.logIn(
          ctx,
          request.body,
          deviceSummary(request.headers['user-agent']),
        );
        issueDeviceCookie(ctx, request, reply, request.body.email);
        return session;
      },
    );

    api.get(
      '/logout',
      {
        schema: { response: reply200 },
        onRequest: requireAccess(ctx, 'user', { beforeConsent: true }),
      },
      async (request) => {
        const { sessionId } = actorOf(request);
        await revokeSession(ctx.db, sessionId);
        await ctx.sessions.forgetSession(sessionId);
        ctx.streams.closeStreamsOf({ sessionId });
        return { message: 'messages.loggedOut' };
      },
    );

    api.get(
      '/verify-email/:token',
      { schema: { params: z.object({ token: z.string().max(200) }), response: reply200 } },
      async (request) => {
        await auth.verifyEmail(ctx, request.params.token);
        return { message: auth.messages.emailVerified };
      },
    );

    api.post(
      '/forget-password-email',
      {
        schema: { body: ForgotPasswordRequest, response: reply200 },
        preHandler: [limit('forgot_password'), limit('forgot_password_account', emailOf)],
      },
      async (request) => {
        // Answered at once and the same for every address, so the answer reveals no account.
        auth.requestPasswordReset(ctx, request.body.email).catch((error: unknown) => {
          request.log.error({ err: error }, 'password reset mail failed');
        });
        return { message: auth.messages.resetSent };
      },
    );

    api.post(
      '/reset-password',
      { schema: { body: ResetPasswordRequest, response: reply200 } },
      async (request) => {
        await auth.resetPassword(ctx, request.body);
        return { message: auth.messages.resetDone };
      },
    );
  };
}
