import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  connectedAccounts,
  createHomeProvider,
  createParent,
  createPayoutAccount,
  createProvider,
  providers,
  sandboxObjects,
} from '@kinderly/db';
import { PROVIDER_ENROLMENT_STEP_SLUGS, type ConnectedAccountLink } from '@kinderly/shared';
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

describe('the provider listing follows the payout account', () => {
  const listed = async (userId: string) =>
    (await ctx.db.db.select({ isListed: providers.isListed }).from(providers).where(eq(providers.userId, userId)))[0]
      ?.isListed;
  const steps = (headers: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url: '/api/childcareProvider/getEnrollmentSteps', headers });

  it('lists a provider with every other step done in the request that verifies the account', async () => {
    const user = await createHomeProvider(ctx.db.db);
    await createProvider(ctx.db.db, { userId: user.id, completedSteps: [...PROVIDER_ENROLMENT_STEP_SLUGS] });
    const headers = bearer(await loginAs(ctx.app, user));
    expect(await listed(user.id)).toBe(false);
    await call(headers, 'PUT', 'connectedAccountLink', {});
    expect(await listed(user.id)).toBe(false);
    expect((await steps(headers)).json().data.completedSteps).not.toContain('stripe-connected-account-link');

    const done = await call(headers, 'PUT', 'sandboxOnboarding', { ...FULL, submit: true });
    expect(done.json()).toMatchObject({ state: 'verified' });
    expect(await listed(user.id)).toBe(true);
    expect((await steps(headers)).json().data).toMatchObject({ isListed: true, isComplete: true, enrollmentStep: 16 });
  });

  it('answers verified for a seeded sandbox account, and later sandbox calls work on it', async () => {
    const user = await createHomeProvider(ctx.db.db);
    const provider = await createProvider(ctx.db.db, { userId: user.id, complete: true });
    expect(provider).toMatchObject({ isListed: true, isComplete: true });
    const headers = bearer(await loginAs(ctx.app, user));
    const link = await call(headers, 'GET', 'connectedAccountLink');
    expect(link.statusCode).toBe(200);
    expect(link.json()).toMatchObject({ state: 'verified', chargesEnabled: true, payoutsEnabled: true, sandbox: true });
    const resumed = await call(headers, 'PUT', 'connectedAccountLink', {});
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().account).toMatchObject({ state: 'verified', accountId: link.json().accountId });
    const again = await call(headers, 'PUT', 'sandboxOnboarding', { ...FULL, submit: true });
    expect(again.json()).toMatchObject({ state: 'verified', bankLast4: '7890' });
    expect(await listed(user.id)).toBe(true);
  });

  it('unlists a listed provider whose account becomes restricted', async () => {
    const user = await createHomeProvider(ctx.db.db);
    await createPayoutAccount(ctx.db.db, { userId: user.id, email: user.email, state: 'pending' });
    await createProvider(ctx.db.db, { userId: user.id, complete: true, payout: null });
    const headers = bearer(await loginAs(ctx.app, user));
    expect((await steps(headers)).json().data).toMatchObject({
      isListed: false,
      missingForListing: ['stripe-connected-account-link'],
    });
    expect((await steps(headers)).json().data.completedSteps).toContain('stripe-connected-account-link');
    await call(headers, 'PUT', 'sandboxOnboarding', { ...FULL, submit: true });
    expect(await listed(user.id)).toBe(true);
    const restricted = await call(headers, 'PUT', 'sandboxOnboarding', {
      ...FULL,
      dateOfBirth: '1900-01-01',
      submit: true,
    });
    expect(restricted.json()).toMatchObject({ state: 'restricted' });
    expect(await listed(user.id)).toBe(false);
    expect((await steps(headers)).json().data.completedSteps).not.toContain('stripe-connected-account-link');
  });
});
