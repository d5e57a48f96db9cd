import { and, eq, sql } from 'drizzle-orm';
import { waitlistRequestEvents, waitlistRequests, type Database, type WaitlistRequestRow } from '@kinderly/db';
import { canTransitionWaitlistRequest, WAITLIST_QUEUE_MESSAGES, WaitlistErrorCode } from '@kinderly/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/auth.ts';
import { cancelOfferJobs, nextWaiting, offerInTx, reminderKey, type OfferDeps } from './offer-steps.ts';
import { ownProviderId } from './provider-waitlist.ts';
import { lockProviderLists, positionsAt, recordPositionChanges } from './queue-positions.ts';
import { requireOwnTicket } from './tickets.ts';
import { queueOfferNotice, queuePositionNotices } from './waitlist-notices.ts';

// Offers (issue 16, ADR 023 addendum "offers" and session 9): a provider offers a waiting family a place, the family
// has the provider's window (24 to 96 hours, 48 by default) to accept or decline, and an unanswered, declined or
// withdrawn place goes to the next waiting family.

export type { OfferDeps } from './offer-steps.ts';

/**
 * A final answer (or the deadline) ends the offer: recorded, the others move up, its jobs go, the provider hears
 * of an acceptance and the family of an expiry; a declined or expired place goes to the next waiting family. The
 * families who moved up are told last, so one offered the place hears of the offer alone.
 */
async function endOfferInTx(
  tx: Database,
  deps: OfferDeps,
  request: WaitlistRequestRow,
  status: 'accepted' | 'declined' | 'expired',
  actorId: string | null,
) {
  const before = await positionsAt(tx, [request.providerId]);
  await tx.update(waitlistRequests).set({ status }).where(eq(waitlistRequests.id, request.id));
  await tx.insert(waitlistRequestEvents).values({
    requestId: request.id,
    kind: 'status',
    fromStatus: 'offered',
    toStatus: status,
    fromPosition: before.get(request.id)?.position ?? null,
    actorId,
  });
  const moves = await recordPositionChanges(tx, [request.providerId], before, actorId);
  // The expiry job is the one running when the deadline ended the offer.
  if (status === 'expired') await deps.jobs.cancel(tx, reminderKey(request.id));
  else await cancelOfferJobs(tx, deps, request.id);
  if (status === 'accepted') await queueOfferNotice(tx, deps, request.id, 'accepted');
  else {
    if (status === 'expired') await queueOfferNotice(tx, deps, request.id, 'expired');
    const next = await nextWaiting(tx, request.providerId);
    if (next) await offerInTx(tx, deps, next, null);
  }
  await queuePositionNotices(tx, deps, moves);
}

/** PATCH provider/waitlist/{requestId} `{status: 'offered'}`: 404 outside the own list, 409 unless waiting. */
export async function offerWaitlistPlace(deps: OfferDeps, actor: Actor, requestId: string): Promise<void> {
  const providerId = await ownProviderId(deps.db, actor);
  await deps.db.transaction(async (tx) => {
    await lockProviderLists(tx, [providerId]);
    const [request] = await tx
      .select()
      .from(waitlistRequests)
      .where(and(eq(waitlistRequests.id, requestId), eq(waitlistRequests.providerId, providerId)));
    if (!request) throw AppError.notFound('Waitlist entry not found.');
    if (request.status !== 'waiting' || !canTransitionWaitlistRequest(request.status, 'offered')) {
      throw new AppError('CONFLICT', WAITLIST_QUEUE_MESSAGES.transition, { body: { code: 'ILLEGAL_TRANSITION' } });
    }
    await offerInTx(tx, deps, request, actor.userId);
  });
}

/**
 * POST waitlist/requests/{requestId}/accept or /decline: the family's answer. 404 for another family's request,
 * 409 when nothing is offered or the deadline has passed (even before the expiry job ran). Accepting is recorded
 * and the provider is told to contact the family; a declined place goes to the next waiting family.
 */
export async function answerWaitlistOffer(
  deps: OfferDeps,
  actor: Actor,
  requestId: string,
  answer: 'accepted' | 'declined',
): Promise<void> {
  const [found] = await deps.db.select().from(waitlistRequests).where(eq(waitlistRequests.id, requestId));
  if (!found) throw AppError.notFound('Waitlist request not found.');
  await requireOwnTicket(deps.db, actor, found.ticketId);
  await deps.db.transaction(async (tx) => {
    await lockProviderLists(tx, [found.providerId]);
    const [request] = await tx.select().from(waitlistRequests).where(eq(waitlistRequests.id, requestId));
    if (!request || request.status !== 'offered') {
      throw new AppError('CONFLICT', WAITLIST_QUEUE_MESSAGES.notOffered, {
        body: { code: WaitlistErrorCode.NotOffered },
      });
    }
    if (!request.offerExpiresAt || request.offerExpiresAt.getTime() <= deps.clock.now().getTime()) {
      throw new AppError('CONFLICT', WAITLIST_QUEUE_MESSAGES.offerExpired, {
        body: { code: WaitlistErrorCode.OfferExpired },
      });
    }
    await endOfferInTx(tx, deps, request, answer, actor.userId);
  });
}

/**
 * The `waitlist.offer-expire` job: an offer still unanswered at its deadline expires and the place is offered to
 * the next waiting family. Idempotent: a request answered, withdrawn or already expired is left alone.
 */
export async function expireWaitlistOffer(deps: OfferDeps, requestId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [found] = await tx.select().from(waitlistRequests).where(eq(waitlistRequests.id, requestId));
    if (!found) return;
    await lockProviderLists(tx, [found.providerId]);
    const [request] = await tx
      .select()
      .from(waitlistRequests)
      .where(
        and(
          eq(waitlistRequests.id, requestId),
          eq(waitlistRequests.status, 'offered'),
          sql`${waitlistRequests.offerExpiresAt} <= ${deps.clock.now().toISOString()}::timestamptz`,
        ),
      );
    if (!request) return;
    await endOfferInTx(tx, deps, request, 'expired', null);
  });
}

/**
 * The `waitlist.offer-remind` job: the family of an offer still open is reminded of its deadline. Does nothing
 * when the offer was answered or ended meanwhile (its job is cancelled then, this guards a run already claimed).
 */
export async function remindWaitlistOffer(deps: OfferDeps, requestId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [found] = await tx.select().from(waitlistRequests).where(eq(waitlistRequests.id, requestId));
    if (!found) return;
    await lockProviderLists(tx, [found.providerId]);
    const [request] = await tx
      .select({ id: waitlistRequests.id })
      .from(waitlistRequests)
      .where(
        and(
          eq(waitlistRequests.id, requestId),
          eq(waitlistRequests.status, 'offered'),
          sql`${waitlistRequests.offerExpiresAt} > ${deps.clock.now().toISOString()}::timestamptz`,
        ),
      );
    if (request) await queueOfferNotice(tx, deps, request.id, 'expiring');
  });
}
