import { and, eq, inArray, or } from 'drizzle-orm';
import { providers, waitlistRequestEvents, waitlistRequests, type Database } from '@kinderly/db';
import { cancelOfferJobs, passOnOfferInTx, type OfferDeps } from './offer-steps.ts';
import { isActive, lockProviderLists, positionsAt, recordPositionChanges } from './queue-positions.ts';
import { queuePositionNotices } from './waitlist-notices.ts';

/**
 * Inside the deletion's transaction (ADR 027): the erased children leave every provider's list ('left'), and a
 * deleted provider's own list is closed ('removed'); each change and the moves of those behind are recorded like
 * any other. A place offered to a leaving child goes to the next waiting family, as when a family leaves, and
 * the families are told with this transaction. Answers how many places ended.
 */
export async function leaveWaitlistsOfDeletedUser(
  tx: Database,
  deps: OfferDeps,
  input: { userId: string; childIds: string[]; actorId: string },
): Promise<number> {
  const own = await tx.select({ id: providers.id }).from(providers).where(eq(providers.userId, input.userId));
  const ownIds = own.map((row) => row.id);
  const which = or(
    input.childIds.length > 0 ? inArray(waitlistRequests.childId, input.childIds) : undefined,
    ownIds.length > 0 ? inArray(waitlistRequests.providerId, ownIds) : undefined,
  );
  if (!which) return 0;
  const candidates = await tx
    .select({ providerId: waitlistRequests.providerId })
    .from(waitlistRequests)
    .where(and(which, isActive));
  const providerIds = [...new Set(candidates.map((row) => row.providerId))];
  if (providerIds.length === 0) return 0;
  await lockProviderLists(tx, providerIds);
  const before = await positionsAt(tx, providerIds);
  const active = await tx.select().from(waitlistRequests).where(and(which, isActive));
  for (const request of active) {
    const closing = ownIds.includes(request.providerId);
    const to = closing ? 'removed' : 'left';
    await tx.update(waitlistRequests).set({ status: to }).where(eq(waitlistRequests.id, request.id));
    await tx.insert(waitlistRequestEvents).values({
      requestId: request.id,
      kind: 'status',
      fromStatus: request.status,
      toStatus: to,
      fromPosition: before.get(request.id)?.position ?? null,
      actorId: input.actorId,
    });
    if (request.status !== 'offered') continue;
    // A closed list offers nothing more; another provider's place moves on to the next family.
    if (closing) await cancelOfferJobs(tx, deps, request.id);
    else await passOnOfferInTx(tx, deps, request);
  }
  const moves = await recordPositionChanges(tx, providerIds, before, input.actorId);
  await queuePositionNotices(tx, deps, moves);
  return active.length;
}
