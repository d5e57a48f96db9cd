import { and, eq } from 'drizzle-orm';
import {
  providers,
  waitlistRequestEvents,
  waitlistRequests,
  type Database,
  type WaitlistRequestRow,
} from '@kinderly/db';
import { WAITLIST_OFFER_EXPIRE_JOB, WAITLIST_OFFER_HOURS } from '@kinderly/shared';
import type { Clock } from '../../lib/clock.ts';
import type { JobQueue } from '../../lib/jobs/index.ts';
import type { OfferMailDeps } from './offer-mails.ts';
import { positionsAt, queueOrder } from './queue-positions.ts';

// The steps of an offer that run inside a transaction holding the provider's lock (lockProviderLists), shared by
// the offers themselves, a family leaving and a provider removing an entry.

export interface OfferDeps extends OfferMailDeps {
  clock: Clock;
  jobs: Pick<JobQueue, 'enqueue' | 'cancel'>;
}

export const jobKey = (requestId: string) => `${WAITLIST_OFFER_EXPIRE_JOB}:${requestId}`;

/**
 * The request becomes offered with the deadline of the provider's window (read in this transaction, so a change of
 * setting applies to the next offer and never moves one already made), recorded, and its expiry queued.
 */
export async function offerInTx(tx: Database, deps: OfferDeps, request: WaitlistRequestRow, actorId: string | null) {
  const now = deps.clock.now();
  const [provider] = await tx
    .select({ offerHours: providers.waitlistOfferHours })
    .from(providers)
    .where(eq(providers.id, request.providerId));
  const offerExpiresAt = new Date(now.getTime() + (provider?.offerHours ?? WAITLIST_OFFER_HOURS) * 3_600_000);
  const position = (await positionsAt(tx, [request.providerId])).get(request.id)?.position ?? null;
  await tx
    .update(waitlistRequests)
    .set({ status: 'offered', offeredAt: now, offerExpiresAt })
    .where(eq(waitlistRequests.id, request.id));
  await tx.insert(waitlistRequestEvents).values({
    requestId: request.id,
    kind: 'status',
    fromStatus: request.status,
    toStatus: 'offered',
    fromPosition: position,
    toPosition: position,
    actorId,
  });
  await deps.jobs.enqueue(tx, {
    name: WAITLIST_OFFER_EXPIRE_JOB,
    payload: { requestId: request.id },
    runAt: offerExpiresAt,
    singletonKey: jobKey(request.id),
  });
}

/** The first waiting request in the provider's order, if any (an offered one keeps its offer). */
export async function nextWaiting(tx: Database, providerId: string) {
  const [next] = await tx
    .select()
    .from(waitlistRequests)
    .where(and(eq(waitlistRequests.providerId, providerId), eq(waitlistRequests.status, 'waiting')))
    .orderBy(...queueOrder)
    .limit(1);
  return next ?? null;
}

/**
 * An offered entry left the list (the family left, the provider removed it) after its status change was recorded:
 * its expiry job goes and the place is offered to the next waiting family. Answers that family's request id, whose
 * mail the caller sends after the commit.
 */
export async function passOnOfferInTx(tx: Database, deps: OfferDeps, request: WaitlistRequestRow) {
  await deps.jobs.cancel(tx, jobKey(request.id));
  const next = await nextWaiting(tx, request.providerId);
  if (next) await offerInTx(tx, deps, next, null);
  return next?.id ?? null;
}
