import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { connectedAccounts, createHomeProvider, createProvider, providers, type Database } from '@kinderly/db';
import { PROVIDER_ENROLMENT_STEP_SLUGS } from '@kinderly/shared';
import { bearer, loginAs } from './account-helpers.ts';
import { useTestApp } from './helpers.ts';
import { JSON_STEPS, providerIdOf, signIn, type Headers } from './provider-enrolment-helpers.ts';

const ctx = useTestApp();
const url = (path: string) => `/api/childcareProvider/${path}`;
const post = (path: string, headers: Headers, payload?: object) =>
  ctx.app.inject({ method: 'POST', url: url(path), headers, ...(payload ? { payload } : {}) });
const get = (path: string, headers: Headers) => ctx.app.inject({ method: 'GET', url: url(path), headers });

describe('query-only steps', () => {
  it('saves the booking method from the query, with no body, and refuses a non-boolean', async () => {
    const who = await signIn(ctx.app, ctx.db.db);
    expect((await get('getParentBookingMethod', who.provider)).json().data).toBeNull();
    const saved = await post('saveParentBookingMethod?withApprovalRequest=true', who.provider);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({ withApprovalRequest: true });
    expect(saved.json().enrollmentSteps.completedSteps).toEqual(['how-parents-can-book']);
    const updated = await post('updateParentBookingMethod?withApprovalRequest=false', who.provider);
    expect(updated.json().data).toEqual({ withApprovalRequest: false });
    expect((await get('getParentBookingMethod', who.provider)).json().data).toEqual({ withApprovalRequest: false });
    const bad = await post('saveParentBookingMethod?withApprovalRequest=maybe', who.provider);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty(['WithApprovalRequest']);
    expect((await post('saveParentBookingMethod?withApprovalRequest=true', who.parent)).statusCode).toBe(403);
    const ownerId = await providerIdOf(ctx.app, who.provider);
    expect(
      (await post(`saveParentBookingMethod?withApprovalRequest=true&providerId=${ownerId}`, who.other)).statusCode,
    ).toBe(404);
  });

  it('records the geolocation choice either way as the get-location-automation step', async () => {
    const who = await signIn(ctx.app, ctx.db.db);
    const off = await post('setGeolocationShared?isGeolocationShared=false', who.provider);
    expect(off.statusCode).toBe(200);
    expect(off.json().enrollmentSteps.completedSteps).toEqual(['get-location-automation']);
    expect((await get('getGeolocationShared', who.provider)).json().data).toEqual({ isGeolocationShared: false });
    expect((await post('setGeolocationShared', who.provider)).statusCode).toBe(400);
    expect((await post('setGeolocationShared?isGeolocationShared=true', who.parent)).statusCode).toBe(403);
    const ownerId = await providerIdOf(ctx.app, who.provider);
    expect(
      (await post(`setGeolocationShared?isGeolocationShared=true&providerId=${ownerId}`, who.other)).statusCode,
    ).toBe(404);
  });

  it('marks step 1 done when the person comes back from payment onboarding with details submitted', async () => {
    const who = await signIn(ctx.app, ctx.db.db);
    expect((await get('getConnectedAccountLink', who.provider)).json().data).toMatchObject({
      state: 'not_started',
      isConnected: false,
    });
    const notYet = await post('saveConnectedAccountLink', who.provider, { onboardingReturned: false });
    expect(notYet.json().enrollmentSteps.completedSteps).toEqual([]);
    // Back from onboarding without an account at the payments layer: nothing is marked.
    const empty = await post('updateConnectedAccountLink', who.provider, { onboardingReturned: true });
    expect(empty.json().enrollmentSteps.completedSteps).toEqual([]);
    await submitPayoutAccount(ctx.db.db, who.providerUser.id, 'pending');
    const back = await post('updateConnectedAccountLink', who.provider, { onboardingReturned: true });
    expect(back.json().data).toMatchObject({ state: 'pending', isConnected: false });
    expect(back.json().enrollmentSteps.completedSteps).toEqual(['stripe-connected-account-link']);
    await submitPayoutAccount(ctx.db.db, who.providerUser.id, 'verified');
    expect((await get('getConnectedAccountLink', who.provider)).json().data.isConnected).toBe(true);
    expect((await post('saveConnectedAccountLink', who.provider, { onboardingReturned: 'yes' })).statusCode).toBe(400);
    expect((await post('saveConnectedAccountLink', who.parent, { onboardingReturned: true })).statusCode).toBe(403);
    const ownerId = await providerIdOf(ctx.app, who.provider);
    expect((await get(`getConnectedAccountLink?providerId=${ownerId}`, who.other)).statusCode).toBe(404);
  });
});

