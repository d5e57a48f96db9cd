import { and, eq, sql } from 'drizzle-orm';
import { children, creditCards, waitlistPurchases, type Database, type WaitlistPurchaseRow } from '@kinderly/db';
import {
  CardBrandSchema,
  PAYMENT_CURRENCY,
  WAITLIST_FREE_LIMIT,
  WAITLIST_PACK,
  type WaitlistAllowance,
  type WaitlistCheckoutResponse,
  type WaitlistPurchase,
} from '@kinderly/shared';
import { requireBookableChild } from '../../lib/assert-child-bookable.ts';
import { AppError } from '../../lib/app-error.ts';
import { authorizePayment, capturePayment } from '../payments/payment-intents.ts';
import type { PaymentsInput } from '../payments/deps.ts';
import { countActiveEntries } from './queue-positions.ts';

// The free limit and the one-time purchase of more waitlist entries (issue 16, ADR 023 addendum).

function toPurchase(row: WaitlistPurchaseRow): WaitlistPurchase {
  return {
    purchaseId: row.id,
    childId: row.childId,
    entries: row.entries,
    amountCents: row.amountCents,
    currency: row.currency,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The entries a child may hold: the free ones and those of paid purchases, with the card a purchase would be charged
 * to (the caller has checked access).
 */
export async function allowanceOf(db: Database, userId: string, childId: string): Promise<WaitlistAllowance> {
  const [[bought], used, [child], [card]] = await Promise.all([
    db
      .select({ entries: sql<number>`coalesce(sum(${waitlistPurchases.entries}), 0)::int` })
      .from(waitlistPurchases)
      .where(and(eq(waitlistPurchases.childId, childId), eq(waitlistPurchases.status, 'paid'))),
    countActiveEntries(db, childId),
    db.select({ firstName: children.firstName }).from(children).where(eq(children.id, childId)),
    db
      .select({ brand: creditCards.brand, last4: creditCards.last4 })
      .from(creditCards)
      .where(and(eq(creditCards.userId, userId), eq(creditCards.isDefault, true))),
  ]);
  const purchased = bought?.entries ?? 0;
  const limit = WAITLIST_FREE_LIMIT + purchased;
  return {
    childId,
    childFirstName: child?.firstName ?? '',
    free: WAITLIST_FREE_LIMIT,
    purchased,
    limit,
    used,
    remaining: Math.max(0, limit - used),
    pack: { entries: WAITLIST_PACK.entries, amountCents: WAITLIST_PACK.amountCents, currency: PAYMENT_CURRENCY },
    defaultCard: card ? { brand: CardBrandSchema.catch('unknown').parse(card.brand), last4: card.last4 } : null,
  };
}

/** GET /api/waitlist/allowance: for a child of the family (404 otherwise, 409 before enrolment ends). */
export async function getAllowance(
  { db, actor }: Pick<PaymentsInput, 'db' | 'actor'>,
  childId: string,
): Promise<WaitlistAllowance> {
  await requireBookableChild(db, actor, childId);
  return allowanceOf(db, actor.userId, childId);
}

/**
 * POST /api/checkout: the pack, at the server's price, charged to the family's default card at once (held and
 * captured). The purchase is recorded before the card is charged, so a charge never lacks its record: a decline
 * leaves it failed (and answers the gateway's message under CardNumber), a capture makes it paid.
 */
export async function buyWaitlistPack(input: PaymentsInput & { childId: string }): Promise<WaitlistCheckoutResponse> {
  const { db, actor, childId } = input;
  await requireBookableChild(db, actor, childId);
  const [pending] = await db
    .insert(waitlistPurchases)
    .values({
      childId,
      userId: actor.userId,
      entries: WAITLIST_PACK.entries,
      amountCents: WAITLIST_PACK.amountCents,
      currency: PAYMENT_CURRENCY,
    })
    .returning();
  const purchaseId = pending!.id;
  const settle = (status: WaitlistPurchaseRow['status'], paymentId: string | null) =>
    db
      .update(waitlistPurchases)
      .set({ status, paymentId, updatedAt: sql`now()` })
      .where(eq(waitlistPurchases.id, purchaseId))
      .returning();
  let paymentId: string | null = null;
  try {
    const held = await authorizePayment({
      ...input,
      amountCents: WAITLIST_PACK.amountCents,
      reference: `waitlist-pack:${purchaseId}`,
    });
    paymentId = held.id;
    if (held.status !== 'requires_capture') {
      throw AppError.validation({ CreditCard: [held.lastError ?? 'The card was declined.'] });
    }
    const captured = await capturePayment({ ...input, paymentId: held.id });
    if (captured.status !== 'succeeded') throw AppError.validation({ CreditCard: ['The card was declined.'] });
  } catch (error) {
    await settle('failed', paymentId);
    throw error;
  }
  const [paid] = await settle('paid', paymentId);
  return { purchase: toPurchase(paid!), allowance: await allowanceOf(db, actor.userId, childId) };
}
