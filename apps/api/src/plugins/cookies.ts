import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';

/** Cookie parsing for every route (sign-in binding, login device cookies). */
export async function registerCookies(app: FastifyInstance): Promise<void> {
  await app.register(cookie);
}

/** Options every cookie we set shares: script cannot read it, and it is Secure once on https. */
export const cookieBase = (request: FastifyRequest, config: Pick<Config, 'publicUrl'>) => ({
  httpOnly: true,
  secure: request.protocol === 'https' || config.publicUrl.startsWith('https:'),
});
