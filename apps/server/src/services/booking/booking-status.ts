import { eq } from 'drizzle-orm';
import { providers, type Database } from '@kinderly/db';
import type { Actor } from '../../plugins/auth.ts';
import { ownProviderId } from './order-access.ts';

/** getBookingStatus / updateBookingStatus: the provider's open/paused switch and booking method. */
export async function getBookingStatus(db: Database, actor: Actor) {
  const id = await ownProviderId(db, actor);
  const [row] = await db
    .select({ acceptingBookings: providers.acceptingBookings, withApprovalRequest: providers.withApprovalRequest })
    .from(providers)
    .where(eq(providers.id, id));
  return { acceptingBookings: row!.acceptingBookings, withApprovalRequest: row!.withApprovalRequest !== false };
}

export async function updateBookingStatus(db: Database, actor: Actor, acceptingBookings: boolean) {
  const id = await ownProviderId(db, actor);
  await db.update(providers).set({ acceptingBookings }).where(eq(providers.id, id));
  return getBookingStatus(db, actor);
}
