import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** The policy the built web app runs under: its own scripts, styles and API only, never framed. */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  manifestSrc: ["'self'"],
  workerSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

export const cspHeader = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(
      ([name, values]) =>
        `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${values.join(' ')}`,
    )
    .join('; ');

const hsts = 'max-age=31536000; includeSubDomains';

/**
 * Helmet's headers with a strict CSP. HSTS is sent only on requests that arrived over TLS (directly
 * or, with TRUST_PROXY, through a proxy that says so): browsers ignore it over plain HTTP, and a
 * plain-HTTP development server must not claim it.
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: { ...contentSecurityPolicy, upgradeInsecureRequests: null },
    },
    strictTransportSecurity: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', hsts);
  });
}
