import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  children,
  providers,
  users,
  waitlistRequestEvents,
  waitlistRequests,
  waitlistTickets,
  type Database,
} from '@kinderly/db';
import {
  ageGroupIdFor,
  canTransitionWaitlistRequest,
  WAITLIST_QUEUE_MESSAGES,
  type ProviderWaitlistEntry,
  type SaveWaitlistPrioritiesBody,
  type WaitlistRequestStatus,
} from '@kinderly/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Actor } from '../../plugins/auth.ts';
import { passOnOfferInTx, type OfferDeps } from './offer-steps.ts';
import { isActive, lockProviderLists, positionsAt, queueOrder, recordPositionChanges } from './queue-positions.ts';
import { lastChangedAt } from './requests.ts';
import { queuePositionNotices, type NoticeDeps } from './waitlist-notices.ts';

// The provider's side of the queue: their list in their order, the order itself, and taking an entry off.

/** The signed-in user's provider; 404 without one (the SuperAdmin has none). */
export async function ownProviderId(db: Database, actor: Actor): Promise<string> {
  const [row] = await db.select({ id: providers.id }).from(providers).where(eq(providers.userId, actor.userId));
  if (!row) throw AppError.notFound('No provider record yet: finish your enrolment first.');
  return row.id;
}

/**
 * GET provider/waitlist: the active entries in the provider's order. What the family asked for and the child's
 * first name and age group; of the parents only the first name of the one who made the ticket.
 */
export async function listProviderWaitlist({
  db,
  actor,
  clock,
}: {
  db: Database;
  actor: Actor;
  clock: Clock;
}): Promise<{ providerId: string; items: ProviderWaitlistEntry[] }> {
  const providerId = await ownProviderId(db, actor);
  const today = clock.now().toISOString().slice(0, 10);
  const rows = await db
    .select({
      request: waitlistRequests,
      ticket: waitlistTickets,
      childFirstName: children.firstName,
      dateOfBirth: children.dateOfBirth,
      parentFirstName: users.firstName,
      lastChangedAt,
    })
    .from(waitlistRequests)
    .innerJoin(waitlistTickets, eq(waitlistTickets.id, waitlistRequests.ticketId))
    .innerJoin(children, eq(children.id, waitlistTickets.childId))
    .leftJoin(users, eq(users.id, waitlistTickets.createdById))
    .where(and(eq(waitlistRequests.providerId, providerId), isActive))
    .orderBy(...queueOrder);
  return {
    providerId,
    items: rows.map((row, index) => ({
      requestId: row.request.id,
      ticketId: row.request.ticketId,
      status: row.request.status,
      position: index + 1,
      priority: row.request.priority,
      childFirstName: row.childFirstName,
      ageGroupId: ageGroupIdFor(row.dateOfBirth, today),
      parentFirstName: row.parentFirstName,
      requestedStartDate: row.ticket.requestedStartDate,
      selections: row.ticket.selections,
      joinedAt: row.request.joinedAt.toISOString(),
      lastChangedAt: row.lastChangedAt.toISOString(),
      offerExpiresAt: row.request.offerExpiresAt?.toISOString() ?? null,
    })),
  };
}

/** GET provider/waitlist/priorities: each active ticket with its rank in the provider's order. */
export async function getWaitlistPriorities(deps: { db: Database; actor: Actor; clock: Clock }) {
  const { providerId, items } = await listProviderWaitlist(deps);
  return { providerId, items: items.map((item) => ({ ticketId: item.ticketId, priority: item.position })) };
}

/**
 * POST provider/waitlist/priorities: the provider's whole order. It must name exactly the tickets in the list now
 * (409 when a family joined or left since the page loaded); every position that moves is recorded, and the
 * families who moved up are told.
 */
export async function saveWaitlistPriorities({
  db,
  actor,
  clock,
  body,
  ...notices
}: NoticeDeps & {
  db: Database;
  actor: Actor;
  clock: Clock;
  body: SaveWaitlistPrioritiesBody;
}) {
  const providerId = await ownProviderId(db, actor);
  if (body.providerId !== providerId) throw AppError.notFound('Provider not found.');
  await db.transaction(async (tx) => {
    await lockProviderLists(tx, [providerId]);
    const active = await tx
      .select({ id: waitlistRequests.id, ticketId: waitlistRequests.ticketId })
      .from(waitlistRequests)
      .where(and(eq(waitlistRequests.providerId, providerId), isActive));
    const byTicket = new Map(active.map((row) => [row.ticketId, row.id]));
    if (active.length !== body.priorities.length || body.priorities.some((p) => !byTicket.has(p.ticketId))) {
      throw new AppError('CONFLICT', WAITLIST_QUEUE_MESSAGES.staleList, { body: { code: 'STALE_WAITLIST' } });
    }
    const before = await positionsAt(tx, [providerId]);
    if (body.priorities.length > 0) {
      const cases = sql.join(
        body.priorities.map((p) => sql`when ${byTicket.get(p.ticketId)!}::uuid then ${p.priority}::integer`),
        sql` `,
      );
      await tx
        .update(waitlistRequests)
        .set({ priority: sql`case ${waitlistRequests.id} ${cases} end` })
        .where(inArray(waitlistRequests.id, [...byTicket.values()]));
    }
    const moves = await recordPositionChanges(tx, [providerId], before, actor.userId);
    await queuePositionNotices(tx, notices, moves);
  });
  return listProviderWaitlist({ db, actor, clock });
}

/**
 * PATCH provider/waitlist/{requestId}: the provider takes an entry off their list (recorded; the rest move up).
 * Removing an offered entry ends the offer and passes the place on to the next waiting family, who is mailed.
 */
export async function updateProviderWaitlistEntry(
  deps: OfferDeps & { actor: Actor; requestId: string; status: WaitlistRequestStatus },
) {
  const { db, actor, clock, requestId, status } = deps;
  const providerId = await ownProviderId(db, actor);
  await db.transaction(async (tx) => {
    await lockProviderLists(tx, [providerId]);
    const [request] = await tx
      .select()
      .from(waitlistRequests)
      .where(and(eq(waitlistRequests.id, requestId), eq(waitlistRequests.providerId, providerId)));
    if (!request) throw AppError.notFound('Waitlist entry not found.');
    if (!canTransitionWaitlistRequest(request.status, status)) {
      throw new AppError('CONFLICT', WAITLIST_QUEUE_MESSAGES.transition, { body: { code: 'ILLEGAL_TRANSITION' } });
    }
    const before = await positionsAt(tx, [providerId]);
    await tx.update(waitlistRequests).set({ status }).where(eq(waitlistRequests.id, requestId));
    await tx.insert(waitlistRequestEvents).values({
      requestId,
      kind: 'status',
      fromStatus: request.status,
      toStatus: status,
      fromPosition: before.get(requestId)?.position ?? null,
      actorId: actor.userId,
    });
    const moves = await recordPositionChanges(tx, [providerId], before, actor.userId);
    if (request.status === 'offered') await passOnOfferInTx(tx, deps, request);
    await queuePositionNotices(tx, deps, moves);
  });
  return listProviderWaitlist({ db, actor, clock });
}
