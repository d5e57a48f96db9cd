import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { providers, waitlistRequestEvents, waitlistRequests, waitlistTickets, type Database } from '@kinderly/db';
import { WAITLIST_ACTIVE_STATUSES } from '@kinderly/shared';

export interface Position {
  position: number;
  total: number;
}

/** A request that moved in its provider's list. */
export interface PositionMove {
  requestId: string;
  fromPosition: number;
  toPosition: number;
  total: number;
}

export const isActive = inArray(waitlistRequests.status, [...WAITLIST_ACTIVE_STATUSES]);

/** A provider's order: its own priority first (unranked entries after the ranked ones), then who joined first. */
export const queueOrder = [
  sql`${waitlistRequests.priority} asc nulls last`,
  asc(waitlistRequests.joinedAt),
  asc(waitlistRequests.id),
];

/** Position and list length of every active request of these providers, by request id. */
export async function positionsAt(db: Database, providerIds: string[]): Promise<Map<string, Position>> {
  if (providerIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: waitlistRequests.id,
      position:
        sql<number>`row_number() over (partition by ${waitlistRequests.providerId} order by ${sql.join(queueOrder, sql`, `)})`.mapWith(
          Number,
        ),
      total: sql<number>`count(*) over (partition by ${waitlistRequests.providerId})`.mapWith(Number),
    })
    .from(waitlistRequests)
    .where(and(inArray(waitlistRequests.providerId, providerIds), isActive));
  return new Map(rows.map((row) => [row.id, { position: row.position, total: row.total }]));
}

/**
 * Locks the providers' rows for the rest of the transaction, so changes to one provider's list happen one at a
 * time and the positions read before and after a change are those of that change alone.
 */
export async function lockProviderLists(tx: Database, providerIds: string[]): Promise<void> {
  if (providerIds.length === 0) return;
  await tx
    .select({ id: providers.id })
    .from(providers)
    .where(inArray(providers.id, [...new Set(providerIds)]))
    .orderBy(asc(providers.id))
    .for('update');
}

/**
 * A `position` event for every request still in the list whose position changed between `before` and now; answers
 * those moves, whose families the caller tells (queuePositionNotices) once the change is complete.
 */
export async function recordPositionChanges(
  tx: Database,
  providerIds: string[],
  before: Map<string, Position>,
  /** Null when the system moved the list (an offer's deadline passed). */
  actorId: string | null,
): Promise<PositionMove[]> {
  const after = await positionsAt(tx, providerIds);
  const moves = [...after]
    .filter(([id, now]) => before.has(id) && before.get(id)!.position !== now.position)
    .map(([requestId, now]) => ({
      requestId,
      fromPosition: before.get(requestId)!.position,
      toPosition: now.position,
      total: now.total,
    }));
  if (moves.length > 0) {
    await tx.insert(waitlistRequestEvents).values(
      moves.map((move) => ({
        requestId: move.requestId,
        kind: 'position' as const,
        fromPosition: move.fromPosition,
        toPosition: move.toPosition,
        actorId,
      })),
    );
  }
  return moves;
}

/** How many providers' lists a child waits on now (its active requests, over all its tickets). */
export async function countActiveEntries(db: Database, childId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(waitlistRequests)
    .innerJoin(waitlistTickets, eq(waitlistTickets.id, waitlistRequests.ticketId))
    .where(and(eq(waitlistTickets.childId, childId), isActive));
  return row?.count ?? 0;
}
