import { randomUUID } from 'node:crypto';
import { stdSerializers } from 'pino';
import path from 'node:path';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { openConfiguredDatabase, type Database } from './db/client.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerMessageLanguage, sayTo } from './plugins/message-language.js';
import { registerHealth } from './plugins/health.js';
import { registerJsonBodyParser } from './plugins/json-body.js';
import { registerTextInputCheck } from './plugins/text-input.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerCookies } from './plugins/cookies.js';
import { registerUploads, registerWebApp } from './plugins/web-app.js';
import { apiRoutes, type ServerContext } from './routes.js';
import type { ChannelOptions } from './modules/channels/index.js';
import type { IdentityRegister } from './providers/identity/identity-register.js';
import { createIdentityRegister } from './providers/identity/create-identity-register.js';
import { createMailer } from './providers/mail/mailer.js';
import { createSmsSender } from './providers/sms/sms-sender.js';
import { loadSecrets } from './security/secrets.js';
import { ensureAdminFromConfig } from './modules/users/index.js';
import { LawAssistant, createAnswerer } from './modules/laws/index.js';
import {
  createGoogleFactCheck,
  factCheckPages,
  FactCheckSearch,
} from './modules/factcheck/index.js';
import { EventStreams, liveSessionIds, SessionCache } from './sessions/index.js';
import { LiveResults, BallotWriter } from './modules/polls/index.js';
import { webDistDir } from './paths.js';
import { Readiness } from './readiness.js';
import { packagedWordVectors } from './search/semantic/index.js';

export interface AppOptions {
  /** An already open database (tests share one per worker); otherwise opened from config. */
  database?: Database;
  logger?: FastifyServerOptions['logger'];
  /** Where the configured logger writes instead of stdout (tests read it back). */
  logStream?: { write(line: string): void };
  webDist?: string;
  /** Replaces the configured identity register. */
  identity?: IdentityRegister;
  channels?: ChannelOptions;
  /** Whether the process is ready yet (the server starts not ready); ready when not given. */
  readiness?: Readiness;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    ctx: ServerContext;
  }
}

export type App = FastifyInstance;

const apiVersion = '1.0.0';

/** Logs the route pattern, never the raw URL: tokens travel in some paths and queries. */
function requestSerializer(request: {
  method: string;
  url: string;
  id: string;
  routeOptions?: { url?: string };
}) {
  return {
    id: request.id,
    method: request.method,
    route: request.routeOptions?.url ?? request.url.split('?')[0],
  };
}

/**
 * Errors as pino prints them, less the parameters Drizzle writes into a failed query's message
 * (`…\nparams: <session id>,<user id>,…`), in the error and in each error it wraps.
 */
function errorSerializer(error: Error) {
  const scrub = (text: unknown) =>
    typeof text === 'string' ? text.replace(/\nparams: [^\n]*/g, '\nparams: [withheld]') : text;
  const out = stdSerializers.err(error) as ReturnType<typeof stdSerializers.err> & {
    [key: string]: unknown;
  };
  out.message = scrub(out.message) as string;
  out.stack = scrub(out.stack) as string;
  return out;
}

export function loggerOptions(config: Config) {
  return {
    level: config.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: { req: requestSerializer, err: errorSerializer },
  };
}

