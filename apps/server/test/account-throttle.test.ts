import { describe, expect, it } from 'vitest';
import { createParent } from '@kinderly/db';
import { freshAddress, PASSWORD } from './account-helpers.ts';
import { useTestApp } from './helpers.ts';

// Small limits and a short window so that the window's end can be waited for.
const WINDOW = 1500;
const ctx = useTestApp({
  deps: {
    accountLimits: {
      login: { perAccount: { max: 3, windowMs: WINDOW }, perAddress: { max: 5, windowMs: WINDOW } },
      forgotPassword: { perAccount: { max: 2, windowMs: WINDOW }, perAddress: { max: 4, windowMs: WINDOW } },
    },
  },
});

const login = (userNameOrEmail: string, password: string, remoteAddress: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/account/login', payload: { userNameOrEmail, password }, remoteAddress });
const forgot = (email: string, remoteAddress: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/account/forgotPassword', payload: { email }, remoteAddress });

function expectThrottled(res: Awaited<ReturnType<typeof login>>) {
  expect(res.statusCode).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(Math.ceil(WINDOW / 1000));
  expect(res.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED', error: 'Too Many Requests' });
}

describe('login throttling', () => {
  it('locks an account after its failures, from any address, even with the right password', async () => {
    const user = await createParent(ctx.db.db);
    for (let i = 0; i < 3; i++)
      expect((await login(user.email, 'Wrong-Password-1', freshAddress())).statusCode).toBe(401);
    expectThrottled(await login(user.email, PASSWORD, freshAddress()));
    // The user name is the same account.
    expectThrottled(await login(user.userName.toUpperCase(), PASSWORD, freshAddress()));
    await new Promise((done) => setTimeout(done, WINDOW + 100));
    expect((await login(user.email, PASSWORD, freshAddress())).statusCode).toBe(200);
  });

  it('counts unknown accounts the same way, so throttling tells nothing', async () => {
    for (let i = 0; i < 3; i++)
      expect((await login('ghost@example.com', 'Wrong-Password-1', freshAddress())).statusCode).toBe(401);
    expectThrottled(await login('ghost@example.com', 'Wrong-Password-1', freshAddress()));
  });

  it('limits one address trying many accounts', async () => {
    const address = freshAddress();
    for (let i = 0; i < 5; i++)
      expect((await login(`someone${i}@example.com`, 'Wrong-Password-1', address)).statusCode).toBe(401);
    const user = await createParent(ctx.db.db);
    expectThrottled(await login(user.email, PASSWORD, address));
    expect((await login(user.email, PASSWORD, freshAddress())).statusCode).toBe(200);
  });

  it("forgets an account's failures after a successful sign-in", async () => {
    const user = await createParent(ctx.db.db);
    for (let i = 0; i < 2; i++) await login(user.email, 'Wrong-Password-1', freshAddress());
    expect((await login(user.email, PASSWORD, freshAddress())).statusCode).toBe(200);
    for (let i = 0; i < 2; i++)
      expect((await login(user.email, 'Wrong-Password-1', freshAddress())).statusCode).toBe(401);
    expect((await login(user.email, PASSWORD, freshAddress())).statusCode).toBe(200);
  });
});

describe('forgotPassword throttling', () => {
  it('limits requests per account, known or not', async () => {
    const user = await createParent(ctx.db.db);
    for (const email of [user.email, 'nobody-known@example.com']) {
      for (let i = 0; i < 2; i++) expect((await forgot(email, freshAddress())).statusCode).toBe(200);
      expectThrottled(await forgot(email.toUpperCase(), freshAddress()));
    }
  });

  it('limits requests per address', async () => {
    const address = freshAddress();
    for (let i = 0; i < 4; i++) expect((await forgot(`person${i}@example.com`, address)).statusCode).toBe(200);
    expectThrottled(await forgot('person9@example.com', address));
    expect((await forgot('person9@example.com', freshAddress())).statusCode).toBe(200);
  });
});

describe('default limits', () => {
  it('are 5 failed logins per account and 20 per address in 15 minutes', async () => {
    const { DEFAULT_ACCOUNT_LIMITS } = await import('../src/lib/throttle.ts');
    expect(DEFAULT_ACCOUNT_LIMITS.login).toEqual({
      perAccount: { max: 5, windowMs: 15 * 60_000 },
      perAddress: { max: 20, windowMs: 15 * 60_000 },
    });
  });
});
