import { eq } from 'drizzle-orm';
import { providers, type Database } from '@kinderly/db';
import type { WaitlistOfferHours, WaitlistSettings } from '@kinderly/shared';
import type { Actor } from '../../plugins/auth.ts';
import { ownProviderId } from './provider-waitlist.ts';

// The provider's waitlist settings (ADR 023 session 9): how long a family has to answer an offered place.

/** GET provider/waitlist/settings; 404 without a provider record. */
export async function getWaitlistSettings(db: Database, actor: Actor): Promise<WaitlistSettings> {
  const providerId = await ownProviderId(db, actor);
  const [row] = await db
    .select({ offerHours: providers.waitlistOfferHours })
    .from(providers)
    .where(eq(providers.id, providerId));
  return { offerHours: row!.offerHours as WaitlistOfferHours };
}

/**
 * PUT provider/waitlist/settings. The body's schema and the column's check allow only the listed windows; offers
 * already made keep the deadline they were given.
 */
export async function saveWaitlistSettings(db: Database, actor: Actor, body: WaitlistSettings) {
  const providerId = await ownProviderId(db, actor);
  await db.update(providers).set({ waitlistOfferHours: body.offerHours }).where(eq(providers.id, providerId));
  return { offerHours: body.offerHours };
}
