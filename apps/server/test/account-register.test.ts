import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountTokens, createParent, users, verifyPassword } from '@kinderly/db';
import { readTokenClaims, Role } from '@kinderly/shared';
import { freshAddress, lastMailTo, linkIn, outbox } from './account-helpers.ts';
import { useTestApp } from './helpers.ts';

const ctx = useTestApp({ env: { PUBLIC_URL: 'https://kinderly.test/' } });

let n = 0;
function form(overrides: Record<string, unknown> = {}) {
  n += 1;
  return {
    userName: `new.parent${n}`,
    firstName: 'Léa',
    lastName: 'Martin',
    email: `new.parent${n}@example.com`,
    password: 'Quiet-Harbour-42',
    role: Role.Parent,
    doesAgree: true,
    acceptBooking: false,
    rejectBooking: false,
    ...overrides,
  };
}

const register = (payload: Record<string, unknown>, query = '', headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: `/api/account/register${query}`, payload, headers });
const confirm = (userId: string, etoken: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/account/confirmemail?userId=${userId}&etoken=${encodeURIComponent(etoken)}`,
  });
const login = (userNameOrEmail: string, password: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/account/login',
    payload: { userNameOrEmail, password },
    remoteAddress: freshAddress(),
  });

describe('POST /api/account/register', () => {
  it('creates an unconfirmed account with the chosen role and mails a confirmation link', async () => {
    const payload = form({ role: Role.Nanny, phoneNumber: '+1 514 555 0199', dateOfBirth: '1990-04-01' });
    const res = await register(payload);
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    expect(user).toMatchObject({
      userName: payload.userName,
      email: payload.email,
      roles: [Role.Nanny],
      currentRole: Role.Nanny,
      emailConfirmed: false,
      registrationComplete: false,
      phoneNumber: '+1 514 555 0199',
      dateOfBirth: '1990-04-01',
      language: 'en',
    });
    expect(res.json()).not.toHaveProperty('accessToken');
    const [row] = await ctx.db.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row!.passwordHash, payload.password)).toBe(true);

    const mail = await lastMailTo(ctx.app, payload.email);
    const link = linkIn(mail, '/confirm-email');
    expect(link.origin + link.pathname).toBe('https://kinderly.test/confirm-email');
    expect(link.searchParams.get('userId')).toBe(user.id);
    expect(link.searchParams.get('etoken')).toBeTruthy();
    expect(mail.html).toContain('lang="en"');

    // Signing in before confirming is refused with the user; the link confirms and signs in.
    expect((await login(payload.email, payload.password)).statusCode).toBe(403);
    const confirmed = await confirm(user.id, link.searchParams.get('etoken')!);
    expect(confirmed.statusCode).toBe(200);
    expect(readTokenClaims(confirmed.json().accessToken)).toMatchObject({ sub: user.id, role: Role.Nanny });
    expect((await login(payload.userName, payload.password)).statusCode).toBe(200);
    const welcome = await lastMailTo(ctx.app, payload.email);
    expect(welcome.subject).toBe('Welcome to Kinderly');
  });

  it('writes French mail for a French speaker', async () => {
    const payload = form();
    expect((await register(payload, '', { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' })).statusCode).toBe(201);
    const mail = await lastMailTo(ctx.app, payload.email);
    expect(mail.subject).toBe('Confirmez votre adresse courriel');
    expect(mail.html).toContain('lang="fr"');
    expect(mail.text).toContain('Bonjour Léa,');
    const explicit = form({ language: 'en' });
    await register(explicit, '', { 'accept-language': 'fr' });
    expect((await lastMailTo(ctx.app, explicit.email)).subject).toBe('Confirm your e-mail address');
  });

  it('records the referrer when the referral token matches, and ignores one that does not', async () => {
    const referrer = await createParent(ctx.db.db);
    const referred = await register(form(), `?referralToken=${referrer.referralToken}`);
    expect(referred.statusCode).toBe(201);
    const [row] = await ctx.db.db.select().from(users).where(eq(users.id, referred.json().user.id));
    expect(row!.referrerId).toBe(referrer.id);
    const stray = await register(form(), '?referralToken=nobody-has-this');
    expect(stray.statusCode).toBe(201);
    const [strayRow] = await ctx.db.db.select().from(users).where(eq(users.id, stray.json().user.id));
    expect(strayRow!.referrerId).toBeNull();
  });

  it('refuses a taken e-mail or user name whatever the case, under Email and UserName', async () => {
    const first = form();
    await register(first);
    const res = await register(form({ userName: first.userName.toUpperCase(), email: first.email.toUpperCase() }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      UserName: ['This user name is already taken.'],
      Email: ['An account with this e-mail address already exists.'],
    });
    expect((await register(form({ email: first.email }))).json().errors).toEqual({ Email: [expect.any(String)] });
  });

  it('answers 400 with all eight spec keys at once', async () => {
    const res = await register({
      userName: 'x',
      firstName: '',
      lastName: '  ',
      email: 'not-an-email',
      password: 'short',
      passwordConfirmation: 'different',
      phoneNumber: 'abc',
      dateOfBirth: '2030-01-01',
      role: Role.Parent,
      doesAgree: true,
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(
      [
        'DateOfBirth',
        'Email',
        'FirstName',
        'LastName',
        'Password',
        'PasswordConfirmation',
        'PhoneNumber',
        'UserName',
      ].sort(),
    );
    const mismatch = await register(form({ passwordConfirmation: 'Another-Phrase-99' }));
    expect(mismatch.json().errors).toEqual({ PasswordConfirmation: ['The passwords do not match.'] });
  });

  it('refuses one of the 3,000 most common passwords', async () => {
    const res = await register(form({ password: 'Password1' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      Password: ['This password is too common. Choose one that is harder to guess.'],
    });
  });

  it('never lets anyone register as SuperAdmin, and needs the terms accepted', async () => {
    const admin = await register(form({ role: Role.SuperAdmin }));
    expect(admin.statusCode).toBe(400);
    expect(admin.json().errors).toHaveProperty('Role');
    const refused = await register(form({ doesAgree: false }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toHaveProperty('DoesAgree');
    const empty = await ctx.app.inject({ method: 'POST', url: '/api/account/register' });
    expect(empty.statusCode).toBe(400);
  });
});

describe('POST /api/account/confirmemail', () => {
  async function registered() {
    const payload = form();
    const { user } = (await register(payload)).json();
    const etoken = linkIn(await lastMailTo(ctx.app, payload.email), '/confirm-email').searchParams.get('etoken')!;
    return { user, etoken, payload };
  }

  it('is single use: the second use answers INVALID_TOKEN with the user', async () => {
    const { user, etoken } = await registered();
    expect((await confirm(user.id, etoken)).statusCode).toBe(200);
    const again = await confirm(user.id, etoken);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'INVALID_TOKEN', user: { id: user.id, emailConfirmed: true } });
  });

  it('refuses an expired token, and a token used with another user id', async () => {
    const { user, etoken } = await registered();
    const other = await registered();
    expect((await confirm(other.user.id, etoken)).statusCode).toBe(400);
    await ctx.db.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.userId, user.id));
    const expired = await confirm(user.id, etoken);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ code: 'INVALID_TOKEN', user: { id: user.id, emailConfirmed: false } });
    const [row] = await ctx.db.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.emailConfirmed).toBe(false);
  });

  it('keeps only the hash of the token, and answers 400 for a malformed query', async () => {
    const { user, etoken } = await registered();
    const rows = await ctx.db.db.select().from(accountTokens).where(eq(accountTokens.userId, user.id));
    expect(rows[0]!.tokenHash).not.toContain(etoken);
    expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBeGreaterThan(47 * 3600_000);
    const bad = await ctx.app.inject({ method: 'POST', url: '/api/account/confirmemail?userId=42' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['Etoken', 'UserId']);
    expect((await confirm('7d3c1f0e-2b1a-4c5d-8e9f-0a1b2c3d4e5f', etoken)).json()).not.toHaveProperty('user');
  });
});

describe('POST /api/account/resendActivation', () => {
  it('sends a new link, after which the old one no longer works', async () => {
    const payload = form();
    const { user } = (await register(payload)).json();
    const old = linkIn(await lastMailTo(ctx.app, payload.email), '/confirm-email').searchParams.get('etoken')!;
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/account/resendActivation?email=${encodeURIComponent(payload.email)}`,
      remoteAddress: freshAddress(),
    });
    expect(res.statusCode).toBe(200);
    const fresh = linkIn(await lastMailTo(ctx.app, payload.email), '/confirm-email').searchParams.get('etoken')!;
    expect(fresh).not.toBe(old);
    expect((await confirm(user.id, old)).statusCode).toBe(400);
    expect((await confirm(user.id, fresh)).statusCode).toBe(200);
    // By user id too (what the failed-confirmation body carries).
    const byId = await ctx.app.inject({
      method: 'POST',
      url: `/api/account/resendActivation?userId=${user.id}`,
      remoteAddress: freshAddress(),
    });
    expect(byId.statusCode).toBe(200);
  });

  it('answers the same for an unknown or already confirmed address, without sending mail', async () => {
    const confirmed = await createParent(ctx.db.db);
    const before = (await outbox(ctx.app)).length;
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/resendActivation?email=ghost@example.com',
      remoteAddress: freshAddress(),
    });
    const known = await ctx.app.inject({
      method: 'POST',
      url: `/api/account/resendActivation?email=${confirmed.email}`,
      remoteAddress: freshAddress(),
    });
    expect(unknown.statusCode).toBe(200);
    expect(known.json().message).toBe(unknown.json().message);
    expect((await outbox(ctx.app)).length).toBe(before);
  });

  it('needs an e-mail or a user id', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/account/resendActivation' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('Email');
  });
});
