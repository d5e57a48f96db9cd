import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccountDeps } from '../../services/account/deps.ts';

export const TAGS = ['account'];
export const PUBLIC = { auth: 'public' } as const;
export const BEARER = [{ bearerAuth: [] }];

export function accountDeps(app: FastifyInstance, request: FastifyRequest): AccountDeps {
  return {
    db: app.db,
    tokens: app.tokens,
    sessions: app.sessions,
    mailer: app.mailer,
    throttle: app.throttle,
    publicUrl: app.config.PUBLIC_URL.replace(/\/+$/, ''),
    log: request.log,
    jobs: app.jobs,
    clock: app.clock,
  };
}
