import {
  AdminFaqsQuery,
  AdminFaqEdit,
  AdminFaqList,
  AdminFaqOrder,
  CurrentMonthFaqsResponse,
  MessageResponse,
  RowIdParams,
} from '@civicng/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { LawsContext } from '../laws/index.js';
import { actorOf, requireAccess } from '../../plugins/auth.js';
import { refreshFaqs } from './refresh.js';
import * as faqs from './service.js';
import { sayTo } from '../../plugins/message-language.js';

export function faqRoutes(ctx: LawsContext) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const user = requireAccess(ctx, 'user');
    const admin = requireAccess(ctx, 'admin');

    api.get(
      '/faqs/current-month',
      { schema: { response: { 200: CurrentMonthFaqsResponse } }, onRequest: user },
      async () => faqs.listCurrentMonthFaqs(ctx),
    );

    api.get(
      '/admin/faqs',
      {
        schema: { querystring: AdminFaqsQuery, response: { 200: AdminFaqList } },
        onRequest: admin,
      },
      async (request) =>
        faqs.listFaqsForAdmin(ctx, {
          month: request.query.month,
          readerId: actorOf(request).userId,
        }),
    );

    // The daily job, on demand: an administrator can propose this month's questions now.
    api.post(
      '/admin/faqs/refresh',
      { schema: { response: { 200: MessageResponse } }, onRequest: admin },
      async (request) => {
        const result = await refreshFaqs(ctx);
        const count = result.proposed.length;
        const values = { count, asked: result.questions };
        return {
          message: sayTo(
            request,
            count === 1 ? 'messages.faqsProposedOne' : 'messages.faqsProposedMany',
            values,
          ),
        };
      },
    );

    api.put(
      '/admin/faqs/order',
      { schema: { body: AdminFaqOrder, response: { 200: MessageResponse } }, onRequest: admin },
      async (request) => {
        await faqs.reorderFaqs(ctx, { ids: request.body.ids });
        return { message: faqs.faqMessages.reordered };
      },
    );

    api.put(
      '/admin/faqs/:id',
      {
        schema: { params: RowIdParams, body: AdminFaqEdit, response: { 200: MessageResponse } },
        onRequest: admin,
      },
      async (request) => {
        await faqs.editFaq(ctx, { id: request.params.id, ...request.body });
        return { message: faqs.faqMessages.saved };
      },
    );

    api.post(
      '/admin/faqs/:id/publish',
      { schema: { params: RowIdParams, response: { 200: MessageResponse } }, onRequest: admin },
      async (request) => {
        await faqs.publishFaq(ctx, { id: request.params.id });
        return { message: faqs.faqMessages.published };
      },
    );

    api.post(
      '/admin/faqs/:id/unpublish',
      { schema: { params: RowIdParams, response: { 200: MessageResponse } }, onRequest: admin },
      async (request) => {
        await faqs.unpublishFaq(ctx, { id: request.params.id });
        return { message: faqs.faqMessages.unpublished };
      },
    );
  };
}
