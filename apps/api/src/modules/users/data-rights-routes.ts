import {
  ChatErasedResponse,
  ConsentRequest,
  DataExport,
  DataExportQuery,
  EmailChangeRequest,
  MessageResponse,
  NameRequest,
  PhoneChangeRequest,
  RevokeOthersResponse,
  RowIdParams,
  SessionsResponse,
} from '@civicng/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { actorOf, requireAccess } from '../../plugins/auth.js';
import { requestLanguage } from '../../plugins/message-language.js';
import type { Limiter } from '../../plugins/rate-limits.js';
import {
  listSessions,
  logOutOtherDevices,
  emailChangeMessages,
  requestEmailChange,
} from '../auth/index.js';
import { chatErasureMessages, deleteChatEntry, deleteChatHistory } from '../laws/index.js';
import { acceptCurrentPolicy, consentMessages } from '../accounts/index.js';
import { exportPersonalData } from './data-export.js';
import { changeName, changePhone, profileChangeMessages } from './profile-changes.js';

/** The citizen's rights over their data (Nigeria Data Protection Act 2023, part VI). */
export function dataRightsRoutes(ctx: AppContext, limit: Limiter) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const user = requireAccess(ctx, 'user');
    // Access and erasure (of the account or of questions) never wait on accepting a new policy.
    const evenBeforeConsent = requireAccess(ctx, 'user', { beforeConsent: true });
    const perAccount = (request: { actor?: { userId: string } }) => request.actor?.userId;

    api.get(
      '/user/data-export',
      {
        schema: { querystring: DataExportQuery, response: { 200: DataExport } },
        onRequest: evenBeforeConsent,
        preHandler: [limit('data_export', perAccount)],
      },
      async (request, reply) => {
        const data = await exportPersonalData(ctx, actorOf(request), requestLanguage(request), {
          recorded: request.query.purpose === 'download',
        });
        return reply
          .header('content-disposition', 'attachment; filename="civicng-my-data.json"')
          .send(data);
      },
    );

    api.delete(
      '/user/chat-history/:id',
      {
        schema: { params: RowIdParams, response: { 200: MessageResponse } },
        onRequest: evenBeforeConsent,
      },
      async (request) => {
        await deleteChatEntry(ctx.db, actorOf(request).userId, request.params.id);
        return { message: chatErasureMessages.entryDeleted };
      },
    );

    api.delete(
      '/user/chat-history',
      { schema: { response: { 200: ChatErasedResponse } }, onRequest: evenBeforeConsent },
      async (request) => ({
        message: chatErasureMessages.allDeleted,
        deleted: await deleteChatHistory(ctx.db, actorOf(request).userId),
      }),
    );

    api.get(
      '/user/sessions',
      { schema: { response: { 200: SessionsResponse } }, onRequest: user },
      async (request) => ({ sessions: await listSessions(ctx, actorOf(request)) }),
    );

    api.post(
      '/user/sessions/revoke-others',
      { schema: { response: { 200: RevokeOthersResponse } }, onRequest: user },
      async (request) => ({
        message: 'messages.everyOtherDeviceLogged',
        revoked: await logOutOtherDevices(ctx, actorOf(request)),
      }),
    );

    api.put(
      '/user/name',
      { schema: { body: NameRequest, response: { 200: MessageResponse } }, onRequest: user },
      async (request) => {
        await changeName(ctx, actorOf(request).userId, request.body.name);
        return { message: profileChangeMessages.nameSaved };
      },
    );

    api.put(
      '/user/email',
      {
        schema: { body: EmailChangeRequest, response: { 202: MessageResponse } },
        onRequest: user,
        preHandler: [limit('email_change', perAccount)],
      },
      async (request, reply) => {
        await requestEmailChange(ctx, actorOf(request).userId, request.body.email);
        return reply.status(202).send({ message: emailChangeMessages.emailLinkSent });
      },
    );

    api.put(
      '/user/phone',
      {
        schema: {
          body: PhoneChangeRequest,
          response: { 200: MessageResponse, 202: MessageResponse },
        },
        onRequest: user,
        preHandler: [limit('code_send'), limit('code_send_account', perAccount)],
      },
      async (request, reply) => {
        const outcome = await changePhone(ctx, actorOf(request).userId, request.body);
        if (outcome === 'code_sent') {
          return reply
            .status(202)
            .send({ message: profileChangeMessages.phoneCodeSent, code: 'TWO_FACTOR_SENT' });
        }
        return reply.send({ message: profileChangeMessages.phoneSaved });
      },
    );

    api.post(
      '/user/consent',
      {
        schema: { body: ConsentRequest, response: { 200: MessageResponse } },
        onRequest: evenBeforeConsent,
      },
      async (request) => {
        await acceptCurrentPolicy(ctx, actorOf(request).userId, request.body.policy_version);
        return { message: consentMessages.accepted };
      },
    );
  };
}
