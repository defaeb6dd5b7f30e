import {
  AnswerReportList,
  AnswerReportsQuery,
  DecideAnswerReportRequest,
  DecideAnswerReportResponse,
  ReportAnswerRequest,
  ReportAnswerResponse,
  RowIdParams,
} from '@civicng/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { actorOf, requireAccess } from '../../plugins/auth.js';
import type { Limiter } from '../../plugins/rate-limits.js';
import * as reports from './service.js';

/** Citizens report their assistant answers; administrators review the queue. */
export function answerReportRoutes(ctx: AppContext, limit: Limiter) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const user = requireAccess(ctx, 'user');
    const admin = requireAccess(ctx, 'admin');

    api.post(
      '/answer-reports',
      {
        schema: { body: ReportAnswerRequest, response: { 201: ReportAnswerResponse } },
        onRequest: user,
        preHandler: [limit('report_answer', (request) => request.actor?.userId)],
      },
      async (request, reply) => {
        const { entry_id: entryId, reason, note } = request.body;
        const { id } = await reports.reportAnswer(ctx, {
          actor: actorOf(request),
          entryId,
          reason,
          note,
        });
        return reply.status(201).send({ message: reports.answerReportMessages.reported, id });
      },
    );

    api.get(
      '/admin/answer-reports',
      {
        schema: { querystring: AnswerReportsQuery, response: { 200: AnswerReportList } },
        onRequest: admin,
      },
      async (request) => ({
        reports: await reports.listAnswerReports(ctx, {
          state: request.query.state,
          readerId: actorOf(request).userId,
        }),
      }),
    );

    api.put(
      '/admin/answer-reports/:id',
      {
        schema: {
          params: RowIdParams,
          body: DecideAnswerReportRequest,
          response: { 200: DecideAnswerReportResponse },
        },
        onRequest: admin,
      },
      async (request) => {
        const report = await reports.decideAnswerReport(ctx, {
          actor: actorOf(request),
          id: request.params.id,
          state: request.body.state,
        });
        return { message: reports.answerReportMessages.decided[request.body.state], report };
      },
    );
  };
}
