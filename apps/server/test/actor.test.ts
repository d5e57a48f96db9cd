import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createParent } from '@kinderly/db';
import { bearer, loginAs } from './account-helpers.ts';
import { useTestApp } from './helpers.ts';

/** A probe scope under the same auth guard as /api, with one route per auth mode reading `request.actor`. */
function addProbeRoutes(app: FastifyInstance) {
  void app.register(
    async (scope) => {
      scope.addHook('onRequest', scope.authGuard);
      scope.get('/default', async (request) => ({ userId: request.actor.userId }));
      scope.get('/optional', { config: { auth: 'optional' } }, async (request) => ({
        userId: request.actor.userId,
      }));
      scope.get('/optional-nullable', { config: { auth: 'optional' } }, async (request) => ({
        userId: request.optionalActor?.userId ?? null,
      }));
    },
    { prefix: '/probe' },
  );
}

const ctx = useTestApp({ extend: addProbeRoutes });

describe('request.actor', () => {
  // One route of each domain that used to re-derive the actor itself.
  it.each([
    ['GET', '/api/account/getUser'],
    ['GET', '/api/enrollment/getChildren'],
    ['GET', '/api/childcareProvider/getProviderForCurrentUser'],
    ['GET', '/api/payments/getCreditCards'],
    ['PUT', '/api/policies/updatePolicy'],
    ['GET', '/api/file/00000000-0000-4000-8000-000000000000'],
    ['POST', '/api/surveys'],
  ] as const)('%s %s (default auth) answers 401 without a token', async (method, url) => {
    const res = await ctx.app.inject({ method, url });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('is the signed-in caller on a default-auth route', async () => {
    const parent = await createParent(ctx.db.db);
    const res = await ctx.app.inject({ url: '/probe/default', headers: bearer(await loginAs(ctx.app, parent)) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ userId: parent.id });
  });

  it('throws 401 when read on an optional route without a token, instead of being null', async () => {
    const res = await ctx.app.inject({ url: '/probe/optional' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
  });

  it('is the caller on an optional route when a token comes; optionalActor is null without one', async () => {
    const parent = await createParent(ctx.db.db);
    const headers = bearer(await loginAs(ctx.app, parent));
    expect((await ctx.app.inject({ url: '/probe/optional', headers })).json()).toEqual({ userId: parent.id });
    expect((await ctx.app.inject({ url: '/probe/optional-nullable', headers })).json()).toEqual({ userId: parent.id });
    expect((await ctx.app.inject({ url: '/probe/optional-nullable' })).json()).toEqual({ userId: null });
  });
});
