import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createNanny, createParent, createUser, DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '@kinderly/db';
import { readTokenClaims, Role } from '@kinderly/shared';
import { bearer, freshAddress, loginAs, PASSWORD } from './account-helpers.ts';
import { testConfig, useTestApp } from './helpers.ts';

const ctx = useTestApp();
const SECRET = testConfig().JWT_SECRET;

const login = (userNameOrEmail: string, password: string, remoteAddress = freshAddress()) =>
  ctx.app.inject({ method: 'POST', url: '/api/account/login', payload: { userNameOrEmail, password }, remoteAddress });

const withoutRequestId = (body: Record<string, unknown>) => ({ ...body, requestId: undefined });

describe('POST /api/account/login', () => {
  it('signs in by e-mail or user name, in any case, and answers the stored auth token', async () => {
    const parent = await createParent(ctx.db.db, { userName: 'Maple.Mom', email: 'Maple.Mom@Example.com' });
    for (const identifier of ['maple.mom@example.com', 'MAPLE.MOM', ' Maple.Mom@Example.com ']) {
      const res = await login(identifier, PASSWORD);
      expect(res.statusCode, identifier).toBe(200);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(['accessToken', 'accessTokenExpiry', 'refreshToken']);
      expect(readTokenClaims(body.accessToken)?.sub).toBe(parent.id);
    }
  });

  it('answers a wrong password exactly as an unknown account', async () => {
    const parent = await createParent(ctx.db.db);
    const wrong = await login(parent.email, 'Not-The-Password-1');
    const unknown = await login('nobody-here@example.com', 'Not-The-Password-1');
    const unknownName = await login('nobody-here', 'Not-The-Password-1');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(withoutRequestId(wrong.json())).toEqual(withoutRequestId(unknown.json()));
    expect(withoutRequestId(unknownName.json())).toEqual(withoutRequestId(unknown.json()));
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect(wrong.json()).not.toHaveProperty('user');
  });

  it('refuses an unconfirmed e-mail with a body that carries the user', async () => {
    const user = await createParent(ctx.db.db, { emailConfirmed: false, language: 'fr' });
    const res = await login(user.email, PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'EMAIL_NOT_CONFIRMED',
      user: { id: user.id, email: user.email, userName: user.userName, emailConfirmed: false, language: 'fr' },
    });
    expect(res.json().user).not.toHaveProperty('passwordHash');
    // Only the right password learns that the account exists.
    const wrong = await login(user.email, 'Not-The-Password-1');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).not.toHaveProperty('user');
  });

  it('answers 400 with field keys for a missing password or identifier', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/account/login', payload: { userNameOrEmail: '' } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['Password', 'UserNameOrEmail']);
  });

  it('lets every demo account of the seed sign in with the README password', async () => {
    await seedDemo(ctx.db.db);
    for (const account of DEMO_ACCOUNTS) {
      const res = await login(account.email, DEMO_PASSWORD);
      expect(res.statusCode, account.email).toBe(200);
      expect(readTokenClaims(res.json().accessToken)?.role).toBe(account.role);
      expect((await login(account.userName, DEMO_PASSWORD)).statusCode).toBe(200);
    }
  });
});

describe('access token', () => {
  it('is an HS256 JWT of 15 minutes carrying the claims of SPEC section 3', async () => {
    const nanny = await createNanny(ctx.db.db, { isTemporary: true, registrationComplete: false });
    const result = await loginAs(ctx.app, nanny);
    const header = JSON.parse(Buffer.from(result.accessToken.split('.')[0]!, 'base64url').toString());
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
    const claims = readTokenClaims(result.accessToken)!;
    expect(claims).toMatchObject({
      sub: nanny.id,
      role: Role.Nanny,
      isTemporary: true,
      childrenCount: 0,
      creditCardsCount: 0,
      registrationComplete: false,
      autoLoginRole: null,
      autoLoginUrl: null,
      email: nanny.email,
      numberInQueue: 0,
    });
    expect(claims.exp - claims.iat).toBe(15 * 60);
    expect(new Date(result.accessTokenExpiry).getTime()).toBe(claims.exp * 1000);
  });

  async function forge(alter: (claims: Record<string, unknown>) => Promise<string>) {
    const user = await createParent(ctx.db.db);
    const good = readTokenClaims((await loginAs(ctx.app, user)).accessToken)!;
    const token = await alter({ ...good });
    return ctx.app.inject({
      method: 'GET',
      url: '/api/account/getUser',
      headers: { authorization: `Bearer ${token}` },
    });
  }

  it('is refused when expired', async () => {
    const res = await forge((claims) =>
      new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 5 })
        .setProtectedHeader({ alg: 'HS256' })
        .sign(new TextEncoder().encode(SECRET)),
    );
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/expired/);
  });

  it('is refused when signed with another secret', async () => {
    const res = await forge((claims) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .sign(new TextEncoder().encode('another-secret-another-secret-another-1234')),
    );
    expect(res.statusCode).toBe(401);
  });

  it('is refused with alg none or another HMAC algorithm', async () => {
    const none = await forge(async (claims) => new UnsecuredJWT(claims).encode());
    expect(none.statusCode).toBe(401);
    const hs512 = await forge((claims) =>
      new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).sign(new TextEncoder().encode(SECRET)),
    );
    expect(hs512.statusCode).toBe(401);
  });

  it('is refused when the claims are not ours (role out of range, other audience)', async () => {
    const role = await forge((claims) =>
      new SignJWT({ ...claims, role: 9 }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(SECRET)),
    );
    expect(role.statusCode).toBe(401);
    const audience = await forge((claims) =>
      new SignJWT({ ...claims, aud: 'someone-else' })
        .setProtectedHeader({ alg: 'HS256' })
        .sign(new TextEncoder().encode(SECRET)),
    );
    expect(audience.statusCode).toBe(401);
  });

  it('works as a bearer token, and a token of a deleted account stops working', async () => {
    const user = await createUser(ctx.db.db);
    const headers = bearer(await loginAs(ctx.app, user));
    expect((await ctx.app.inject({ method: 'GET', url: '/api/account/getUser', headers })).statusCode).toBe(200);
    const { users } = await import('@kinderly/db');
    const { eq } = await import('drizzle-orm');
    await ctx.db.db.delete(users).where(eq(users.id, user.id));
    expect((await ctx.app.inject({ method: 'GET', url: '/api/account/getUser', headers })).statusCode).toBe(401);
  });
});
