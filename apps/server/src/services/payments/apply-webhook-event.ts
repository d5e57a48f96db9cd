import { eq, sql } from 'drizzle-orm';
import { creditCards, payments, paymentWebhookEvents, type Database, type PaymentRow } from '@kinderly/db';
import { PAYMENT_CURRENCY } from '@kinderly/shared';
import type {
  GatewayEvent,
  GatewayEventChange,
  GatewayPaymentIntent,
  GatewayPaymentMethod,
  PaymentGateway,
} from '../../integrations/payments/index.ts';
import { recordCard, removeCard } from './cards.ts';
import { syncAccount } from './connected-account.ts';
import type { AccountChanged, PaymentChanged } from './deps.ts';
import { userOfCustomer } from './ensure-customer.ts';
import { applyIntentState } from './payment-intents.ts';

type CardToRecord = { userId: string; method: GatewayPaymentMethod } | null;

async function cardOf(
  db: Database,
  gateway: PaymentGateway,
  customerId: string | null,
  paymentMethodId: string | null,
): Promise<CardToRecord> {
  if (!customerId || !paymentMethodId) return null;
  const userId = await userOfCustomer(db, customerId);
  if (!userId) return null;
  return { userId, method: await gateway.retrievePaymentMethod(paymentMethodId) };
}

/** The card a completed setup saved, read from the gateway before any transaction opens. */
async function savedCard(db: Database, gateway: PaymentGateway, change: GatewayEventChange): Promise<CardToRecord> {
  if (change.kind === 'setup_succeeded') return cardOf(db, gateway, change.customerId, change.paymentMethodId);
  if (change.kind !== 'setup_checkout_completed') return null;
  const intent = await gateway.retrieveSetupIntent(change.setupIntentId);
  return intent.status === 'succeeded' ? cardOf(db, gateway, intent.customerId, intent.paymentMethodId) : null;
}

const alreadyApplied = async (db: Database, eventId: string) =>
  (
    await db
      .select({ eventId: paymentWebhookEvents.eventId })
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.eventId, eventId))
  ).length > 0;

/**
 * An intent we have no record of yet that names an order: one a Checkout session for the order created (the parent
 * paid on the gateway's page). Recorded for the customer's user whatever its state, so a later event cannot move it
 * back; the booking side decides whether it pays the order.
 */
async function recordOrderIntent(tx: Database, intent: GatewayPaymentIntent, gateway: PaymentGateway['kind']) {
  if (!intent.orderId || !intent.customerId) return null;
  const userId = await userOfCustomer(tx, intent.customerId);
  if (!userId) return null;
  await tx
    .insert(payments)
    .values({
      userId,
      gateway,
      paymentIntentId: intent.id,
      status: intent.status,
      amountCents: intent.amountCents,
      currency: PAYMENT_CURRENCY,
      capturedCents: intent.amountReceivedCents,
      reference: intent.orderId,
      lastError: intent.lastError?.message ?? null,
    })
    .onConflictDoNothing({ target: payments.paymentIntentId });
  const [row] = await tx.select().from(payments).where(eq(payments.paymentIntentId, intent.id));
  return row ?? null;
}

/** The payment a change is about, once our record follows it (null when it is not one of ours). */
async function applyPaymentChange(
  tx: Database,
  gateway: PaymentGateway['kind'],
  change: GatewayEventChange,
): Promise<PaymentRow | null> {
  if (change.kind === 'payment_intent_updated')
    return (await applyIntentState(tx, change.intent)) ?? (await recordOrderIntent(tx, change.intent, gateway));
  if (change.kind === 'payment_refunded') {
    // The event carries the total refunded so far: a late, smaller total never lowers it.
    const [row] = await tx
      .update(payments)
      .set({
        refundedCents: sql`greatest(${payments.refundedCents}, least(${payments.capturedCents}, ${change.amountRefundedCents}))`,
        updatedAt: sql`now()`,
      })
      .where(eq(payments.paymentIntentId, change.paymentIntentId))
      .returning();
    return row ?? null;
  }
  return null;
}

/**
 * Applies one verified event to our records, once: the event id is stored in the same transaction as the change,
 * so a replay (the gateway retries, or an attacker resends a captured body) finds it and changes nothing.
 * What the event needs from the gateway is read first, with no transaction open; two deliveries racing may both
 * read, and only one applies. An account update runs `onAccountChanged` (the provider listing) in the same
 * transaction, and a payment's change `onPaymentChanged` (the order it pays follows it). Returns false for a replay.
 */
export async function applyWebhookEvent(
  db: Database,
  gateway: PaymentGateway,
  event: GatewayEvent,
  onAccountChanged: AccountChanged,
  onPaymentChanged: PaymentChanged = async () => {},
): Promise<boolean> {
  if (await alreadyApplied(db, event.id)) return false;
  const { change } = event;
  const card = await savedCard(db, gateway, change);
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(paymentWebhookEvents)
      .values({ eventId: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ eventId: paymentWebhookEvents.eventId });
    if (inserted.length === 0) return false;
    const txDb = tx as unknown as Database;
    if (card) await recordCard(txDb, card.userId, gateway.kind, card.method);
    if (change.kind === 'account_updated') await syncAccount(txDb, change.account, onAccountChanged);
    const payment = await applyPaymentChange(txDb, gateway.kind, change);
    if (payment) await onPaymentChanged(txDb, payment);
    if (change.kind === 'payment_method_detached') {
      const [row] = await tx.select().from(creditCards).where(eq(creditCards.paymentMethodId, change.paymentMethodId));
      if (row) await removeCard(txDb, row);
    }
    return true;
  });
}
