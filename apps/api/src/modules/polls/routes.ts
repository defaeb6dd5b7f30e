import path from 'node:path';
import multipart from '@fastify/multipart';
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
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError, badRequest } from '../../errors.js';
import { actorOf, requireAccess } from '../../plugins/auth.js';
import type { Limiter } from '../../plugins/rate-limits.js';
import { createDiskImageStore } from '../../providers/storage/image-store.js';
import { liveSessionIds } from './event-streams.js';
import { resultsVisible } from './policy.js';
import { pollsVotedBy } from './repo.js';
import * as polls from './service.js';

const maxImageBytes = 5 * 1024 * 1024;
// Read from the header, never decoded: a 19 KB PNG can claim 100,000 × 100,000 pixels.
const maxImageSide = 10_000;
const maxImagePixels = 40_000_000;
const imageTypes = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
} as const;

export function pollRoutes(ctx: AppContext, limit: Limiter) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const admin = requireAccess(ctx, 'admin');
    const verified = requireAccess(ctx, 'verified');
    const live = ctx.live;
    const heartbeat = setInterval(() => {
      ctx.streams
        .heartbeat((ids) => liveSessionIds(ctx.db, ids))
        .catch((error: unknown) => ctx.log.warn({ err: error }, 'event stream session check'));
    }, ctx.config.SSE_HEARTBEAT_SECONDS * 1000);
    heartbeat.unref();
    // Open event streams end when the server shuts down, so shutdown does not wait on them.
    app.addHook('preClose', async () => {
      clearInterval(heartbeat);
      ctx.streams.closeAll();
    });
    const uploadsDir = path.join(ctx.config.varDir, 'uploads');
    const images = createDiskImageStore(uploadsDir);

    await app.register(multipart, {
      limits: { fileSize: maxImageBytes, files: 1, fields: 5, parts: 6 },
    });

    api.post(
      '/upload-image',
      { schema: { response: { 201: UploadImageResponse } }, onRequest: admin },
      async (request, reply) => {
        if (!request.isMultipart()) {
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the image as multipart/form-data.');
        }
        const file = await request.file().catch(() => {
          throw badRequest('The upload is not a well-formed multipart/form-data body.');
        });
        if (!file || file.fieldname !== 'image') {
          throw badRequest('Send the image in a form field named "image".');
        }
        const bytes = await file.toBuffer().catch((error: unknown) => {
          if (
            file.file.truncated ||
            (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE'
          ) {
            throw new AppError('PAYLOAD_TOO_LARGE', 'The image is larger than 5 MB.');
          }
          throw badRequest('The upload was cut short or is not well-formed.');
        });
        // Judged by content, never by the name or the declared type.
        const detected = await fileTypeFromBuffer(bytes);
        const extension = detected
          ? imageTypes[detected.mime as keyof typeof imageTypes]
          : undefined;
        if (!detected || !extension) {
          throw new AppError(
            'UNSUPPORTED_MEDIA_TYPE',
            'Only PNG, JPEG or WebP images can be uploaded.',
          );
        }
        let size: { width?: number; height?: number };
        try {
          size = imageSize(bytes);
        } catch {
          size = {};
        }
        const { width = 0, height = 0 } = size;
        if (width < 1 || height < 1) {
          throw badRequest('The image could not be read: its size is missing or damaged.');
        }
        if (width > maxImageSide || height > maxImageSide || width * height > maxImagePixels) {
          throw new AppError(
            'PAYLOAD_TOO_LARGE',
            `The image is ${width} × ${height} pixels; it can be at most 10,000 pixels a side and 40 million pixels in all.`,
          );
        }
        const imagePath = await images.put(bytes, extension, detected.mime);
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
        live.announce(request.params.id);
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
        const isAdmin = actor.role === 'admin';
        const poll = await polls.findVisiblePoll(ctx, request.params.id, { isAdmin });
        const hasVoted = (await pollsVotedBy(ctx.db, actor.identityHash, [poll.id])).has(poll.id);
        if (!resultsVisible(poll, { isAdmin, hasVoted }, new Date())) {
          throw new AppError('FORBIDDEN', 'The results of this poll are not visible yet.');
        }
        const res = reply.raw;
        let ended = false;
        let unsubscribe = () => {};
        const finish = () => {
          if (ended) return;
          ended = true;
          unregister();
          unsubscribe();
        };
        // Throws 429 at the account's cap, before anything is written.
        const unregister = ctx.streams.add({
          userId: actor.userId,
          sessionId: actor.sessionId,
          ping: () => {
            if (!ended) res.write(': keep-alive\n\n');
          },
          end: () => {
            finish();
            res.end();
          },
        });
        reply.hijack();
        res.on('close', finish);
        if (res.destroyed) return finish();
        res.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
        });
        const send = (event: unknown) =>
          res.write(`event: counts\ndata: ${JSON.stringify(event)}\n\n`);
        unsubscribe = live.subscribe(poll.id, send);
        send({
          poll_id: poll.id,
          total_ballots: poll.totalBallots,
          options: poll.options.map((o) => ({ id: o.id, voters: o.voters })),
        });
      },
    );
  };
}
