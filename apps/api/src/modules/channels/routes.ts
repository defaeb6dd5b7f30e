import { timingSafeEqual } from 'node:crypto';
import {
  ChannelCallbackQuery,
  MessageResponse,
  SmsCallbackRequest,
  UssdCallbackRequest,
  VotingPinRequest,
} from '@civicng/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ChannelsContext } from './channels-context.js';
import { AppError } from '../../errors.js';
import { actorOf, requireAccess } from '../../plugins/auth.js';
import { registerFormBodyParser } from '../../plugins/form-body.js';
import type { Limiter, LimitName } from '../../plugins/rate-limits.js';
import { sha256 } from '../../security/crypto.js';
import { sendSms } from './phone-answers.js';
import { phoneOf } from './phone-citizen.js';
import { end } from './screen.js';
import { smsCommandReply } from './sms-commands.js';
import { UssdMenu, type UssdHooks } from './ussd-menu.js';
import { translate } from '../../i18n/index.js';
import { createUssdSessionStore } from './ussd-session-store.js';
import { setVotingPin } from './voting-pin.js';

/** Options for tests: each SMS a USSD screen sends after it, to await its hand-over. */
export interface ChannelOptions {
  onSms?: UssdHooks['sent'];
}

const sameSecret = (given: string | undefined, expected: string) =>
  given !== undefined &&
  given.length === expected.length &&
  timingSafeEqual(Buffer.from(sha256(given)), Buffer.from(sha256(expected)));

/**
 * Africa's Talking's callbacks (USSD sessions and incoming SMS) and the voting PIN that a citizen
 * sets on the web for ballots cast by phone.
 */
export function channelRoutes(ctx: ChannelsContext, limit: Limiter, options: ChannelOptions = {}) {
  return async (app: FastifyInstance) => {
    registerFormBodyParser(app, 8 * 1024);
    const api = app.withTypeProvider<ZodTypeProvider>();
    const store = createUssdSessionStore({
      db: ctx.db,
      redisUrl: ctx.config.REDIS_URL,
      commandTimeoutMs: ctx.config.REDIS_COMMAND_TIMEOUT_MS,
    });
    app.addHook('onClose', () => store.close());

    // Limits are kept by number or account, read from what each request is about.
    const subjects = new WeakMap<FastifyRequest, string>();
    const subjectOf = (request: FastifyRequest) => subjects.get(request);
    const checks = new Map(
      (['ussd', 'sms', 'ask'] as const).map((name) => [name, limit(name, subjectOf)]),
    );
    const within = async (
      name: Extract<LimitName, 'ussd' | 'sms' | 'ask'>,
      subject: string,
      request: FastifyRequest,
      reply: FastifyReply,
    ) => {
      subjects.set(request, subject);
      try {
        await checks.get(name)?.call(app, request, reply);
        return true;
      } catch (error) {
        if (error instanceof AppError && error.code === 'RATE_LIMITED') return false;
        throw error;
      }
    };

    // Before the body is read or validated: without the operator's key, nothing else is said.
    const callbackKey = async (request: FastifyRequest) => {
      const { key } = request.query as { key?: unknown };
      if (!sameSecret(typeof key === 'string' ? key : undefined, ctx.secrets.callbackKey)) {
        throw new AppError('FORBIDDEN', 'messages.callbackNeedsOperatorKey');
      }
    };

    api.post(
      '/ussd',
      {
        schema: {
          querystring: ChannelCallbackQuery,
          body: UssdCallbackRequest,
          consumes: ['application/x-www-form-urlencoded'],
        },
        onRequest: callbackKey,
      },
      async (request, reply) => {
        reply.type('text/plain; charset=utf-8');
        const phone = phoneOf(request.body.phoneNumber) ?? request.body.phoneNumber;
        if (!(await within('ussd', phone, request, reply))) {
          return end(translate('en', 'ussd.busy'));
        }
        const menu = new UssdMenu(ctx, store, {
          mayAsk: (userId) => within('ask', userId, request, reply),
          sent: options.onSms,
        });
        try {
          return await menu.reply(request.body);
        } catch (error) {
          // The phone shows whatever we answer: a plain apology rather than the gateway's error.
          request.log.error({ err: error }, 'ussd screen failed');
          return end(translate('en', 'ussd.failed'));
        }
      },
    );

    api.post(
      '/sms',
      {
        schema: {
          querystring: ChannelCallbackQuery,
          body: SmsCallbackRequest,
          consumes: ['application/x-www-form-urlencoded'],
        },
        onRequest: callbackKey,
      },
      async (request, reply) => {
        const phone = phoneOf(request.body.from);
        // Nothing is sent to a number that is not a Nigerian mobile, nor past the limit.
        if (!phone || !(await within('sms', phone, request, reply))) {
          return reply.type('text/plain; charset=utf-8').send('');
        }
        const text = await smsCommandReply(ctx, phone, request.body.text, {
          mayAsk: (userId) => within('ask', userId, request, reply),
        });
        if (text) await sendSms(ctx, phone, text);
        return reply.type('text/plain; charset=utf-8').send('');
      },
    );

    api.put(
      '/user/voting-pin',
      {
        schema: { body: VotingPinRequest, response: { 200: MessageResponse } },
        onRequest: requireAccess(ctx, 'user'),
        preHandler: [limit('voting_pin', (request) => request.actor?.userId)],
      },
      async (request) => {
        await setVotingPin(ctx.db, actorOf(request).userId, request.body.pin);
        return { message: 'messages.votingPinSaved' };
      },
    );
  };
}
