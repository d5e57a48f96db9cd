import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { AccountDeps } from '../../services/account/deps.ts';

export const TAGS = ['account'];
export const PUBLIC = { auth: 'public' } as const;
export const BEARER = [{ bearerAuth: [] }];

export function accountDeps(app: FastifyInstance, request: FastifyRequest): AccountDeps {
  return {
    db: app.db,
    tokens: app.tokens,
    mailer: app.mailer,
    throttle: app.throttle,
    publicUrl: app.config.PUBLIC_URL.replace(/\/+$/, ''),
    log: request.log,
  };
}

/** The auth guard has run on every non-public route, so an actor is there; this only narrows the type. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw AppError.unauthorized();
  return request.actor;
}
