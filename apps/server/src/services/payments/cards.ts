import { and, asc, eq } from 'drizzle-orm';
import { creditCards, type CreditCardRow, type Database, type PaymentGatewayKind } from '@kinderly/db';
import { CardBrandSchema, type CreditCard } from '@kinderly/shared';
import type { GatewayPaymentMethod } from '../../integrations/payments/index.ts';

export function toCreditCard(row: CreditCardRow): CreditCard {
  return {
    id: row.id,
    brand: CardBrandSchema.catch('unknown').parse(row.brand),
    last4: row.last4,
    expMonth: row.expMonth,
    expYear: row.expYear,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listCards(db: Database, userId: string): Promise<CreditCardRow[]> {
  return db
    .select()
    .from(creditCards)
    .where(eq(creditCards.userId, userId))
    .orderBy(asc(creditCards.createdAt), asc(creditCards.id));
}

/**
 * Records a card the gateway now holds for this user. Once per payment method (a webhook and the browser may
 * both report it); the user's first card becomes the default.
 */
export async function recordCard(
  db: Database,
  userId: string,
  gateway: PaymentGatewayKind,
  method: GatewayPaymentMethod,
): Promise<CreditCardRow> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(creditCards).where(eq(creditCards.paymentMethodId, method.id));
    if (existing) return existing;
    const [currentDefault] = await tx
      .select({ id: creditCards.id })
      .from(creditCards)
      .where(and(eq(creditCards.userId, userId), eq(creditCards.isDefault, true)));
    const values = {
      userId,
      gateway,
      paymentMethodId: method.id,
      brand: method.brand,
      last4: method.last4,
      expMonth: method.expMonth,
      expYear: method.expYear,
      fingerprint: method.fingerprint,
    };
    const [row] = await tx
      .insert(creditCards)
      .values({ ...values, isDefault: !currentDefault })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
    // A concurrent save won: either it recorded this very method, or it took the default first.
    const [same] = await tx.select().from(creditCards).where(eq(creditCards.paymentMethodId, method.id));
    if (same) return same;
    const [second] = await tx
      .insert(creditCards)
      .values({ ...values, isDefault: false })
      .returning();
    return second!;
  });
}

/** Removes a card; when it was the default, the oldest remaining card becomes the default. */
export async function removeCard(db: Database, card: CreditCardRow): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(creditCards).where(eq(creditCards.id, card.id));
    if (!card.isDefault) return;
    const [next] = await tx
      .select({ id: creditCards.id })
      .from(creditCards)
      .where(eq(creditCards.userId, card.userId))
      .orderBy(asc(creditCards.createdAt), asc(creditCards.id))
      .limit(1);
    if (next) await tx.update(creditCards).set({ isDefault: true }).where(eq(creditCards.id, next.id));
  });
}
