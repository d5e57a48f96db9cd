import { desc, eq } from 'drizzle-orm';
import { providers, type Database } from '@kinderly/db';
import { Role, type ProviderListResponse } from '@kinderly/shared';
import type { Actor } from '../../plugins/auth.ts';
import {
  buildProviderSummaries,
  countAll,
  countRows,
  pageColumns,
} from '../../lib/provider-list/provider-summaries.ts';
import { savedLocationOf } from './search-point.ts';

/**
 * GET /api/providers: listed providers, newest first; the SuperAdmin also sees unlisted ones (whose type and
 * coordinates may still be missing). Distance from the caller's saved location, when there is one.
 */
export async function listProviders({
  db,
  actor,
  page,
  pageSize,
}: {
  db: Database;
  actor: Actor;
  page: number;
  pageSize: number;
}): Promise<ProviderListResponse> {
  const where = actor.role === Role.SuperAdmin ? undefined : eq(providers.isListed, true);
  const order = [desc(providers.createdAt), desc(providers.id)];
  const from = await savedLocationOf(db, actor.userId);
  const result = await buildProviderSummaries(
    db,
    db
      .select({ id: providers.id, ...pageColumns(order) })
      .from(providers)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .as('page'),
    { viewerId: actor.userId, from },
  );
  const total =
    result.total ?? (page > 1 ? await countRows(db.select({ n: countAll }).from(providers).where(where)) : 0);
  return { items: result.items, total, page, pageSize };
}
