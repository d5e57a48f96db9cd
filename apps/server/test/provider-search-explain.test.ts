import { beforeAll, describe, expect, it } from 'vitest';
import { fillPlaceholders } from 'drizzle-orm';
import { providers, seedSearchProviders, type DbHandle } from '@kinderly/db';
import { ProviderSearchQuerySchema, Role, SEARCH_COUNT_AHEAD, toPublicCoordinate } from '@kinderly/shared';
import { findProviders, searchStatement, shapeOf, valuesOf } from '../src/services/provider-search/find-providers.ts';
import { publicLatitude, publicLongitude } from '../src/lib/provider-list/provider-sql.ts';
import { useTestApp } from './helpers.ts';
import { TORONTO } from './provider-search-helpers.ts';

const ctx = useTestApp();

interface RawClient {
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/** Runs `fn` in a transaction on one connection of either database, and rolls it back. */
async function inTransaction<T>(handle: DbHandle, fn: (client: RawClient) => Promise<T>): Promise<T> {
  const raw = (handle.db as unknown as { $client: unknown }).$client;
  if (handle.kind === 'postgres') {
    const client = await (raw as { connect(): Promise<RawClient & { release(): void }> }).connect();
    try {
      await client.query('begin');
      return await fn(client);
    } finally {
      await client.query('rollback');
      client.release();
    }
  }
  let result: { value: T } | undefined;
  await (
    raw as { transaction(f: (tx: RawClient & { rollback(): Promise<void> }) => Promise<void>): Promise<void> }
  ).transaction(async (tx) => {
    result = { value: await fn(tx) };
    await tx.rollback();
  });
  if (!result) throw new Error('the transaction gave no result');
  return result.value;
}

/** Every index the plan scans, from EXPLAIN (FORMAT JSON); "(ordered)" follows one the scan reads nearest first. */
function indexesOf(plan: unknown): string[] {
  const found: string[] = [];
  const walk = (node: Record<string, unknown>) => {
    if (typeof node['Index Name'] === 'string') {
      found.push(node['Index Name'] + (node['Order By'] === undefined ? '' : ' (ordered)'));
    }
    for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
  };
  walk((plan as [{ Plan: Record<string, unknown> }])[0].Plan);
  return found;
}

/** The plan node that scans `index`. */
function scanOf(plan: unknown, index: string): Record<string, unknown> | undefined {
  const walk = (node: Record<string, unknown>): Record<string, unknown> | undefined =>
    node['Index Name'] === index
      ? node
      : ((node.Plans as Record<string, unknown>[] | undefined) ?? []).map(walk).find(Boolean);
  return walk((plan as [{ Plan: Record<string, unknown> }])[0].Plan);
}

beforeAll(async () => {
  // Enough providers over 30 cities (and fresh statistics) that the planner chooses by cost, as in production.
  await seedSearchProviders(ctx.db.db, 3000, { password: 'Explain-Test-Password-1' });
});

describe('the search statement and providers_earth_idx', () => {
  const query = ProviderSearchQuerySchema.parse({
    lat: String(TORONTO.latitude),
    lng: String(TORONTO.longitude),
    providerTypes: '11,12',
    ageGroups: '14',
  });
  const statement = () => searchStatement(ctx.db.db, shapeOf(query)).toSQL();
  const values = () =>
    fillPlaceholders(statement().params, valuesOf(query, TORONTO, '00000000-0000-0000-0000-000000000000'));

  const planOf = (mode: string, sql: string, params: unknown[]) =>
    inTransaction(ctx.db, async (client) => {
      await client.query(`set local plan_cache_mode = ${mode}`);
      const { rows } = await client.query(`explain (format json) ${sql}`, params);
      const plan = rows[0]!['QUERY PLAN'];
      return typeof plan === 'string' ? JSON.parse(plan) : plan;
    });

  // `plan_cache_mode` chooses the plan the server runs: custom for the first executions of its prepared
  // statement, generic (parameters unknown to the planner) after that. Both must narrow with the GiST index, and
  // the distance sort (the default) must read it nearest first (`<->`) rather than sort every match.
  it.each(['force_custom_plan', 'force_generic_plan'])(
    'narrows by distance with the GiST index, nearest first (%s)',
    async (mode) => {
      expect(indexesOf(await planOf(mode, statement().sql, values()))).toContain('providers_earth_idx (ordered)');
    },
  );

  // In a generic plan, ll_to_earth of the parameters written into the index condition or the order is run again
  // during the scan (a SQL function on values the planner cannot fold): the search point must come from a scalar
  // subquery run once (ADR 020, addendum of session 13).
  it('computes the search point once, not during the scan, in the generic plan', async () => {
    const scan = scanOf(await planOf('force_generic_plan', statement().sql, values()), 'providers_earth_idx');
    expect(scan).toBeDefined();
    for (const key of ['Index Cond', 'Order By']) {
      expect(scan![key]).toEqual(expect.stringContaining('ll_to_earth'));
      expect(scan![key]).not.toMatch(/ll_to_earth\(\$\d/);
    }
  });

  // Each provider of the page shows its badges: read from the partial index of shown badges alone (migration 0027),
  // not every badge row of the provider through the primary key and then the table.
  it.each(['force_custom_plan', 'force_generic_plan'])(
    "reads the page's badges from their own index (%s)",
    async (mode) => {
      const plan = await planOf(mode, statement().sql, values());
      expect(indexesOf(plan)).toContain('provider_badges_shown_idx');
      expect(indexesOf(plan)).not.toContain('provider_badges_provider_id_name_pk');
      expect(scanOf(plan, 'provider_badges_shown_idx')?.['Node Type']).toBe('Index Only Scan');
    },
  );

  it.each(['force_custom_plan', 'force_generic_plan'])('narrows with it for the other sorts too (%s)', async (mode) => {
    const byPrice = { ...query, sort: 'price' as const };
    const priced = searchStatement(ctx.db.db, shapeOf(byPrice)).toSQL();
    const params = fillPlaceholders(priced.params, valuesOf(byPrice, TORONTO, '00000000-0000-0000-0000-000000000000'));
    expect(indexesOf(await planOf(mode, priced.sql, params))).toContain('providers_earth_idx');
  });

  it(`counts a distance search up to ${SEARCH_COUNT_AHEAD} matches past the page, and says so`, async () => {
    const actor = {
      userId: '00000000-0000-0000-0000-000000000000',
      role: Role.Parent,
      email: 'x@example.com',
      sessionId: '',
    };
    const wide = { ...query, ageGroups: undefined, distanceKm: 100 };
    const exact = await findProviders({ db: ctx.db.db, actor, query: { ...wide, sort: 'newest' } });
    expect(exact.totalIsLowerBound).toBe(false);
    expect(exact.total).toBeGreaterThan(SEARCH_COUNT_AHEAD + 20);

    const first = await findProviders({ db: ctx.db.db, actor, query: wide });
    expect(first).toMatchObject({ total: SEARCH_COUNT_AHEAD, totalIsLowerBound: true });
    const second = await findProviders({ db: ctx.db.db, actor, query: { ...wide, page: 2 } });
    expect(second).toMatchObject({ total: SEARCH_COUNT_AHEAD + 20, totalIsLowerBound: true });
    // Nearest first across the pages, each provider once.
    const distances = [...first.items, ...second.items].map((item) => item.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(new Set([...first.items, ...second.items].map((item) => item.id)).size).toBe(40);
    // Past every match: the exact count.
    const past = await findProviders({ db: ctx.db.db, actor, query: { ...wide, page: 50, pageSize: 50 } });
    expect(past).toMatchObject({ items: [], total: exact.total, totalIsLowerBound: false });
  });

  it('snaps in SQL exactly as toPublicCoordinate does, for every seeded point', async () => {
    const rows = await ctx.db.db
      .select({
        latitude: providers.latitude,
        longitude: providers.longitude,
        lat: publicLatitude,
        lng: publicLongitude,
      })
      .from(providers);
    expect(rows.length).toBe(3000);
    for (const row of rows) {
      expect(Number(row.lat)).toBe(toPublicCoordinate(row.latitude!));
      expect(Number(row.lng)).toBe(toPublicCoordinate(row.longitude!));
    }
  });

  it('finds the providers of the area in the seeded data', async () => {
    const rows = await searchStatement(ctx.db.db, shapeOf(query)).execute(
      valuesOf(query, TORONTO, '00000000-0000-0000-0000-000000000000'),
    );
    expect(rows.length).toBeGreaterThan(0);
  });
});
