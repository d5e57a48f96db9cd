import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { connectedAccounts, createHomeProvider, createParent, sandboxObjects } from '@kinderly/db';
import type { ConnectedAccountLink } from '@kinderly/shared';
import { bearer, loginAs } from './account-helpers.ts';
import { useTestApp } from './helpers.ts';

const ctx = useTestApp({ env: { PUBLIC_URL: 'https://kinderly.test' } });

const FULL = {
  legalName: 'Priya Sharma',
  dateOfBirth: '1988-04-12',
  addressLine1: '24 Sussex Drive',
  city: 'Ottawa',
  province: 'ON',
  postalCode: 'K1M 1M4',
  transitNumber: '12345',
  institutionNumber: '004',
  accountNumber: '1234567890',
};

async function provider() {
  return bearer(await loginAs(ctx.app, await createHomeProvider(ctx.db.db)));
}

const call = (headers: Record<string, string>, method: 'GET' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/payments/${url}`, headers, ...(payload ? { payload } : {}) });

describe('payout accounts on the sandbox gateway', () => {
  it('goes not started -> pending (half-way) -> verified, keeping only the last 4 of the bank account', async () => {
    const headers = await provider();
    expect((await call(headers, 'GET', 'connectedAccountLink')).json()).toMatchObject({
      state: 'not_started',
      accountId: null,
      sandbox: true,
    });

    const started = await call(headers, 'PUT', 'connectedAccountLink', {
      returnUrl: 'https://kinderly.test/app/enroll-childcare/stripe-connected-account-link',
    });
    expect(started.statusCode).toBe(200);
    const { url, account } = started.json<{ url: string; account: ConnectedAccountLink }>();
    expect(account).toMatchObject({ state: 'pending', chargesEnabled: false });
    expect(account.accountId).toMatch(/^acct_sbx_/);
    expect(url).toBe(`https://kinderly.test/app/payout-account?onboarding=${account.accountId}`);
    // Resuming reuses the same account.
    const resumed = (await call(headers, 'PUT', 'connectedAccountLink', {})).json<{ account: ConnectedAccountLink }>();
    expect(resumed.account.accountId).toBe(account.accountId);

    const half = await call(headers, 'PUT', 'sandboxOnboarding', {
      legalName: FULL.legalName,
      dateOfBirth: FULL.dateOfBirth,
      submit: false,
    });
    expect(half.json()).toMatchObject({ state: 'pending' });
    expect(half.json<ConnectedAccountLink>().requirementsDue).toContain('external_account');

    const incomplete = await call(headers, 'PUT', 'sandboxOnboarding', { submit: true });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().errors).toMatchObject({
      AddressLine1: ['This field is required.'],
      AccountNumber: ['This field is required.'],
    });

    const badMasks = await call(headers, 'PUT', 'sandboxOnboarding', {
      ...FULL,
      transitNumber: '12a45',
      institutionNumber: '4',
      submit: true,
    });
    expect(badMasks.json().errors).toMatchObject({
      TransitNumber: ['A transit number has 5 digits.'],
      InstitutionNumber: ['An institution number has 3 digits.'],
    });

    const done = await call(headers, 'PUT', 'sandboxOnboarding', { ...FULL, submit: true });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      state: 'verified',
      chargesEnabled: true,
      payoutsEnabled: true,
      requirementsDue: [],
      bankLast4: '7890',
    });
    expect((await call(headers, 'GET', 'connectedAccountLink')).json()).toMatchObject({ state: 'verified' });

    const [stored] = await ctx.db.db.select().from(sandboxObjects).where(eq(sandboxObjects.id, account.accountId!));
    expect(JSON.stringify(stored?.body)).not.toContain('1234567890');
  });

  it('restricts the account with the test date of birth 1900-01-01', async () => {
    const headers = await provider();
    await call(headers, 'PUT', 'connectedAccountLink', {});
    const res = await call(headers, 'PUT', 'sandboxOnboarding', { ...FULL, dateOfBirth: '1900-01-01', submit: true });
    expect(res.json()).toMatchObject({ state: 'restricted', payoutsEnabled: false });
  });

  it('keeps each provider to their own account, and parents out', async () => {
    const first = await provider();
    const mine = (await call(first, 'PUT', 'connectedAccountLink', {})).json<{ account: ConnectedAccountLink }>()
      .account;
    const second = await provider();
    expect((await call(second, 'GET', 'connectedAccountLink')).json()).toMatchObject({
      state: 'not_started',
      accountId: null,
    });
    expect((await call(second, 'PUT', 'sandboxOnboarding', { ...FULL, submit: true })).statusCode).toBe(404);
    const rows = await ctx.db.db
      .select()
      .from(connectedAccounts)
      .where(eq(connectedAccounts.accountId, mine.accountId!));
    expect(rows[0]?.state).toBe('pending');

    const parent = bearer(await loginAs(ctx.app, await createParent(ctx.db.db)));
    expect((await call(parent, 'GET', 'connectedAccountLink')).statusCode).toBe(403);
    expect((await call(parent, 'PUT', 'connectedAccountLink', {})).statusCode).toBe(403);
  });
});
