import { describe, expect, it } from 'vitest';
import { createParent } from '@kinderly/db';
import { useTestApp } from './helpers.ts';

const ctx = useTestApp();

describe('live checks', () => {
  it('validateEmail: well-formed and free', async () => {
    const taken = await createParent(ctx.db.db);
    const check = async (email: string) =>
      (
        await ctx.app.inject({ method: 'GET', url: `/api/account/validateEmail?email=${encodeURIComponent(email)}` })
      ).json();
    expect(await check('free-address@example.com')).toEqual({ isValid: true, messages: [], errors: {} });
    expect(await check(taken.email.toUpperCase())).toMatchObject({
      isValid: false,
      errors: { Email: [expect.stringMatching(/already/)] },
    });
    expect(await check('nope')).toMatchObject({ isValid: false, messages: ['Enter a valid e-mail address.'] });
  });

  it('validateUserName: well-formed and free', async () => {
    const taken = await createParent(ctx.db.db, { userName: 'Taken.Name' });
    const check = async (userName: string) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/account/validateUserName?userName=${encodeURIComponent(userName)}`,
        })
      ).json();
    expect((await check('free.name')).isValid).toBe(true);
    expect(await check(taken.userName.toLowerCase())).toMatchObject({
      isValid: false,
      errors: { UserName: ['This user name is already taken.'] },
    });
    expect((await check('has space')).isValid).toBe(false);
    expect((await check('a@b')).isValid).toBe(false);
  });

  it('validateUserNameEmail: both, each under its key', async () => {
    const taken = await createParent(ctx.db.db);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/account/validateUserNameEmail?userName=${taken.userName}&email=fresh@example.com`,
    });
    expect(res.json()).toMatchObject({ isValid: false, errors: { UserName: [expect.any(String)] } });
    expect(res.json().errors).not.toHaveProperty('Email');
    const ok = await ctx.app.inject({
      method: 'GET',
      url: '/api/account/validateUserNameEmail?userName=brand.new&email=brand.new@example.com',
    });
    expect(ok.json().isValid).toBe(true);
  });

  it('answers 400 when the parameter is missing', async () => {
    for (const url of [
      '/api/account/validateEmail',
      '/api/account/validateUserName',
      '/api/account/validateUserNameEmail?userName=x',
    ]) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode, url).toBe(400);
    }
  });
});
