import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AppContext } from '../../context.js';
import { cookieBase } from '../../plugins/cookies.js';
import type { Limiter } from '../../plugins/rate-limits.js';
import { keyedHash, randomToken } from '../../security/crypto.js';
import { normalizeEmail } from '../accounts/index.js';

/*
 * Failed log-ins slow a guesser down without locking the owner out (OWASP, "Slow Down Online
 * Guessing Attacks with Device Cookies"). A browser that has logged in to an account holds a
 * signed device cookie for it; its attempts count against that device only. Attempts without one
 * count per account and address (`login_account`) and, against guessing from many addresses, per
 * account (`login_untrusted_account`), which the owner's own devices bypass.
 */

const deviceCookie = 'civicng_device';
const deviceLifetimeSeconds = 365 * 24 * 60 * 60;

/** The normalised e-mail of a request body that carries one (log-in, forgotten password). */
export const emailOf = (request: { body: unknown }) => {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? normalizeEmail(body.email) : undefined;
};

const signature = (ctx: AppContext, nonce: string, email: string) =>
  keyedHash(ctx.secrets.lookupKey, `login-device:${nonce}:${email}`);

/** Whether the request carries a device cookie issued to a browser that logged in to `email`. */
function hasDeviceCookie(ctx: AppContext, request: FastifyRequest, email: string): boolean {
  const [nonce, given] = request.cookies[deviceCookie]?.split('.') ?? [];
  if (!nonce || !given) return false;
  const expected = Buffer.from(signature(ctx, nonce, email));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** The per-account limits of POST /login/email (the per-address `login` limit comes first). */
export function loginThrottle(ctx: AppContext, limit: Limiter): preHandlerAsyncHookHandler {
  // Only consulted once the cookie is known to be valid, so its raw value names the device.
  const perDevice = limit('login_device', (r) => `${emailOf(r)}|${r.cookies[deviceCookie]}`);
  const perAccountAndAddress = limit('login_account', (r) => `${emailOf(r)}|${r.ip}`);
  const perAccount = limit('login_untrusted_account', emailOf);
  return async function (this, request: FastifyRequest, reply: FastifyReply) {
    const email = emailOf(request);
    if (!email) return;
    if (hasDeviceCookie(ctx, request, email)) {
      await perDevice.call(this, request, reply);
      return;
    }
    // In this order, an address already held back no longer eats into the account-wide allowance.
    await perAccountAndAddress.call(this, request, reply);
    await perAccount.call(this, request, reply);
  };
}

/** Gives the browser that just logged in to `email` its device cookie for that account. */
export function issueDeviceCookie(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  email: string,
): void {
  const nonce = randomToken(16);
  reply.setCookie(deviceCookie, `${nonce}.${signature(ctx, nonce, normalizeEmail(email))}`, {
    ...cookieBase(request, ctx.config),
    sameSite: 'strict',
    path: '/api/login',
    maxAge: deviceLifetimeSeconds,
  });
}
