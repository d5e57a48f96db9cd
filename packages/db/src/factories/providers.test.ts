import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../client.ts';
import { connectedAccounts, providerHours, providerPrices, sandboxObjects } from '../schema/index.ts';
import { createTestDb } from '../testing/index.ts';
import { createProvider } from './providers.ts';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

describe('createProvider', () => {
  it('makes a provider that has only started by default', async () => {
    const provider = await createProvider(handle.db);
    expect(provider.completedSteps).toEqual([]);
    expect(provider.isListed).toBe(false);
    expect(provider.comments).toBe(true);
    expect(provider.parentCosign).toBe(false);
  });

  it('fills every step of a complete provider, with prices and hours as rows', async () => {
    const provider = await createProvider(handle.db, { complete: true, city: 'Montréal', province: 'QC' });
    expect(provider.isComplete).toBe(true);
    expect(provider.isListed).toBe(true);
    expect(provider.city).toBe('Montréal');
    const prices = await handle.db.select().from(providerPrices).where(eq(providerPrices.providerId, provider.id));
    expect(prices.map((price) => price.careTypeId).sort()).toEqual([21, 26]);
    const hours = await handle.db.select().from(providerHours).where(eq(providerHours.providerId, provider.id));
    expect(hours).toHaveLength(5);
    // Listed needs a payout account that can receive money: the sandbox's, verified, as the gateway stores it.
    const [account] = await handle.db
      .select()
      .from(connectedAccounts)
      .where(eq(connectedAccounts.userId, provider.userId));
    expect(account).toMatchObject({
      gateway: 'sandbox',
      state: 'verified',
      chargesEnabled: true,
      detailsSubmitted: true,
    });
    const [stored] = await handle.db.select().from(sandboxObjects).where(eq(sandboxObjects.id, account!.accountId));
    expect(stored).toMatchObject({ object: 'account', body: { id: account!.accountId, chargesEnabled: true } });
  });

  it('never marks step 1 without a payout account, and lists only with a verified one', async () => {
    const unpaid = await createProvider(handle.db, { complete: true, payout: null });
    expect(unpaid.completedSteps).not.toContain('stripe-connected-account-link');
    expect(unpaid).toMatchObject({ isListed: false, isComplete: false });
    const pending = await createProvider(handle.db, { complete: true, payout: 'pending' });
    expect(pending.completedSteps).toContain('stripe-connected-account-link');
    expect(pending).toMatchObject({ isListed: false, isComplete: true });
    const marked = await createProvider(handle.db, { completedSteps: ['stripe-connected-account-link', 'location'] });
    expect(marked.completedSteps).toEqual(['location']);
  });

  it('refuses a provider type outside 11-13 and a price of zero', async () => {
    await expect(createProvider(handle.db, { providerType: 14 })).rejects.toThrow();
    await expect(
      createProvider(handle.db, { prices: [{ careTypeId: 21, unit: 'daily', amountCents: 0 }] }),
    ).rejects.toThrow();
  });
});
