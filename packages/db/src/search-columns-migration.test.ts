import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DbHandle } from './client.ts';
import { createProvider } from './factories/providers.ts';
import { migrationsFolder } from './migrate.ts';
import { providerAgeGroups, providerAvailableSpaces, providerPrices, providers } from './schema/index.ts';
import { createTestDb } from './testing/index.ts';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

/** The search columns of a provider as stored. */
async function stored(db: Database, providerId: string) {
  const [row] = await db
    .select({
      ageGroups: providers.searchAgeGroups,
      freeAgeGroups: providers.searchFreeAgeGroups,
      careTypes: providers.searchCareTypes,
      minDailyPriceCents: providers.searchMinDailyPriceCents,
    })
    .from(providers)
    .where(eq(providers.id, providerId));
  return row;
}

/** The same columns worked out here from the child tables (the oracle the triggers must agree with). */
async function expected(db: Database, providerId: string) {
  const ages = await db.select().from(providerAgeGroups).where(eq(providerAgeGroups.providerId, providerId));
  const spaces = await db
    .select()
    .from(providerAvailableSpaces)
    .where(eq(providerAvailableSpaces.providerId, providerId));
  const prices = await db.select().from(providerPrices).where(eq(providerPrices.providerId, providerId));
  const accepted = new Set(ages.map((row) => row.ageGroupId));
  const ascending = (values: number[]) => [...values].sort((a, b) => a - b);
  const daily = prices.filter((row) => row.unit === 'daily').map((row) => row.amountCents);
  return {
    ageGroups: ascending([...accepted]),
    freeAgeGroups: ascending(
      spaces.filter((row) => row.spaces > 0 && accepted.has(row.ageGroupId)).map((row) => row.ageGroupId),
    ),
    careTypes: ascending(prices.map((row) => row.careTypeId)),
    minDailyPriceCents: daily.length ? Math.min(...daily) : null,
  };
}

async function expectTrue(db: Database, providerId: string, values: Awaited<ReturnType<typeof expected>>) {
  expect(await expected(db, providerId)).toEqual(values);
  expect(await stored(db, providerId)).toEqual(values);
}

