import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createHomeProvider, createNanny, createParent, createSuperAdmin, refreshTokens, users } from '@kinderly/db';
import { readTokenClaims, Role, type LoginResponse } from '@kinderly/shared';
import { bearer, loginAs } from './account-helpers.ts';
import { testConfig, useTestApp } from './helpers.ts';

const ctx = useTestApp();

const refresh = (tokens: Pick<LoginResponse, 'accessToken' | 'refreshToken'>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/account/refresh',
    payload: { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken },
  });

describe('POST /api/account/refresh', () => {
  it('rotates: a new pair each time, the old refresh token is used up', async () => {
    const first = await loginAs(ctx.app, await createParent(ctx.db.db));
    const res = await refresh(first);
    expect(res.statusCode).toBe(200);
    const second = res.json<LoginResponse>();
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(second.accessToken).not.toBe(first.accessToken);
    expect(readTokenClaims(second.accessToken)?.sid).toBe(readTokenClaims(first.accessToken)?.sid);
    expect((await refresh(second)).statusCode).toBe(200);
  });

  it('stores only a hash of the refresh token', async () => {
    const user = await createParent(ctx.db.db);
    const result = await loginAs(ctx.app, user);
    const rows = await ctx.db.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(result.refreshToken);
  });

  it('treats a reused refresh token as theft: 401 and the whole family is revoked', async () => {
    const first = await loginAs(ctx.app, await createParent(ctx.db.db));
    const second = (await refresh(first)).json<LoginResponse>();
    const replay = await refresh(first);
    expect(replay.statusCode).toBe(401);
    // The legitimate holder of the newest token is signed out too.
    expect((await refresh(second)).statusCode).toBe(401);
  });

  it("accepts an expired access token but not a forged one or another user's", async () => {
    const user = await createParent(ctx.db.db);
    const result = await loginAs(ctx.app, user);
    const claims = readTokenClaims(result.accessToken)!;
    const secret = new TextEncoder().encode(testConfig().JWT_SECRET);
    const expired = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 3600 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(secret);
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('x'.repeat(40)));
    const other = await loginAs(ctx.app, await createParent(ctx.db.db));

    expect((await refresh({ accessToken: forged, refreshToken: result.refreshToken })).statusCode).toBe(401);
    expect((await refresh({ accessToken: other.accessToken, refreshToken: result.refreshToken })).statusCode).toBe(401);
    expect((await refresh({ accessToken: 'garbage', refreshToken: result.refreshToken })).statusCode).toBe(401);
    expect((await refresh({ accessToken: expired, refreshToken: result.refreshToken })).statusCode).toBe(200);
  });

  it('refuses an unknown or expired refresh token, and a body without the fields', async () => {
    const user = await createParent(ctx.db.db);
    const result = await loginAs(ctx.app, user);
    expect((await refresh({ accessToken: result.accessToken, refreshToken: 'not-a-token' })).statusCode).toBe(401);
    await ctx.db.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.userId, user.id));
    expect((await refresh(result)).statusCode).toBe(401);
    const empty = await ctx.app.inject({ method: 'POST', url: '/api/account/refresh', payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().errors).sort()).toEqual(['AccessToken', 'RefreshToken']);
  });

  it('carries fresh claims from the database', async () => {
    const user = await createParent(ctx.db.db, { registrationComplete: false });
    const result = await loginAs(ctx.app, user);
    await ctx.db.db.update(users).set({ registrationComplete: true }).where(eq(users.id, user.id));
    const next = (await refresh(result)).json<LoginResponse>();
    expect(readTokenClaims(next.accessToken)?.registrationComplete).toBe(true);
  });
});

describe('POST /api/account/logout', () => {
  it('revokes the session at once: its refresh token stops working, other sessions go on', async () => {
    const user = await createParent(ctx.db.db);
    const phone = await loginAs(ctx.app, user);
    const laptop = await loginAs(ctx.app, user);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/account/logout', headers: bearer(phone) });
    expect(res.statusCode).toBe(200);
    expect((await refresh(phone)).statusCode).toBe(401);
    expect((await refresh(laptop)).statusCode).toBe(200);
  });

  it('shuts out the access token of the ended session before it expires', async () => {
    const user = await createParent(ctx.db.db);
    const phone = await loginAs(ctx.app, user);
    const getUser = () => ctx.app.inject({ method: 'GET', url: '/api/account/getUser', headers: bearer(phone) });
    expect((await getUser()).statusCode).toBe(200);
    await ctx.app.inject({ method: 'POST', url: '/api/account/logout', headers: bearer(phone) });
    const after = await getUser();
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toMatch(/session has ended/);
  });

  it('needs the bearer token', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/account/logout' })).statusCode).toBe(401);
  });
});

