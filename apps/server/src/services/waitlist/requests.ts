import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import {
  childGuardians,
  children,
  providers,
  users,
  waitlistRequestEvents,
  waitlistRequests,
  waitlistTickets,
  type Database,
} from '@kinderly/db';
import { Role, WaitlistErrorCode, type WaitlistChildTicket, type WaitlistRequest } from '@kinderly/shared';
import { AppError } from '../../lib/app-error.ts';
import { requireBookableChild } from '../../lib/assert-child-bookable.ts';
import { displayNameOf } from '../../lib/provider-list/provider-summaries.ts';
import type { Actor } from '../../plugins/auth.ts';
import { passOnOfferInTx, type OfferDeps } from './offer-steps.ts';
import { allowanceOf } from './purchases.ts';
import { isActive, lockProviderLists, positionsAt, recordPositionChanges } from './queue-positions.ts';
import { requireOwnTicket } from './tickets.ts';
import { queuePositionNotices } from './waitlist-notices.ts';

// The family's side of the queue (SPEC section 7): joining providers' lists, reading where they stand, leaving.

/** The last change of a request: its newest event (joining, a status, a position). */
export const lastChangedAt =
  sql<Date>`coalesce((select max(${waitlistRequestEvents.createdAt}) from ${waitlistRequestEvents}
  where ${waitlistRequestEvents.requestId} = ${waitlistRequests.id}), ${waitlistRequests.updatedAt})`.mapWith(
    (value: string | Date) => new Date(value),
  );

/**
 * The requests of the children the actor is an accepted guardian of (the SuperAdmin: of every child), newest
 * first, with their positions; a request the family left itself is not shown again.
 */
export async function familyRequests(
  db: Database,
  actor: Actor,
  filter: { childId?: string; providerId?: string; ticketId?: string } = {},
): Promise<WaitlistRequest[]> {
  const conditions: (SQL | undefined)[] = [ne(waitlistRequests.status, 'left')];
  if (actor.role !== Role.SuperAdmin) {
    conditions.push(
      sql`exists (select 1 from ${childGuardians} where ${childGuardians.childId} = ${waitlistTickets.childId}
        and ${childGuardians.userId} = ${actor.userId} and ${childGuardians.accepted})`,
    );
  }
  if (filter.childId) conditions.push(eq(waitlistTickets.childId, filter.childId));
  if (filter.providerId) conditions.push(eq(waitlistRequests.providerId, filter.providerId));
  if (filter.ticketId) conditions.push(eq(waitlistRequests.ticketId, filter.ticketId));
  const rows = await db
    .select({
      request: waitlistRequests,
      childId: waitlistTickets.childId,
      requestedStartDate: waitlistTickets.requestedStartDate,
      selections: waitlistTickets.selections,
      childFirstName: children.firstName,
      businessName: providers.businessName,
      providerFirstName: users.firstName,
      providerLastName: users.lastName,
      lastChangedAt,
    })
    .from(waitlistRequests)
    .innerJoin(waitlistTickets, eq(waitlistTickets.id, waitlistRequests.ticketId))
    .innerJoin(children, eq(children.id, waitlistTickets.childId))
    .innerJoin(providers, eq(providers.id, waitlistRequests.providerId))
    .innerJoin(users, eq(users.id, providers.userId))
    .where(and(...conditions))
    .orderBy(desc(waitlistRequests.joinedAt), desc(waitlistRequests.id));
  const positions = await positionsAt(db, [...new Set(rows.map((row) => row.request.providerId))]);
  return rows.map(({ request, selections, ...row }) => {
    const position = positions.get(request.id);
    return {
      requestId: request.id,
      ticketId: request.ticketId,
      childId: row.childId,
      childFirstName: row.childFirstName,
      childcareProviderId: request.providerId,
      providerName: displayNameOf(row.businessName, row.providerFirstName, row.providerLastName),
      status: request.status,
      position: position?.position ?? null,
      total: position?.total ?? null,
      joinedAt: request.joinedAt.toISOString(),
      lastChangedAt: row.lastChangedAt.toISOString(),
      offeredAt: request.offeredAt?.toISOString() ?? null,
      offerExpiresAt: request.offerExpiresAt?.toISOString() ?? null,
      requestedStartDate: row.requestedStartDate,
      weekdays: [...new Set((selections.ScheduleAvailability ?? []).map((slot) => slot.day))].sort((a, b) => a - b),
    };
  });
}

/** The newest ticket of each child the actor is an accepted guardian of (the SuperAdmin: of every child). */
export async function familyTickets(db: Database, actor: Actor): Promise<WaitlistChildTicket[]> {
  const rows = await db
    .selectDistinctOn([waitlistTickets.childId], {
      ticketId: waitlistTickets.id,
      childId: waitlistTickets.childId,
      childFirstName: children.firstName,
      createdAt: waitlistTickets.createdAt,
    })
    .from(waitlistTickets)
    .innerJoin(children, eq(children.id, waitlistTickets.childId))
    .where(
      actor.role === Role.SuperAdmin
        ? undefined
        : sql`exists (select 1 from ${childGuardians} where ${childGuardians.childId} = ${waitlistTickets.childId}
            and ${childGuardians.userId} = ${actor.userId} and ${childGuardians.accepted})`,
    )
    .orderBy(asc(waitlistTickets.childId), desc(waitlistTickets.createdAt));
  return rows
    .map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }))
    .sort((a, b) => a.childFirstName.localeCompare(b.childFirstName));
}