describe('step 1 follows the payout account', () => {
  it('is not done by a stored mark without an account, nor by an account still being filled in', async () => {
    const user = await createHomeProvider(ctx.db.db);
    // A stored mark with no account behind it (as the old demo seed wrote): the account decides, not the mark.
    await createProvider(ctx.db.db, { userId: user.id });
    await ctx.db.db
      .update(providers)
      .set({ completedSteps: ['stripe-connected-account-link', 'location'] })
      .where(eq(providers.userId, user.id));
    const headers = bearer(await loginAs(ctx.app, user));
    const steps = (await get('getEnrollmentSteps', headers)).json().data;
    expect(steps.completedSteps).toEqual(['location']);
    expect(steps.nextStep).toBe('stripe-connected-account-link');
    expect((await get('getConnectedAccountLink', headers)).json().data.state).toBe('not_started');
    const own = (await get('getProviderForCurrentUser', headers)).json().data;
    expect(own.enrollmentSteps.completedSteps).toEqual(['location']);
    // Started at the gateway, details not given yet: pending, but the step is not done.
    await ctx.db.db
      .insert(connectedAccounts)
      .values({ userId: user.id, gateway: 'sandbox', accountId: `acct_half_${user.id}`, state: 'pending' });
    const half = (await post('saveConnectedAccountLink', headers, { onboardingReturned: true })).json();
    expect(half.data.state).toBe('pending');
    expect(half.enrollmentSteps.completedSteps).toEqual(['location']);
    // A save of another step writes the stored steps from the account too: the stale mark is gone.
    await post('setGeolocationShared?isGeolocationShared=false', headers);
    const [row] = await ctx.db.db.select().from(providers).where(eq(providers.userId, user.id));
    expect(row!.completedSteps).not.toContain('stripe-connected-account-link');
  });

  it('is done with a pending account whose details are submitted', async () => {
    const who = await signIn(ctx.app, ctx.db.db);
    await submitPayoutAccount(ctx.db.db, who.providerUser.id, 'pending');
    const steps = (await get('getEnrollmentSteps', who.provider)).json().data;
    expect(steps.completedSteps).toEqual(['stripe-connected-account-link']);
    expect(steps.isListed).toBe(false);
  });
});

describe('step counters and the provider for the current user', () => {
  it('answers null data for a parent and the record for a provider', async () => {
    const who = await signIn(ctx.app, ctx.db.db);
    const parent = await get('getProviderForCurrentUser', who.parent);
    expect(parent.statusCode).toBe(200);
    expect(parent.json()).toEqual({ data: null });
    const own = (await get('getProviderForCurrentUser', who.provider)).json().data;
    expect(own).toMatchObject({
      userId: who.providerUser.id,
      providerType: null,
      enrollmentSteps: { enrollmentStep: 0 },
    });
    expect(own.enrollmentSteps.nextStep).toBe('stripe-connected-account-link');
    expect((await get('getEnrollmentSteps', who.parent)).statusCode).toBe(403);
  });

  it('lists the provider once every listing step is saved and completes at 16', async () => {
    const who = await signIn(ctx.app, ctx.db.db);
    for (const step of JSON_STEPS) await post(`save${step.name}`, who.provider, step.good);
    await post('saveParentBookingMethod?withApprovalRequest=true', who.provider);
    let steps = (await get('getEnrollmentSteps', who.provider)).json().data;
    expect(steps.missingForListing).toEqual(['stripe-connected-account-link', 'badges']);
    expect(steps.isListed).toBe(false);
    await ctx.app.inject({
      method: 'POST',
      url: url('saveBadges'),
      headers: { ...who.provider, 'content-type': 'multipart/form-data; boundary=b' },
      payload: '--b\r\nContent-Disposition: form-data; name="firstAid"\r\n\r\ntrue\r\n--b--\r\n',
    });
    // Every listing step done but no payout account that can receive money: not listed, and it says why.
    steps = (await get('getEnrollmentSteps', who.provider)).json().data;
    expect(steps.missingForListing).toEqual(['stripe-connected-account-link']);
    expect(steps.isListed).toBe(false);
    expect(await listedInDb(who.providerUser.id)).toBe(false);
    // Details submitted, still being checked: step 1 is done, yet the provider is not listed.
    await submitPayoutAccount(ctx.db.db, who.providerUser.id, 'pending');
    const pending = (await post('saveConnectedAccountLink', who.provider, { onboardingReturned: true })).json();
    expect(pending.enrollmentSteps.completedSteps).toContain('stripe-connected-account-link');
    expect(pending.enrollmentSteps).toMatchObject({
      isListed: false,
      missingForListing: ['stripe-connected-account-link'],
    });
    expect(await listedInDb(who.providerUser.id)).toBe(false);
    await submitPayoutAccount(ctx.db.db, who.providerUser.id, 'verified');
    steps = (await post('saveConnectedAccountLink', who.provider, { onboardingReturned: true })).json().enrollmentSteps;
    expect(steps).toMatchObject({ isListed: true, isComplete: false, missingForListing: [] });
    expect(await listedInDb(who.providerUser.id)).toBe(true);
    await post('setGeolocationShared?isGeolocationShared=true', who.provider);
    const last = await post('saveConnectedAccountLink', who.provider, { onboardingReturned: true });
    expect(last.json().enrollmentSteps).toMatchObject({
      enrollmentStep: 16,
      isComplete: true,
      nextStep: null,
      completedSteps: [...PROVIDER_ENROLMENT_STEP_SLUGS],
    });
  });
});

