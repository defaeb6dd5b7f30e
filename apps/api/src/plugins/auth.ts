import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { AppError } from '../errors.js';
import { authenticate, type Actor } from '../sessions/index.js';

declare module 'fastify' {
  interface FastifyRequest {
    actor?: Actor;
  }
}

export type Access = 'user' | 'verified' | 'admin';

export const notVerifiedMessage = 'messages.verifyToContinue';
export const consentRequiredMessage = 'messages.consentRequired';

interface AccessOptions {
  /**
   * Answers before the current privacy policy is accepted: accepting it, logging out, and the
   * rights that must never wait on consent (downloading one's data, erasing the account).
   */
  beforeConsent?: boolean;
}

export const bearerToken = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
};

/** An onRequest hook (before validation: no login, no details) that admits only the given kind of actor: 401 without a valid session, else 403. */
export function requireAccess(ctx: AppContext, access: Access, options: AccessOptions = {}) {
  const guard = async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const actor = token ? await authenticate(ctx.db, ctx.secrets, token, ctx.sessions) : null;
    if (!actor) throw new AppError('UNAUTHENTICATED', 'messages.logInToContinue');
    if (!actor.policyAccepted && !options.beforeConsent) {
      throw new AppError('CONSENT_REQUIRED', consentRequiredMessage);
    }
    if (access === 'admin' && actor.role !== 'admin') {
      throw new AppError('FORBIDDEN', 'messages.onlyAdministratorsCanDo');
    }
    if (access === 'verified' && !actor.identityVerified && actor.role !== 'admin') {
      throw new AppError('NOT_VERIFIED', notVerifiedMessage);
    }
    request.actor = actor;
  };
  // Read by the OpenAPI document to state who may call each route.
  return Object.assign(guard, { access });
}

/** The access a route's onRequest guard demands, if it has one. */
export function accessOf(onRequest: unknown): Access | undefined {
  const hooks: unknown[] = Array.isArray(onRequest) ? onRequest : [onRequest];
  for (const hook of hooks) {
    const access = (hook as { access?: Access } | undefined)?.access;
    if (access) return access;
  }
  return undefined;
}

/** The actor a guarded route was admitted with. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('UNAUTHENTICATED', 'messages.logInToContinue');
  return request.actor;
}
