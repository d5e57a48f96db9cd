import { and, eq } from 'drizzle-orm';
import { pushSubscriptions, type Database } from '@kinderly/db';
import type { PushSubscriptionInput } from '@kinderly/shared';

/**
 * Keeps a browser's subscription for the signed-in person. An endpoint belongs to one browser, so a browser that
 * someone else signed in on before moves to this person (they no longer get the other's pushes).
 */
export async function savePushSubscription(db: Database, userId: string, input: PushSubscriptionInput) {
  await db
    .insert(pushSubscriptions)
    .values({ userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: input.keys.p256dh, auth: input.keys.auth },
    });
}

/** Forgets one of the person's browsers (push turned off there, or signed out); another person's is left alone. */
export async function removePushSubscription(db: Database, userId: string, endpoint: string) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}
