import { and, eq, inArray, or } from 'drizzle-orm';
import { providers, waitlistRequestEvents, waitlistRequests, type Database } from '@kinderly/db';
import { isActive, lockProviderLists, positionsAt, recordPositionChanges } from './queue-positions.ts';

/**
 * Inside the deletion's transaction (ADR 027): the erased children leave every provider's list ('left'), and a
 * deleted provider's own list is closed ('removed'); each change and the moves of those behind are recorded like
 * any other. An offered place is not passed on here: the provider offers it again. Answers how many ended.
 */
export async function leaveWaitlistsOfDeletedUser(
  tx: Database,
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
    const to = ownIds.includes(request.providerId) ? 'removed' : 'left';
    await tx.update(waitlistRequests).set({ status: to }).where(eq(waitlistRequests.id, request.id));
    await tx.insert(waitlistRequestEvents).values({
      requestId: request.id,
      kind: 'status',
      fromStatus: request.status,
      toStatus: to,
      fromPosition: before.get(request.id)?.position ?? null,
      actorId: input.actorId,
    });
  }
  await recordPositionChanges(tx, providerIds, before, input.actorId);
  return active.length;
}
