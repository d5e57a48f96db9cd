import { and, eq } from 'drizzle-orm';
import {
  providers,
  waitlistRequestEvents,
  waitlistRequests,
  type Database,
  type WaitlistRequestRow,
} from '@kinderly/db';
import { WAITLIST_OFFER_EXPIRE_JOB, WAITLIST_OFFER_HOURS, WAITLIST_OFFER_REMIND_JOB } from '@kinderly/shared';
import type { Clock } from '../../lib/clock.ts';
import type { JobQueue } from '../../lib/jobs/index.ts';
import { positionsAt, queueOrder } from './queue-positions.ts';
import { queueOfferNotice, type NoticeDeps } from './waitlist-notices.ts';

// The steps of an offer that run inside a transaction holding the provider's lock (lockProviderLists), shared by
// the offers themselves, a family leaving and a provider removing an entry.

export interface OfferDeps extends NoticeDeps {
  db: Database;
  clock: Clock;
  jobs: Pick<JobQueue, 'enqueue' | 'cancel'>;
}

export const jobKey = (requestId: string) => `${WAITLIST_OFFER_EXPIRE_JOB}:${requestId}`;
export const reminderKey = (requestId: string) => `${WAITLIST_OFFER_REMIND_JOB}:${requestId}`;

const HOUR_MS = 3_600_000;
/** The reminder goes a day before the deadline, or halfway through a window of a day or less. */
const REMINDER_LEAD_MS = 24 * HOUR_MS;

/** The offer ended (answered, or its entry left the list): its deadline and its reminder go. */
export async function cancelOfferJobs(tx: Database, deps: OfferDeps, requestId: string) {
  await deps.jobs.cancel(tx, jobKey(requestId));
  await deps.jobs.cancel(tx, reminderKey(requestId));
}

/**
 * The request becomes offered with the deadline of the provider's window (read in this transaction, so a change of
 * setting applies to the next offer and never moves one already made), recorded, its expiry and reminder queued,
 * and the family's notice with them.
 */
export async function offerInTx(tx: Database, deps: OfferDeps, request: WaitlistRequestRow, actorId: string | null) {
  const now = deps.clock.now();
  const [provider] = await tx
    .select({ offerHours: providers.waitlistOfferHours })
    .from(providers)
    .where(eq(providers.id, request.providerId));
  const windowMs = (provider?.offerHours ?? WAITLIST_OFFER_HOURS) * HOUR_MS;
  const offerExpiresAt = new Date(now.getTime() + windowMs);
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
  await deps.jobs.enqueue(tx, {
    name: WAITLIST_OFFER_REMIND_JOB,
    payload: { requestId: request.id },
    runAt: new Date(offerExpiresAt.getTime() - Math.min(REMINDER_LEAD_MS, windowMs / 2)),
    singletonKey: reminderKey(request.id),
  });
  await queueOfferNotice(tx, deps, request.id, 'offered');
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
 * its jobs go and the place is offered to the next waiting family (who is told with this transaction).
 */
export async function passOnOfferInTx(tx: Database, deps: OfferDeps, request: WaitlistRequestRow) {
  await cancelOfferJobs(tx, deps, request.id);
  const next = await nextWaiting(tx, request.providerId);
  if (next) await offerInTx(tx, deps, next, null);
}
