import { eq, lte, sql } from 'drizzle-orm';
import { childQueueEntries, type Database } from '@kinderly/db';
import { ChildEnrolmentErrorCode, type QueueResponse } from '@kinderly/shared';
import { AppError } from '../../lib/app-error.ts';
import { assertChildBookable } from '../../lib/assert-child-bookable.ts';
import { requireChildAccess } from './child-access.ts';
import type { ChildInput } from './deps.ts';

async function numberOf(db: Database, position: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(childQueueEntries)
    .where(lte(childQueueEntries.position, position));
  return row?.n ?? 0;
}

/**
 * putIntoQueue: puts an enrolled child in the general intake queue (first come, first served) and
 * answers its number. Already queued: 409 ALREADY_IN_QUEUE, the number in the body too (SPEC section 8:
 * "numberInQueue is still read from the error body").
 */
export async function putIntoQueue({ db, actor, childId }: ChildInput): Promise<QueueResponse> {
  await requireChildAccess(db, actor, childId);
  await assertChildBookable(db, childId);
  const [inserted] = await db
    .insert(childQueueEntries)
    .values({ childId, userId: actor.userId })
    .onConflictDoNothing({ target: childQueueEntries.childId })
    .returning({ position: childQueueEntries.position });
  if (inserted) return { childId, numberInQueue: await numberOf(db, inserted.position) };
  const [existing] = await db.select().from(childQueueEntries).where(eq(childQueueEntries.childId, childId));
  const numberInQueue = existing ? await numberOf(db, existing.position) : 0;
  throw new AppError('CONFLICT', 'This child is already in the queue.', {
    body: { code: ChildEnrolmentErrorCode.AlreadyInQueue, childId, numberInQueue },
  });
}
