import { and, desc, eq, sql } from 'drizzle-orm';
import { providerFavourites, providers, type Database } from '@kinderly/db';
import type { ProviderListResponse, SaveFavoritesLikedResponse } from '@kinderly/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/auth.ts';
import {
  buildProviderSummaries,
  countAll,
  countRows,
  pageColumns,
} from '../../lib/provider-list/provider-summaries.ts';
import { savedLocationOf } from './search-point.ts';

interface Page {
  page: number;
  pageSize: number;
}

/**
 * saveFavoritesLiked: toggles a listed provider in the caller's favourites and answers the new state. One
 * statement deletes the row or, when there was none, inserts it; `on conflict do nothing` makes two toggles at
 * once safe (the later one finds the row the other inserted, and answers that it is a favourite).
 */
export async function toggleFavourite({
  db,
  actor,
  providerId,
}: {
  db: Database;
  actor: Actor;
  providerId: string;
}): Promise<SaveFavoritesLikedResponse> {
  const [provider] = await db
    .select({ id: providers.id })
    .from(providers)
    .where(and(eq(providers.id, providerId), eq(providers.isListed, true)));
  if (!provider) throw AppError.notFound('No such provider.');
  const result = await db.execute<{ deleted: number; inserted: number }>(sql`
    with deleted as (
      delete from ${providerFavourites}
      where ${providerFavourites.userId} = ${actor.userId} and ${providerFavourites.providerId} = ${providerId}
      returning 1
    ), inserted as (
      insert into ${providerFavourites} (user_id, provider_id)
      select ${actor.userId}::uuid, ${providerId}::uuid where not exists (select 1 from deleted)
      on conflict do nothing
      returning 1
    )
    select (select count(*) from deleted)::int as deleted, (select count(*) from inserted)::int as inserted`);
  const row = (result as unknown as { rows: { deleted: number; inserted: number }[] }).rows[0];
  // Neither deleted nor inserted: a toggle at the same moment inserted the row first.
  return { data: { providerId, favourite: Number(row?.deleted) === 0 } };
}

/** The caller's favourite providers that are still listed, the latest liked first; distance from the saved location. */
export async function listFavourites({
  db,
  actor,
  page,
  pageSize,
}: { db: Database; actor: Actor } & Page): Promise<ProviderListResponse> {
  const where = and(eq(providerFavourites.userId, actor.userId), eq(providers.isListed, true));
  const order = [desc(providerFavourites.createdAt), desc(providers.id)];
  const from = await savedLocationOf(db, actor.userId);
  const result = await buildProviderSummaries(
    db,
    db
      .select({ id: providers.id, ...pageColumns(order) })
      .from(providerFavourites)
      .innerJoin(providers, eq(providers.id, providerFavourites.providerId))
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .as('page'),
    { viewerId: actor.userId, from },
  );
  const count = () =>
    countRows(
      db
        .select({ n: countAll })
        .from(providerFavourites)
        .innerJoin(providers, eq(providers.id, providerFavourites.providerId))
        .where(where),
    );
  const total = result.total ?? (page > 1 ? await count() : 0);
  return { items: result.items, total, page, pageSize };
}
