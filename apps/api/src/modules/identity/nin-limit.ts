import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import type { Limiter } from '../../plugins/rate-limits.js';
import { keyedHash } from '../../security/crypto.js';

/**
 * Tries per NIN (or virtual NIN), whatever the address: a register cannot be probed for one
 * person by spreading the tries over many addresses or over the routes that take a NIN (a limit
 * counts once across all its routes). The key is a keyed hash, never the number.
 */
export function perNinLimit(ctx: AppContext, limit: Limiter) {
  const check = limit('code_send_nin', (request) => {
    const nin = (request.body as { nin?: unknown } | undefined)?.nin;
    const compact = typeof nin === 'string' ? nin.replace(/[\s-]/g, '').toUpperCase() : '';
    return keyedHash(ctx.secrets.lookupKey, `nin-limit:${compact}`);
  });
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const nin = (request.body as { nin?: unknown } | undefined)?.nin;
    if (typeof nin === 'string' && nin.trim() !== '') {
      await check.call(request.server, request, reply);
    }
  };
}