describe('migration 0009: search columns on providers (ADR 020)', () => {
  it('are kept true by the triggers through inserts, updates and deletes of each child table', async () => {
    const { db } = handle;
    // The factory inserts the children after the provider: the insert triggers fill the columns.
    const a = (await createProvider(db, { complete: true })).id;
    const b = (await createProvider(db, { complete: true })).id;
    const bystander = (await createProvider(db, { complete: true })).id;
    const initial = { ageGroups: [15, 16], freeAgeGroups: [15, 16], careTypes: [21, 26], minDailyPriceCents: 5500 };
    await expectTrue(db, a, initial);
    await expectTrue(db, b, initial);

    // provider_available_spaces: update, insert for a group not accepted, upsert, delete.
    await db
      .update(providerAvailableSpaces)
      .set({ spaces: 0 })
      .where(and(eq(providerAvailableSpaces.providerId, a), eq(providerAvailableSpaces.ageGroupId, 15)));
    await expectTrue(db, a, { ...initial, freeAgeGroups: [16] });
    await db.insert(providerAvailableSpaces).values({ providerId: a, ageGroupId: 17, spaces: 4 });
    await expectTrue(db, a, { ...initial, freeAgeGroups: [16] });
    await db
      .insert(providerAvailableSpaces)
      .values({ providerId: a, ageGroupId: 15, spaces: 1 })
      .onConflictDoUpdate({
        target: [providerAvailableSpaces.providerId, providerAvailableSpaces.ageGroupId],
        set: { spaces: 1 },
      });
    await expectTrue(db, a, initial);

    // provider_age_groups: accepting 17 frees its space, dropping 16 drops its space.
    await db.insert(providerAgeGroups).values({ providerId: a, ageGroupId: 17 });
    await expectTrue(db, a, { ...initial, ageGroups: [15, 16, 17], freeAgeGroups: [15, 16, 17] });
    await db
      .delete(providerAgeGroups)
      .where(and(eq(providerAgeGroups.providerId, a), eq(providerAgeGroups.ageGroupId, 16)));
    await expectTrue(db, a, { ...initial, ageGroups: [15, 17], freeAgeGroups: [15, 17] });
    await db
      .update(providerAgeGroups)
      .set({ ageGroupId: 18 })
      .where(and(eq(providerAgeGroups.providerId, a), eq(providerAgeGroups.ageGroupId, 17)));
    await expectTrue(db, a, { ...initial, ageGroups: [15, 18], freeAgeGroups: [15] });

    // provider_prices: a cheaper daily price, turned hourly, the only daily price deleted.
    await db.insert(providerPrices).values({ providerId: a, careTypeId: 22, unit: 'daily', amountCents: 4000 });
    const afterAges = { ...initial, ageGroups: [15, 18], freeAgeGroups: [15] };
    await expectTrue(db, a, { ...afterAges, careTypes: [21, 22, 26], minDailyPriceCents: 4000 });
    await db
      .update(providerPrices)
      .set({ unit: 'hourly' })
      .where(and(eq(providerPrices.providerId, a), eq(providerPrices.careTypeId, 22)));
    await expectTrue(db, a, { ...afterAges, careTypes: [21, 22, 26], minDailyPriceCents: 5500 });
    await db.delete(providerPrices).where(and(eq(providerPrices.providerId, a), eq(providerPrices.careTypeId, 21)));
    await expectTrue(db, a, { ...afterAges, careTypes: [22, 26], minDailyPriceCents: null });

    // One statement over two providers refreshes both and leaves the third alone.
    await db
      .update(providerAvailableSpaces)
      .set({ spaces: 0 })
      .where(inArray(providerAvailableSpaces.providerId, [a, b]));
    await expectTrue(db, a, { ...afterAges, careTypes: [22, 26], minDailyPriceCents: null, freeAgeGroups: [] });
    await expectTrue(db, b, { ...initial, freeAgeGroups: [] });
    await expectTrue(db, bystander, initial);
    await db.delete(providerAgeGroups).where(inArray(providerAgeGroups.providerId, [a, b]));
    await db.delete(providerPrices).where(eq(providerPrices.providerId, b));
    const empty = { ageGroups: [], freeAgeGroups: [], careTypes: [], minDailyPriceCents: null };
    await expectTrue(db, a, { ...empty, careTypes: [22, 26] });
    await expectTrue(db, b, empty);

    // Deleting a provider cascades to its children; their triggers find no row to refresh.
    await db.delete(providers).where(eq(providers.id, b));
    expect(await stored(db, b)).toBeUndefined();
    await expectTrue(db, bystander, initial);
  });

  it('backfills the providers that existed before it', async () => {
    const { db } = handle;
    const ids = [
      (await createProvider(db, { complete: true })).id,
      (await createProvider(db, { complete: true, ageGroupIds: [14], spaces: [{ ageGroupId: 14, spaces: 0 }] })).id,
      (await createProvider(db, { complete: true, prices: [{ careTypeId: 27, unit: 'hourly', amountCents: 900 }] })).id,
      (await createProvider(db)).id,
    ];
    // As before the migration: the columns at their defaults (the triggers do not watch providers itself).
    await db
      .update(providers)
      .set({ searchAgeGroups: [], searchFreeAgeGroups: [], searchCareTypes: [], searchMinDailyPriceCents: null })
      .where(inArray(providers.id, ids));
    expect(await stored(db, ids[0]!)).toEqual({
      ageGroups: [],
      freeAgeGroups: [],
      careTypes: [],
      minDailyPriceCents: null,
    });

    // The migration's last statement is its backfill; the test database already ran it once.
    const statements = readFileSync(resolve(migrationsFolder(), '0009_search_columns.sql'), 'utf8').split(
      '--> statement-breakpoint',
    );
    const backfill = statements.at(-1)!;
    expect(backfill).toMatch(/Backfill/);
    await db.execute(sql.raw(backfill));

    for (const id of ids) expect(await stored(db, id)).toEqual(await expected(db, id));
    expect(await stored(db, ids[1]!)).toEqual({
      ageGroups: [14],
      freeAgeGroups: [],
      careTypes: [21, 26],
      minDailyPriceCents: 5500,
    });
    expect(await stored(db, ids[2]!)).toMatchObject({ careTypes: [27], minDailyPriceCents: null });
  });
});
