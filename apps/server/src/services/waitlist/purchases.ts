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
import type { Actor } from '../../plugins/auth.ts';
import { countActiveEntries } from './queue-positions.ts';

// The free limit and the one-time purchase of more waitlist entries (issue 16, ADR 023 addendum).

/**
 * Charges the family's default card at once (held and captured), for `reference`: the payments service, wired by
 * the route (services of one domain never import another's). Throws the gateway's refusal as our 400; resolves with
 * the payment's id and whether the money was taken.
 */
export type ChargeDefaultCard = (input: {
  actor: Actor;
  amountCents: number;
  reference: string;
}) => Promise<{ paymentId: string; paid: boolean; message: string | null }>;

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
  { db, actor }: { db: Database; actor: Actor },
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
export async function buyWaitlistPack(input: {
  db: Database;
  actor: Actor;
  childId: string;
  charge: ChargeDefaultCard;
}): Promise<WaitlistCheckoutResponse> {
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
    const charged = await input.charge({
      actor,
      amountCents: WAITLIST_PACK.amountCents,
      reference: `waitlist-pack:${purchaseId}`,
    });
    paymentId = charged.paymentId;
    if (!charged.paid) throw AppError.validation({ CreditCard: [charged.message ?? 'The card was declined.'] });
  } catch (error) {
    await settle('failed', paymentId);
    throw error;
  }
  const [paid] = await settle('paid', paymentId);
  return { purchase: toPurchase(paid!), allowance: await allowanceOf(db, actor.userId, childId) };
}
