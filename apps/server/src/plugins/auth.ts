import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '@kinderly/shared';
import type { Config } from '../config.ts';
import { createAccessTokens, type AccessTokens } from '../lib/access-token.ts';
import { AppError } from '../lib/app-error.ts';
import { LiveSessions } from '../lib/live-sessions.ts';

/** Who is calling, from a verified access token. */
export interface Actor {
  userId: string;
  role: Role;
  email: string;
  /** The refresh-token family this access token was issued with. */
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: AccessTokens;
    /** Which sessions are live; services that end sessions tell it (ADR 003, addendum). */
    sessions: LiveSessions;
    /** onRequest hook of the API scope: applies each route's `config.auth` and `config.roles`. */
    authGuard(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    /**
     * The signed-in caller. The auth guard has verified it on every route that needs a token (the default),
     * so handlers read it as is; read on a 'public' or 'optional' route without a valid token, it throws 401.
     */
    readonly actor: Actor;
    /** The caller when a valid token came, else null: what 'optional' routes read. */
    optionalActor: Actor | null;
  }
  interface FastifyContextConfig {
    /**
     * Absent: a valid bearer token is required (the default, so a new route is never open by mistake).
     * 'public': no token (SPEC section 7's public calls). 'optional': the actor is set when a valid token comes.
     */
    auth?: 'public' | 'optional';
    /** Roles whose token may call; absent means every signed-in role. Build it from @kinderly/shared's tables. */
    roles?: readonly Role[];
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

export const authPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  const tokens = createAccessTokens(config.JWT_SECRET);
  app.decorate('tokens', tokens);
  const sessions = new LiveSessions({
    db: app.db,
    clock: app.clock,
    ttlMs: config.SESSION_CACHE_TTL_MS,
    redis: app.redis,
    log: app.log.child({ module: 'sessions' }),
  });
  await sessions.start();
  app.decorate('sessions', sessions);
  app.addHook('onClose', () => sessions.close());
  app.decorateRequest('optionalActor', null);
  app.decorateRequest('actor', {
    getter(this: FastifyRequest): Actor {
      if (!this.optionalActor) throw AppError.unauthorized();
      return this.optionalActor;
    },
  });

  async function authenticate(request: FastifyRequest) {
    const token = bearerToken(request);
    if (!token) throw AppError.unauthorized('Sign in to continue: this call needs a bearer access token.');
    const claims = await tokens.verify(token);
    // A signed token is not enough: its session must still be live, so logout or a password reset shut the door
    // at once in this process (and through Redis in the others) instead of when the token expires.
    if (!(await sessions.isLive(claims.sub, claims.sid))) {
      throw AppError.unauthorized('Your session has ended. Please sign in again.');
    }
    request.optionalActor = { userId: claims.sub, role: claims.role, email: claims.email, sessionId: claims.sid };
  }

  app.decorate('authGuard', async (request: FastifyRequest) => {
    const { auth, roles } = request.routeOptions.config;
    if (auth === 'public') return;
    if (auth === 'optional') {
      if (bearerToken(request)) await authenticate(request).catch(() => undefined);
      return;
    }
    await authenticate(request);
    if (roles && !roles.includes(request.actor.role)) throw AppError.forbidden();
  });
});
