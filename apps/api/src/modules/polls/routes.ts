import path from 'node:path';
import {
  MessageResponse,
  PollList,
  PollPayload,
  PollReceipts,
  ReceiptCheckRequest,
  ReceiptCheckResponse,
  UploadImageResponse,
  VoteRequest,
  VoteResponse,
  RowIdParams,
} from '@civicng/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PollsContext } from './polls-context.js';
import { actorOf, requireAccess } from '../../plugins/auth.js';
import { listMyBallots, listRecentlyClosed } from './my-ballots.js';
import { registerMultipart } from '../../plugins/multipart.js';
import type { Limiter } from '../../plugins/rate-limits.js';
import { createDiskImageStore } from '../../providers/storage/image-store.js';
import { streamCounts } from './counts-stream.js';
import { maxImageBytes, readUploadedImage } from './image-upload.js';
import * as polls from './service.js';

export function pollRoutes(ctx: PollsContext, limit: Limiter) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const admin = requireAccess(ctx, 'admin');
    const verified = requireAccess(ctx, 'verified');
    const images = createDiskImageStore(path.join(ctx.config.varDir, 'uploads'));
    await registerMultipart(app, maxImageBytes);

    api.post(
      '/upload-image',
      { schema: { response: { 201: UploadImageResponse } }, onRequest: admin },
      async (request, reply) => {
        const image = await readUploadedImage(request);
        const imagePath = await images.put(image.bytes, image.extension, image.mime);
        return reply.status(201).send({ image_path: imagePath });
      },
    );

    api.post(
      '/poll/create',
      {
        schema: {
          body: PollPayload,
          response: { 201: MessageResponse.extend({ id: z.number().int() }) },
        },
        onRequest: admin,
      },
      async (request, reply) => {
        const id = await polls.createPoll(ctx, actorOf(request), request.body);
        return reply.status(201).send({ message: polls.pollMessages.saved, id });
      },
    );

    api.put(
      '/poll/:id/edit',
      {
        schema: { params: RowIdParams, body: PollPayload, response: { 200: MessageResponse } },
        onRequest: admin,
      },
      async (request) => {
        await polls.editPoll(ctx, actorOf(request), request.params.id, request.body);
        return { message: polls.pollMessages.saved };
      },
    );

    api.get('/polls', { schema: { response: { 200: PollList } }, onRequest: admin }, async () =>
      polls.listPollsForAdmin(ctx),
    );

    const citizen = requireAccess(ctx, 'user');
    api.get(
      '/user/ballots',
      { schema: { response: { 200: PollList } }, onRequest: citizen },
      async (request) => listMyBallots(ctx, actorOf(request)),
    );
    api.get(
      '/polls/closed',
      { schema: { response: { 200: PollList } }, onRequest: citizen },
      async (request) => listRecentlyClosed(ctx, actorOf(request)),
    );

    for (const type of ['poll', 'vote'] as const) {
      api.get(
        `/${type}s/active`,
        { schema: { response: { 200: PollList } }, onRequest: verified },
        async (request) => polls.listLive(ctx, actorOf(request), type),
      );
    }

    api.post(
      '/poll/:id/vote',
      {
        schema: { params: RowIdParams, body: VoteRequest, response: { 200: VoteResponse } },
        onRequest: verified,
      },
      async (request) => {
        const { option_title: choice } = request.body;
        const ballot = await polls.castBallot(ctx, {
          actor: actorOf(request),
          pollId: request.params.id,
          optionTitles: Array.isArray(choice) ? choice : [choice],
        });
        ctx.live.announce(request.params.id);
        return {
          message: polls.pollMessages.voted,
          receipt_code: ballot.receiptCode,
          choices: ballot.choices,
        };
      },
    );

    api.get(
      '/polls/:id/receipts',
      { schema: { params: RowIdParams, response: { 200: PollReceipts } } },
      async (request) => polls.pollReceipts(ctx, request.params.id),
    );

    // POST, so the code stays out of addresses and logs; open to anyone who holds a code.
    api.post(
      '/polls/:id/receipts/check',
      {
        schema: {
          params: RowIdParams,
          body: ReceiptCheckRequest,
          response: { 200: ReceiptCheckResponse },
        },
        preHandler: [limit('receipt_check')],
      },
      async (request) =>
        polls.checkReceipt(ctx, {
          pollId: request.params.id,
          receiptCode: request.body.receipt_code,
        }),
    );

    api.get(
      '/polls/:id/results.csv',
      { schema: { params: RowIdParams }, onRequest: admin },
      async (request, reply) =>
        reply
          .type('text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="poll-${request.params.id}-results.csv"`,
          )
          .send(await polls.pollResultsCsv(ctx, request.params.id, actorOf(request).userId)),
    );

    // Server-Sent Events of one poll's counts, for viewers allowed to see them.
    api.get(
      '/polls/:id/events',
      { schema: { params: RowIdParams }, onRequest: verified },
      async (request, reply) => {
        const actor = actorOf(request);
        const poll = await polls.pollToFollow(ctx, actor, request.params.id);
        streamCounts(ctx, reply, actor, poll);
      },
    );
  };
}
