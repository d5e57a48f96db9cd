import { and, eq, sql } from 'drizzle-orm';
import { creditCards, providers, type Database, type ProviderRow } from '@kinderly/db';
import { AppError } from '../../lib/app-error.ts';

export { requireBookableChild } from '../../lib/assert-child-bookable.ts';

/**
 * A provider that takes bookings now: listed (every required step, a payout account that can be paid) and not
 * paused. An unknown or unlisted provider is 404; a paused one 409.
 */
export async function requireBookableProvider(db: Database, providerId: string): Promise<ProviderRow> {
  const [provider] = await db.select().from(providers).where(eq(providers.id, providerId));
  return assertBookable(provider);
}

/** `requireBookableProvider`'s rule for a provider already read (undefined: not found). */
export function assertBookable(provider: ProviderRow | undefined): ProviderRow {
  if (!provider || !provider.isListed) throw AppError.notFound('No such provider.');
  if (!provider.acceptingBookings || !provider.cancellationOption)
    throw new AppError(
      'CONFLICT',
      `${provider.businessName ?? 'This provider'} is not taking bookings at the moment.`,
      {
        errors: { ChildcareProviderId: ['This provider is not taking bookings at the moment.'] },
        body: { code: 'NOT_ACCEPTING_BOOKINGS' },
      },
    );
  return provider;
}

/** Booking charges the payer's default card off-session: no card, no booking. */
export async function requireDefaultCard(db: Database, userId: string): Promise<void> {
  const [card] = await db
    .select({ id: creditCards.id })
    .from(creditCards)
    .where(and(eq(creditCards.userId, userId), eq(creditCards.isDefault, true)));
  assertDefaultCard(Boolean(card));
}

/** Whether `userId` has a default card, as a column of another query. */
export const hasDefaultCard = (userId: string) =>
  sql<boolean>`exists (select 1 from ${creditCards} where ${creditCards.userId} = ${userId} and ${creditCards.isDefault})`;

export function assertDefaultCard(hasCard: boolean): void {
  if (!hasCard)
    throw AppError.validation(
      { CreditCard: ['Save a card before booking: days are paid with it.'] },
      'Save a card before booking.',
    );
}
