import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import type { Limiter } from '../../plugins/rate-limits.js';
import { keyedHash } from '../../security/crypto.js';

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
const checkers = new WeakMap<Limiter, Guard>();

/**
 * Tries per NIN (or virtual NIN), whatever the address: a register cannot be probed for one
 * person by spreading the tries over many addresses. The key is a keyed hash, never the number.
 */
export function perNinLimit(ctx: AppContext, limit: Limiter) {
  // One counter for every route that takes a NIN: each checker the limiter makes counts alone.
  const made = checkers.get(limit);
  if (made) return made;
  const check = limit('code_send_nin', (request) => {
    const nin = (request.body as { nin?: unknown } | undefined)?.nin;
    const compact = typeof nin === 'string' ? nin.replace(/[\s-]/g, '').toUpperCase() : '';
    return keyedHash(ctx.secrets.lookupKey, `nin-limit:${compact}`);
  });
  const guard: Guard = async (request, reply) => {
    const nin = (request.body as { nin?: unknown } | undefined)?.nin;
    if (typeof nin === 'string' && nin.trim() !== '') {
      await check.call(request.server, request, reply);
    }
  };
  checkers.set(limit, guard);
  return guard;
}
