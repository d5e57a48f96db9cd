import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountTokens, createParent, users, verifyPassword } from '@kinderly/db';
import type { LoginResponse } from '@kinderly/shared';
import { bearer, freshAddress, lastMailTo, linkIn, loginAs, outbox, PASSWORD } from './account-helpers.ts';
import { useTestApp } from './helpers.ts';

const ctx = useTestApp({ env: { PUBLIC_URL: 'https://kinderly.test' } });
const NEW_PASSWORD = 'Fresh-Maple-Leaf-77';

const forgot = (email: string, remoteAddress = freshAddress()) =>
  ctx.app.inject({ method: 'POST', url: '/api/account/forgotPassword', payload: { email }, remoteAddress });
const reset = (payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/account/resetPassword', payload });
const refresh = (tokens: LoginResponse) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/account/refresh',
    payload: { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken },
  });

async function resetLinkFor(email: string) {
  const link = linkIn(await lastMailTo(ctx.app, email), '/resetpassword');
  return { userId: link.searchParams.get('userId')!, token: link.searchParams.get('token')! };
}

describe('POST /api/account/forgotPassword', () => {
  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const user = await createParent(ctx.db.db, { language: 'fr' });
    const before = (await outbox(ctx.app)).length;
    const known = await forgot(user.email.toUpperCase());
    const unknown = await forgot('nobody-at-all@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    const mails = await outbox(ctx.app);
    expect(mails.length).toBe(before + 1);
    expect(mails[0]).toMatchObject({ to: user.email, subject: 'Réinitialisez votre mot de passe' });
    const link = linkIn(mails[0]!, '/resetpassword');
    expect(link.href.startsWith('https://kinderly.test/resetpassword?')).toBe(true);
    expect(link.searchParams.get('userId')).toBe(user.id);
  });

  it('answers 400 for a malformed address', async () => {
    const res = await forgot('not an address');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('Email');
  });
});

describe('POST /api/account/resetPassword', () => {
  it('sets the new password once, ends every session and leaves the old password useless', async () => {
    const user = await createParent(ctx.db.db);
    const session = await loginAs(ctx.app, user);
    const other = await loginAs(ctx.app, user);
    const getUser = (login: LoginResponse) =>
      ctx.app.inject({ method: 'GET', url: '/api/account/getUser', headers: bearer(login) });
    // Both sessions are known live to this process before the reset...
    expect((await getUser(session)).statusCode).toBe(200);
    expect((await getUser(other)).statusCode).toBe(200);
    await forgot(user.email);
    const { userId, token } = await resetLinkFor(user.email);

    const res = await reset({ userId, token, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    // ...and their access tokens stop working at once, not when the session cache's entries expire.
    expect((await getUser(session)).statusCode).toBe(401);
    expect((await getUser(other)).statusCode).toBe(401);
    const [row] = await ctx.db.db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(row!.passwordHash, NEW_PASSWORD)).toBe(true);
    expect(await verifyPassword(row!.passwordHash, PASSWORD)).toBe(false);
    expect((await refresh(session)).statusCode).toBe(401);
    await loginAs(ctx.app, user, NEW_PASSWORD);

    const again = await reset({
      userId,
      token,
      password: 'Another-Phrase-99',
      passwordConfirmation: 'Another-Phrase-99',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('INVALID_TOKEN');
  });

  it('refuses an expired link, and only the newest link works', async () => {
    const user = await createParent(ctx.db.db);
    await forgot(user.email);
    const first = await resetLinkFor(user.email);
    await forgot(user.email);
    const second = await resetLinkFor(user.email);
    const body = { password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD };
    expect((await reset({ ...first, ...body })).statusCode).toBe(400);

    const [row] = await ctx.db.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.userId, user.id))
      .orderBy(accountTokens.createdAt);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeLessThanOrEqual(3600_000 + 1000);
    await ctx.db.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.userId, user.id));
    expect((await reset({ ...second, ...body })).statusCode).toBe(400);
    await loginAs(ctx.app, user, PASSWORD);
  });

  it('refuses a confirmation token used as a reset token', async () => {
    const payload = {
      userName: 'reset.mixup',
      firstName: 'A',
      lastName: 'B',
      email: 'reset.mixup@example.com',
      password: 'Quiet-Harbour-42',
      role: 1,
      doesAgree: true,
    };
    const { user } = (await ctx.app.inject({ method: 'POST', url: '/api/account/register', payload })).json();
    const etoken = linkIn(await lastMailTo(ctx.app, payload.email), '/confirm-email').searchParams.get('etoken');
    const res = await reset({
      userId: user.id,
      token: etoken,
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
  });

  it('validates the new password: length, commonness, confirmation', async () => {
    const user = await createParent(ctx.db.db);
    await forgot(user.email);
    const link = await resetLinkFor(user.email);
    const short = await reset({ ...link, password: 'abc', passwordConfirmation: 'abc' });
    expect(short.json().errors).toHaveProperty('Password');
    const common = await reset({ ...link, password: 'baseball', passwordConfirmation: 'baseball' });
    expect(common.json().errors.Password).toEqual(['This password is too common. Choose one that is harder to guess.']);
    const mismatch = await reset({ ...link, password: NEW_PASSWORD, passwordConfirmation: 'nope' });
    expect(mismatch.json().errors).toEqual({ PasswordConfirmation: ['The passwords do not match.'] });
    // None of those used the link up.
    expect((await reset({ ...link, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('confirms the e-mail of an account that never confirmed it', async () => {
    const user = await createParent(ctx.db.db, { emailConfirmed: false });
    await forgot(user.email);
    const link = await resetLinkFor(user.email);
    await reset({ ...link, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD });
    await loginAs(ctx.app, user, NEW_PASSWORD);
  });
});