describe('concurrent saves', () => {
  it('keeps every step when several steps are saved at the same moment', async () => {
    const who = await signIn(ctx.app, ctx.db.db);
    await get('getEnrollmentSteps', who.provider);
    const steps = JSON_STEPS.filter((step) => step.slug);
    const results = await Promise.all(steps.map((step) => post(`save${step.name}`, who.provider, step.good)));
    expect(results.map((res) => res.statusCode)).toEqual(steps.map(() => 200));
    const saved = (await get('getEnrollmentSteps', who.provider)).json().data;
    expect(saved.enrollmentStep).toBe(steps.length);
  });

  it('runs two saves of the same step one after the other (a double click)', async () => {
    const who = await signIn(ctx.app, ctx.db.db);
    const prices = (amountCents: number) => ({ prices: [{ careTypeId: 21, unit: 'daily', amountCents }] });
    const results = await Promise.all(
      [5000, 6000, 7000].map((cents) => post('savePrices', who.provider, prices(cents))),
    );
    expect(results.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    const stored = (await get('getPrices', who.provider)).json().data.prices;
    expect(stored).toHaveLength(1);
    expect([5000, 6000, 7000]).toContain(stored[0].amountCents);
  });
});

describe('getChildcareLocationById', () => {
  it('shows a parent the city and a point on the public grid, even when the provider shares geolocation', async () => {
    const who = await signIn(ctx.app, ctx.db.db);
    const provider = await createProvider(ctx.db.db, { complete: true, isGeolocationShared: false });
    const res = await get(`getChildcareLocationById?providerId=${provider.id}`, who.parent);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      street: null,
      city: 'Toronto',
      postalCode: 'M5S',
      latitude: 43.662,
      isExact: false,
    });

    // Issue 14: the street is the owner's and the SuperAdmin's only; a parent learns it from an approved booking.
    const shared = await createProvider(ctx.db.db, { complete: true, isGeolocationShared: true });
    const sharedRead = await get(`getChildcareLocationById?providerId=${shared.id}`, who.parent);
    expect(sharedRead.json().data).toMatchObject({ street: null, postalCode: 'M5S', latitude: 43.662, isExact: false });
    expect(sharedRead.body).not.toContain('Harbord');
  });

  it('does not show an unlisted provider to a parent', async () => {
    const who = await signIn(ctx.app, ctx.db.db);
    const ownerUser = await createHomeProvider(ctx.db.db);
    const draft = await createProvider(ctx.db.db, {
      userId: ownerUser.id,
      street: '1 Main St',
      city: 'Toronto',
      province: 'ON',
      postalCode: 'M4C 1A1',
      latitude: 43.68,
      longitude: -79.3,
      completedSteps: ['location'],
    });
    expect((await get(`getChildcareLocationById?providerId=${draft.id}`, who.parent)).statusCode).toBe(404);
    const owner = bearer(await loginAs(ctx.app, ownerUser));
    expect((await get(`getChildcareLocationById?providerId=${draft.id}`, owner)).statusCode).toBe(200);
    expect((await get('getChildcareLocationById?providerId=nope', who.parent)).statusCode).toBe(400);
  });
});

const listedInDb = async (userId: string) =>
  (await ctx.db.db.select({ isListed: providers.isListed }).from(providers).where(eq(providers.userId, userId)))[0]
    ?.isListed;

/** What the payments layer records once onboarding has the person's details (see services/payments). */
async function submitPayoutAccount(db: Database, userId: string, state: 'pending' | 'verified') {
  await db
    .insert(connectedAccounts)
    .values({ userId, gateway: 'sandbox', accountId: `acct_test_${userId}`, state, detailsSubmitted: true })
    .onConflictDoUpdate({ target: [connectedAccounts.userId, connectedAccounts.gateway], set: { state } });
}
