import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { refreshTokens } from '@kinderly/db';
import type { Role } from '@kinderly/shared';
import type { Config } from '../config.ts';
import { createAccessTokens, type AccessTokens } from '../lib/access-token.ts';
import { AppError } from '../lib/app-error.ts';

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
    // A signed token is not enough: its session must still be live, so logout, a password reset or a
    // deleted account shut the door at once instead of when the token expires.
    const live = await app.db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.familyId, claims.sid), eq(refreshTokens.userId, claims.sub), isNull(refreshTokens.revokedAt)))
      .limit(1);
    if (live.length === 0) throw AppError.unauthorized('Your session has ended. Please sign in again.');
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