/**
 * POST child/{id}/waitlist/providers: the ticket joins each listed provider's list at its end. Idempotent per
 * provider and child: the partial unique indexes `waitlist_requests_active_idx` (ticket) and
 * `waitlist_requests_active_child_idx` (child, whatever the ticket) turn a second join (even a concurrent one)
 * into nothing, and the answer shows the entry the child already has there.
 */
export async function joinWaitlist({
  db,
  actor,
  childId,
  ticketId,
  providerIds,
}: {
  db: Database;
  actor: Actor;
  childId: string;
  ticketId: string;
  providerIds: string[];
}): Promise<WaitlistRequest[]> {
  await requireBookableChild(db, actor, childId);
  const ticket = await requireOwnTicket(db, actor, ticketId);
  if (ticket.childId !== childId) throw AppError.notFound('Waitlist ticket not found.');
  const ids = [...new Set(providerIds)];
  const listed = await db
    .select({ id: providers.id })
    .from(providers)
    .where(and(inArray(providers.id, ids), eq(providers.isListed, true)));
  if (listed.length !== ids.length) throw AppError.notFound('Provider not found.');

  await db.transaction(async (tx) => {
    // One join at a time per child, so two tabs cannot both take the child's last free place.
    await tx.execute(sql`select 1 from ${children} where ${children.id} = ${childId} for update`);
    await assertWithinAllowance(tx, actor.userId, { childId, providerIds: ids });
    await lockProviderLists(tx, ids);
    const joined = await tx
      .insert(waitlistRequests)
      .values(ids.map((providerId) => ({ ticketId, childId, providerId })))
      .onConflictDoNothing()
      .returning({ id: waitlistRequests.id });
    if (joined.length === 0) return;
    const positions = await positionsAt(tx, ids);
    await tx.insert(waitlistRequestEvents).values(
      joined.map(({ id }) => ({
        requestId: id,
        kind: 'joined' as const,
        toStatus: 'waiting' as const,
        toPosition: positions.get(id)?.position ?? null,
        actorId: actor.userId,
      })),
    );
  });
  return (await familyRequests(db, actor, { childId })).filter(
    (request) => ids.includes(request.childcareProviderId) && request.position !== null,
  );
}

/**
 * The free limit (ADR 023): joining may not take the child past the entries it holds (3 free, more once bought).
 * Lists the child is already on (with any ticket) do not count again. Answers 409 WAITLIST_LIMIT_REACHED with where it stands, and
 * the web app opens /limit-page.
 */
async function assertWithinAllowance(
  tx: Database,
  userId: string,
  { childId, providerIds }: { childId: string; providerIds: string[] },
) {
  const already = await tx
    .select({ providerId: waitlistRequests.providerId })
    .from(waitlistRequests)
    .where(and(eq(waitlistRequests.childId, childId), inArray(waitlistRequests.providerId, providerIds), isActive));
  const adding = providerIds.length - already.length;
  if (adding === 0) return;
  const allowance = await allowanceOf(tx, userId, childId);
  if (allowance.used + adding <= allowance.limit) return;
  throw new AppError(
    'CONFLICT',
    `${allowance.childFirstName} can wait on ${allowance.limit} lists and is on ${allowance.used}: leave one or add more places.`,
    { body: { code: WaitlistErrorCode.LimitReached, limit: allowance.limit, used: allowance.used } },
  );
}

/**
 * DELETE waitlist/requests: the family leaves one provider's list; everyone behind moves up (and it is recorded).
 * Leaving an offered place ends the offer and passes the place on to the next waiting family, who is mailed.
 */
export async function leaveWaitlist(
  deps: OfferDeps & { actor: Actor; providerId: string; ticketId: string },
): Promise<void> {
  const { db, actor, providerId, ticketId } = deps;
  await requireOwnTicket(db, actor, ticketId);
  await db.transaction(async (tx) => {
    await lockProviderLists(tx, [providerId]);
    const [request] = await tx
      .select()
      .from(waitlistRequests)
      .where(and(eq(waitlistRequests.ticketId, ticketId), eq(waitlistRequests.providerId, providerId), isActive));
    if (!request) throw AppError.notFound('Waitlist request not found.');
    const before = await positionsAt(tx, [providerId]);
    await tx.update(waitlistRequests).set({ status: 'left' }).where(eq(waitlistRequests.id, request.id));
    await tx.insert(waitlistRequestEvents).values({
      requestId: request.id,
      kind: 'status',
      fromStatus: request.status,
      toStatus: 'left',
      fromPosition: before.get(request.id)?.position ?? null,
      actorId: actor.userId,
    });
    const moves = await recordPositionChanges(tx, [providerId], before, actor.userId);
    if (request.status === 'offered') await passOnOfferInTx(tx, deps, request);
    await queuePositionNotices(tx, deps, moves);
  });
}
