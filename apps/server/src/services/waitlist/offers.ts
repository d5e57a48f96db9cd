import { and, eq, sql } from 'drizzle-orm';
import { waitlistRequestEvents, waitlistRequests, type Database, type WaitlistRequestRow } from '@kinderly/db';
import { canTransitionWaitlistRequest, WAITLIST_QUEUE_MESSAGES, WaitlistErrorCode } from '@kinderly/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/auth.ts';
import { sendOfferMail } from './offer-mails.ts';
import { jobKey, nextWaiting, offerInTx, type OfferDeps } from './offer-steps.ts';
import { ownProviderId } from './provider-waitlist.ts';
import { lockProviderLists, positionsAt, recordPositionChanges } from './queue-positions.ts';
import { requireOwnTicket } from './tickets.ts';

// Offers (issue 16, ADR 023 addendum "offers" and session 9): a provider offers a waiting family a place, the family
// has the provider's window (24 to 96 hours, 48 by default) to accept or decline, and an unanswered, declined or
// withdrawn place goes to the next waiting family.

export type { OfferDeps } from './offer-steps.ts';

/** A final answer (or the deadline) ends the offer: recorded, the others move up, and the expiry job goes. */
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
  await recordPositionChanges(tx, [request.providerId], before, actorId);
  if (status !== 'expired') await deps.jobs.cancel(tx, jobKey(request.id));
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
  await sendOfferMail(deps, requestId, 'offered');
}

/**
 * POST waitlist/requests/{requestId}/accept or /decline: the family's answer. 404 for another family's request,
 * 409 when nothing is offered or the deadline has passed (even before the expiry job ran). Accepting is recorded
 * and the provider is mailed to contact the family; a declined place goes to the next waiting family.
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
  const nextOffered = await deps.db.transaction(async (tx) => {
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
    if (answer === 'accepted') return null;
    const next = await nextWaiting(tx, request.providerId);
    if (next) await offerInTx(tx, deps, next, null);
    return next?.id ?? null;
  });
  if (answer === 'accepted') await sendOfferMail(deps, requestId, 'accepted');
  if (nextOffered) await sendOfferMail(deps, nextOffered, 'offered');
}

/**
 * The `waitlist.offer-expire` job: an offer still unanswered at its deadline expires and the place is offered to
 * the next waiting family. Idempotent: a request answered, withdrawn or already expired is left alone.
 */
export async function expireWaitlistOffer(deps: OfferDeps, requestId: string): Promise<void> {
  const nextOffered = await deps.db.transaction(async (tx) => {
    const [found] = await tx.select().from(waitlistRequests).where(eq(waitlistRequests.id, requestId));
    if (!found) return null;
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
    if (!request) return null;
    await endOfferInTx(tx, deps, request, 'expired', null);
    const next = await nextWaiting(tx, request.providerId);
    if (next) await offerInTx(tx, deps, next, null);
    return next?.id ?? null;
  });
  if (nextOffered) await sendOfferMail(deps, nextOffered, 'offered');
}
