import { and, eq, gt, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../client.ts';
import {
  connectedAccounts,
  providerAgeGroups,
  providerAvailableSpaces,
  providerHours,
  providerPrices,
  providers,
  sandboxObjects,
  users,
} from '../schema/index.ts';
import { createTestDb } from '../testing/index.ts';
import { SEED_CITIES } from './canadian-cities.ts';
import { SEED_JITTER_KM, searchSeedProvider, seedSearchProviders } from './search-providers.ts';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

const seeded = () =>
  handle.db
    .select({ provider: providers, email: users.email })
    .from(providers)
    .innerJoin(users, eq(users.id, providers.userId))
    .where(like(users.email, 'search-provider-%'))
    .orderBy(users.email);

describe('seedSearchProviders', () => {
  it('is a pure function of the index', () => {
    expect(searchSeedProvider(7)).toEqual(searchSeedProvider(7));
    expect(searchSeedProvider(7)).not.toEqual(searchSeedProvider(8));
    expect(searchSeedProvider(7).email).toBe('search-provider-000007@kinderly.example');
  });

  it('adds listed providers near Canadian cities with every row search reads, and only the missing ones again', async () => {
    expect(await seedSearchProviders(handle.db, 40, { password: 'Seed-Test-Password-1' })).toEqual({
      created: 40,
      existing: 0,
    });
    const first = await seeded();
    expect(first).toHaveLength(40);
    const ids = first.map((row) => row.provider.id);
    for (const { provider, email } of first) {
      const index = Number(/(\d+)@/.exec(email)![1]);
      const expected = searchSeedProvider(index);
      expect(provider).toMatchObject({
        isListed: true,
        isComplete: true,
        businessName: expected.businessName,
        latitude: expected.latitude,
        longitude: expected.longitude,
        providerType: expected.providerType,
      });
      const city = SEED_CITIES.find((candidate) => candidate.name === provider.city)!;
      const km = Math.hypot(
        (provider.latitude! - city.latitude) * 111.32,
        (provider.longitude! - city.longitude) * 111.32 * Math.cos((city.latitude * Math.PI) / 180),
      );
      expect(km).toBeLessThanOrEqual(SEED_JITTER_KM + 0.1);
    }
    // Every provider has ages, spaces, hours and prices, and a verified sandbox payout account.
    for (const table of [providerAgeGroups, providerAvailableSpaces, providerHours, providerPrices]) {
      const rows = await handle.db
        .selectDistinct({ providerId: table.providerId })
        .from(table)
        .where(inArray(table.providerId, ids));
      expect(rows).toHaveLength(40);
    }
    const accounts = await handle.db
      .select()
      .from(connectedAccounts)
      .where(
        inArray(
          connectedAccounts.userId,
          first.map((row) => row.provider.userId),
        ),
      );
    expect(accounts).toHaveLength(40);
    expect(accounts.every((account) => account.state === 'verified' && account.chargesEnabled)).toBe(true);
    const bodies = await handle.db
      .select()
      .from(sandboxObjects)
      .where(
        and(
          eq(sandboxObjects.object, 'account'),
          inArray(
            sandboxObjects.id,
            accounts.map((account) => account.accountId),
          ),
        ),
      );
    expect(bodies).toHaveLength(40);
    // Accepting bookings (ADR 020) is the rule, a full provider the exception.
    const withSpace = await handle.db
      .selectDistinct({ providerId: providerAvailableSpaces.providerId })
      .from(providerAvailableSpaces)
      .where(and(gt(providerAvailableSpaces.spaces, 0), inArray(providerAvailableSpaces.providerId, ids)));
    expect(withSpace.length).toBeGreaterThan(30);

    expect(await seedSearchProviders(handle.db, 50, { password: 'Seed-Test-Password-1' })).toEqual({
      created: 10,
      existing: 40,
    });
    const second = await seeded();
    expect(second).toHaveLength(50);
    expect(second.slice(0, 40).map((row) => row.provider.id)).toEqual(ids);
  });
});
