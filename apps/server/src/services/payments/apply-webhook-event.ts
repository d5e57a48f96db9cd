import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { creditCards, paymentWebhookEvents, type Database } from '@kinderly/db';
import type { PaymentGateway } from '../../integrations/payments/index.ts';
import { toGatewayAccount, toPaymentIntent } from '../../integrations/payments/stripe-gateway.ts';
import { recordCard, removeCard } from './cards.ts';
import { syncAccount } from './connected-account.ts';
import { userOfCustomer } from './ensure-customer.ts';
import { applyIntentState } from './payment-intents.ts';

const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id;

async function recordSetup(
  db: Database,
  gateway: PaymentGateway,
  customer: string | null,
  paymentMethodId: string | null,
) {
  if (!customer || !paymentMethodId) return;
  const userId = await userOfCustomer(db, customer);
  if (!userId) return;
  await recordCard(db, userId, gateway.kind, await gateway.retrievePaymentMethod(paymentMethodId));
}

/**
 * Applies one verified event to our records, once: the event id is stored in the same transaction, so a
 * replay (Stripe retries, or an attacker resending a captured body) finds it and changes nothing.
 * Returns false for a replay.
 */
export async function applyWebhookEvent(db: Database, gateway: PaymentGateway, event: Stripe.Event): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(paymentWebhookEvents)
      .values({ eventId: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ eventId: paymentWebhookEvents.eventId });
    if (inserted.length === 0) return false;
    const txDb = tx as unknown as Database;
    switch (event.type) {
      case 'setup_intent.succeeded': {
        const intent = event.data.object;
        await recordSetup(txDb, gateway, idOf(intent.customer), idOf(intent.payment_method));
        break;
      }
      case 'checkout.session.completed': {
        const session = event.data.object;
        const setupIntentId = idOf(session.setup_intent);
        if (session.mode === 'setup' && setupIntentId) {
          const intent = await gateway.retrieveSetupIntent(setupIntentId);
          if (intent.status === 'succeeded')
            await recordSetup(txDb, gateway, intent.customerId, intent.paymentMethodId);
        }
        break;
      }
      case 'account.updated':
        await syncAccount(txDb, toGatewayAccount(event.data.object));
        break;
      case 'payment_method.detached': {
        const [card] = await tx.select().from(creditCards).where(eq(creditCards.paymentMethodId, event.data.object.id));
        if (card) await removeCard(txDb, card);
        break;
      }
      case 'payment_intent.amount_capturable_updated':
      case 'payment_intent.succeeded':
      case 'payment_intent.canceled':
      case 'payment_intent.payment_failed':
      case 'payment_intent.requires_action':
        await applyIntentState(txDb, toPaymentIntent(event.data.object));
        break;
      default:
        // Other events are acknowledged and ignored.
        break;
    }
    return true;
  });
}