describe('POST /api/account/switchCurrentRole', () => {
  const switchRole = (login: LoginResponse, currentRole: number, newRole: number) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/account/switchCurrentRole?currentRole=${currentRole}&newRole=${newRole}`,
      headers: bearer(login),
    });

  it('lets a parent become a home provider, and back, with new tokens each time', async () => {
    const parent = await createParent(ctx.db.db);
    const first = await loginAs(ctx.app, parent);
    const res = await switchRole(first, Role.Parent, Role.HomeProvider);
    expect(res.statusCode).toBe(200);
    const asProvider = res.json<LoginResponse>();
    expect(readTokenClaims(asProvider.accessToken)?.role).toBe(Role.HomeProvider);
    const [row] = await ctx.db.db.select().from(users).where(eq(users.id, parent.id));
    expect(row).toMatchObject({ currentRole: Role.HomeProvider, roles: [Role.Parent, Role.HomeProvider] });
    // The session the switch came from is over.
    expect((await refresh(first)).statusCode).toBe(401);

    const back = await switchRole(asProvider, Role.HomeProvider, Role.Parent);
    expect(back.statusCode).toBe(200);
    expect(readTokenClaims(back.json().accessToken)?.role).toBe(Role.Parent);
  });

  it('lets a nanny become a provider and a provider become a parent', async () => {
    const nanny = await loginAs(ctx.app, await createNanny(ctx.db.db));
    expect((await switchRole(nanny, Role.Nanny, Role.HomeProvider)).statusCode).toBe(200);
    const provider = await loginAs(ctx.app, await createHomeProvider(ctx.db.db));
    const res = await switchRole(provider, Role.HomeProvider, Role.Parent);
    expect(res.statusCode).toBe(200);
    expect(readTokenClaims(res.json().accessToken)?.role).toBe(Role.Parent);
  });

  it('refuses a role that may not be taken on (403) and a wrong current role (400)', async () => {
    const parent = await loginAs(ctx.app, await createParent(ctx.db.db));
    expect((await switchRole(parent, Role.Parent, Role.SuperAdmin)).statusCode).toBe(403);
    expect((await switchRole(parent, Role.Parent, Role.Nanny)).statusCode).toBe(403);
    const provider = await loginAs(ctx.app, await createHomeProvider(ctx.db.db));
    expect((await switchRole(provider, Role.HomeProvider, Role.Nanny)).statusCode).toBe(403);
    const admin = await loginAs(ctx.app, await createSuperAdmin(ctx.db.db));
    expect((await switchRole(admin, Role.SuperAdmin, Role.HomeProvider)).statusCode).toBe(403);
    const wrong = await switchRole(parent, Role.Nanny, Role.HomeProvider);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toHaveProperty('CurrentRole');
  });

  it('lets an administrator who also holds a role switch to it', async () => {
    const admin = await createSuperAdmin(ctx.db.db, { roles: [Role.SuperAdmin, Role.Parent] });
    const res = await switchRole(await loginAs(ctx.app, admin), Role.SuperAdmin, Role.Parent);
    expect(res.statusCode).toBe(200);
  });

  it('answers 400 for roles that are not numbers of the spec, 401 without a token', async () => {
    const parent = await loginAs(ctx.app, await createParent(ctx.db.db));
    const bad = await switchRole(parent, Role.Parent, 7);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('NewRole');
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/switchCurrentRole',
      headers: bearer(parent),
    });
    expect(missing.statusCode).toBe(400);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/account/switchCurrentRole?currentRole=1&newRole=0' }))
        .statusCode,
    ).toBe(401);
  });
});

describe('switchCurrentRole query', () => {
  it('refuses an empty role instead of reading it as HomeProvider', async () => {
    const parent = await loginAs(ctx.app, await createParent(ctx.db.db));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/switchCurrentRole?currentRole=1&newRole=',
      headers: bearer(parent),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('NewRole');
  });

  it('is documented in OpenAPI', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json();
    const names = doc.paths['/api/account/switchCurrentRole'].post.parameters.map((p: { name: string }) => p.name);
    expect(names.sort()).toEqual(['currentRole', 'newRole']);
  });
});
