import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { accessOf, type Access } from './auth.js';
import { contentSecurityPolicy, cspHeader } from './security-headers.js';

const tags: [RegExp, string][] = [
  [/^\/api\/(user\/chat-history|ask|laws|answer-reports|admin\/answer-reports)/, 'Law of the Land'],
  [/^\/api\/(polls?|votes|upload-image)\b/, 'Polls and votes'],
  [/^\/api\/(fact-check|admin\/fact-checks)/, 'Fact checker'],
  [/^\/api\/(faqs|admin\/faqs)/, 'Top questions'],
  [/^\/api\//, 'Accounts'],
];
const tagFor = (url: string) => tags.find(([pattern]) => pattern.test(url))?.[1] ?? 'Accounts';

const who: Record<Access, string> = {
  user: 'Needs a logged-in user (bearer token).',
  verified: 'Needs a user whose phone number and NIN are verified (bearer token).',
  admin: 'Needs an administrator (bearer token).',
};

/**
 * The OpenAPI document, generated from the zod contracts the routes validate with, at
 * /api/openapi.json, and a Swagger UI page at /api/docs. Registered before the routes so it sees
 * them all; only /api routes are described.
 */
export async function registerOpenApi(app: FastifyInstance, appName: string, version: string) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${appName} API`,
        version,
        description:
          'Errors are JSON `{ message, code }` with a 4xx status. Authenticated calls send ' +
          '`Authorization: Bearer <access_token>` from POST /api/login/email.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: (document) => {
      const { url, route } = document;
      if (!url.startsWith('/api/') || url.startsWith('/api/docs')) {
        return { schema: { ...document.schema, hide: true }, url };
      }
      const transformed = jsonSchemaTransform(document);
      const access = accessOf(route.onRequest);
      const schema = {
        ...transformed.schema,
        tags: [tagFor(url)],
        ...(access ? { security: [{ bearer: [] }], description: who[access] } : {}),
      };
      return { schema, url: transformed.url };
    },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(app.swagger()),
  );
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // Swagger UI sets element styles from script; nothing else is loosened.
    staticCSP: cspHeader({ ...contentSecurityPolicy, styleSrc: ["'self'", "'unsafe-inline'"] }),
    uiConfig: { docExpansion: 'list', deepLinking: false, validatorUrl: null },
  });
}