export async function buildApp(config: Config, options: AppOptions = {}): Promise<App> {
  const app = Fastify({
    logger: options.logStream
      ? { ...loggerOptions(config), stream: options.logStream }
      : (options.logger ?? loggerOptions(config)),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    forceCloseConnections: 'idle',
    // A client gets REQUEST_TIMEOUT_MS to send its whole request (then 408: slowloris); the timer
    // stops once the request is in, so streamed answers are not cut.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    // Then a deadline for the answer (503); the streaming routes hijack the reply, which ends it.
    handlerTimeout: config.HANDLER_TIMEOUT_MS,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    http: {
      requestTimeout: config.REQUEST_TIMEOUT_MS,
      headersTimeout: Math.min(config.HEADERS_TIMEOUT_MS, config.REQUEST_TIMEOUT_MS),
      // How often Node looks for requests past those timeouts (its default is every 30 s).
      connectionsCheckingInterval: Math.min(1_000, config.HEADERS_TIMEOUT_MS),
    },
    genReqId: () => randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = options.database ?? (await openConfiguredDatabase(config));
  app.decorate('config', config);
  app.decorate('database', database);
  if (!options.database) app.addHook('onClose', () => database.close());
  // While shutting down, answer in-flight requests with Connection: close so keep-alive
  // sockets end with their response instead of holding the close open.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  // Infrastructure first, then the API, then the web app that catches every other path.
  registerErrorHandler(app);
  registerMessageLanguage(app);
  registerJsonBodyParser(app);
  registerTextInputCheck(app);
  await registerSecurityHeaders(app);
  await registerCookies(app);
  registerHealth(app, database, options.readiness ?? new Readiness());
  await registerOpenApi(app, config.APP_NAME, apiVersion);

  const outbox = path.join(config.varDir, 'outbox');
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    outboxDir: path.join(outbox, 'mail'),
    log: (msg) => app.log.info(msg),
  });
  app.addHook('onClose', () => mailer.close());
  const wordVectors =
    config.SEMANTIC_VECTORS === 'packaged'
      ? () => packagedWordVectors(config.semanticCacheDir)
      : undefined;
  const sessions = new SessionCache(
    config.REDIS_URL,
    (error) => app.log.warn({ reason: (error as Error).message }, 'sessions: redis'),
    Date.now,
    database.kind === 'pglite',
  );
  app.addHook('onClose', () => sessions.close());
  const live = new LiveResults(
    database.db,
    config.REDIS_URL,
    config.REDIS_COMMAND_TIMEOUT_MS,
    (error) => app.log.warn({ err: error }, 'live results'),
  );
  app.addHook('onClose', () => live.close());
  const ctx: ServerContext = {
    config,
    database,
    db: database.db,
    secrets: loadSecrets(config, (msg) => app.log.warn(msg)),
    mailer,
    sms: createSmsSender({
      outboxDir: path.join(outbox, 'sms'),
      termii: config.TERMII_API_KEY
        ? {
            apiKey: config.TERMII_API_KEY,
            senderId: config.TERMII_SENDER_ID,
            baseUrl: config.TERMII_BASE_URL,
          }
        : undefined,
      log: (msg) => app.log.info(msg),
    }),
    identity: options.identity ?? createIdentityRegister(config, (msg) => app.log.warn(msg)),
    laws: new LawAssistant(database, createAnswerer(config)),
    factChecks: new FactCheckSearch(
      database,
      config.FACTCHECK_API_KEY
        ? createGoogleFactCheck({
            apiKey: config.FACTCHECK_API_KEY,
            baseUrl: config.FACTCHECK_API_URL,
          })
        : undefined,
      (error) => app.log.warn({ reason: (error as Error).message }, 'fact check tools'),
      wordVectors,
    ),
    sessions,
    ballots: new BallotWriter(database, (error) =>
      app.log.warn({ reason: (error as Error).message }, 'ballots: statistics'),
    ),
    streams: new EventStreams(),
    live,
    log: app.log,
  };
  app.decorate('ctx', ctx);
  ctx.streams.startHeartbeat(
    config.SSE_HEARTBEAT_SECONDS,
    (ids) => liveSessionIds(database.db, ids),
    (error) => app.log.warn({ err: error }, 'event stream session check'),
  );
  // Open event streams end when the server shuts down, so shutdown does not wait on them.
  app.addHook('preClose', async () => ctx.streams.closeAll());
  await ensureAdminFromConfig(ctx);
  if (!config.CONTACT_EMAIL) {
    app.log.warn('privacy: CONTACT_EMAIL is not set, so the privacy policy names no address');
  }
  if (!config.PUBLIC_URL) {
    app.log.warn(
      `links: PUBLIC_URL is not set, so mail links use ${config.publicUrl} and SMS and USSD texts name the website without a link`,
    );
  }
  await app.register(apiRoutes(ctx, options.channels), { prefix: '/api' });

  await app.register(factCheckPages(ctx));
  await registerUploads(app, path.join(config.varDir, 'uploads'));
  const { renderIndex, knowsPage } = await registerWebApp(
    app,
    config,
    options.webDist ?? webDistDir,
  );
  const sendIndex = (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Language, Cookie')
      .send(renderIndex?.(request));
  if (renderIndex) app.get('/', sendIndex);
  app.setNotFoundHandler((request, reply) => {
    const route = request.url.split('?')[0] ?? '';
    const accept = request.headers.accept ?? '*/*';
    // A page: any client but one asking for JSON alone (curl and link checkers send */*).
    const wantsPage = accept.includes('text/html') || accept.includes('*/*');
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !route.startsWith('/api/');
    if (renderIndex && isPage && wantsPage) {
      // A screen the app has answers 200; any other path 404, with the app's "Page not found".
      return sendIndex(request, reply.status(knowsPage && !knowsPage(request) ? 404 : 200));
    }
    const message = route.startsWith('/api/')
      ? sayTo(request, 'messages.noSuchApiEndpoint', { method: request.method, route })
      : 'messages.notFound';
    return reply.status(404).send({ message, code: 'NOT_FOUND' });
  });
  return app;
}
