import { eq, inArray, sql } from 'drizzle-orm';
import {
  connectedAccounts,
  creditCards,
  paymentCustomers,
  payments,
  type Database,
  type PaymentRow,
} from '@kinderly/db';
import { PAYMENT_CURRENCY } from '@kinderly/shared';
import { GatewayError, type PaymentGateway } from '../../integrations/payments/index.ts';
import { applyIntentState } from './payment-intents.ts';

/**
 * Card money for daycare orders (issue 15, ADR 012): a hold on the payer's default card, off-session, with manual
 * capture, as a destination charge to the provider's payout account with the platform fee as application fee;
 * then capture, release or refund it. No actor: the booking's jobs and effects call these for the parent whose
 * order it is. Each call carries an idempotency key named after the order, so a retried call never moves money
 * twice; a new hold attempt after a failure uses a new attempt number.
 */

export interface OrderHoldRequest {
  orderId: string;
  payerUserId: string;
  providerUserId: string;
  amountCents: number;
  applicationFeeCents: number;
  /** Counts failed attempts before this one: the key of the hold. */
  attempt: number;
  /** One of the payer's saved cards (creditCardPayment); the default card otherwise. */
  creditCardId?: string;
}

export type OrderHoldResult = { ok: true; payment: PaymentRow } | { ok: false; code: string; message: string };

type HoldPlan = OrderHoldRequest & { customerId: string; paymentMethodId: string; accountId: string | null };

/**
 * The saved customer and card of each payer (the default card, or the one asked for) and the payout account of
 * each provider, for every hold of a call in one statement: a call books one child's days, so one payer.
 */
async function planHolds(db: Database, gateway: PaymentGateway, requests: OrderHoldRequest[]) {
  const payers = [...new Set(requests.map((r) => r.payerUserId))];
  const payees = [...new Set(requests.map((r) => r.providerUserId))];
  const rows = await db
    .select({
      kind: sql<'customer' | 'card' | 'account'>`kind`,
      userId: sql<string>`user_id`,
      cardId: sql<string | null>`card_id`,
      isDefault: sql<boolean>`is_default`,
      value: sql<string>`value`,
    })
    .from(
      sql`(
        select 'customer' as kind, ${paymentCustomers.userId} as user_id, null::uuid as card_id, false as is_default,
          ${paymentCustomers.customerId} as value
        from ${paymentCustomers}
        where ${inArray(paymentCustomers.userId, payers)} and ${eq(paymentCustomers.gateway, gateway.kind)}
        union all
        select 'card', ${creditCards.userId}, ${creditCards.id}, ${creditCards.isDefault}, ${creditCards.paymentMethodId}
        from ${creditCards}
        where ${inArray(creditCards.userId, payers)} and ${eq(creditCards.gateway, gateway.kind)}
        union all
        select 'account', ${connectedAccounts.userId}, null, false, ${connectedAccounts.accountId}
        from ${connectedAccounts}
        where ${inArray(connectedAccounts.userId, payees)} and ${eq(connectedAccounts.gateway, gateway.kind)}
      ) as found`,
    );
  const find = (kind: string, userId: string, card?: (row: (typeof rows)[number]) => boolean) =>
    rows.find((row) => row.kind === kind && row.userId === userId && (!card || card(row)))?.value;
  return requests.map((request): HoldPlan | null => {
    const customerId = find('customer', request.payerUserId);
    const paymentMethodId = find('card', request.payerUserId, (row) =>
      request.creditCardId ? row.cardId === request.creditCardId : row.isDefault,
    );
    if (!customerId || !paymentMethodId) return null;
    return { ...request, customerId, paymentMethodId, accountId: find('account', request.providerUserId) ?? null };
  });
}

/** One hold at the gateway: the intent, or why the card was refused. */
async function authorise(gateway: PaymentGateway, plan: HoldPlan) {
  try {
    const intent = await gateway.createPaymentIntent({
      amountCents: plan.amountCents,
      customerId: plan.customerId,
      paymentMethodId: plan.paymentMethodId,
      ...(plan.accountId && { connectedAccountId: plan.accountId, applicationFeeCents: plan.applicationFeeCents }),
      metadata: { orderId: plan.orderId },
      idempotencyKey: `kinderly:order-hold:${plan.orderId}:${plan.attempt}${plan.creditCardId ? `:${plan.creditCardId}` : ''}`,
    });
    if (intent.status !== 'requires_capture')
      return {
        ok: false as const,
        code: intent.status,
        message: intent.lastError?.message ?? 'The card could not be charged.',
      };
    return { ok: true as const, intent };
  } catch (error) {
    if (error instanceof GatewayError && error.kind === 'card_declined')
      return {
        ok: false as const,
        code: error.card?.declineCode ?? error.card?.code ?? 'card_declined',
        message: error.message,
      };
    throw error;
  }
}

/**
 * The holds of several orders (a booking call's days), answered in the order asked: the payers' cards and the
 * providers' accounts read once, the gateway asked for each day side by side, and the held payments recorded in
 * one insert. A replayed hold (the same idempotency key) finds the payment row its first call recorded.
 */
export async function holdOrderPayments(
  db: Database,
  gateway: PaymentGateway,
  requests: OrderHoldRequest[],
): Promise<OrderHoldResult[]> {
  if (requests.length === 0) return [];
  const plans = await planHolds(db, gateway, requests);
  const outcomes = await Promise.all(plans.map((plan) => (plan ? authorise(gateway, plan) : null)));
  const held = outcomes.flatMap((outcome, i) => (outcome?.ok ? [{ intent: outcome.intent, plan: plans[i]! }] : []));
  const rows = new Map<string, PaymentRow>();
  if (held.length > 0) {
    const inserted = await db
      .insert(payments)
      .values(
        held.map(({ intent, plan }) => ({
          userId: plan.payerUserId,
          gateway: gateway.kind,
          paymentIntentId: intent.id,
          status: intent.status,
          amountCents: intent.amountCents,
          currency: PAYMENT_CURRENCY,
          connectedAccountId: plan.accountId,
          applicationFeeCents: plan.accountId ? plan.applicationFeeCents : null,
          reference: plan.orderId,
        })),
      )
      .onConflictDoNothing({ target: payments.paymentIntentId })
      .returning();
    for (const row of inserted) rows.set(row.paymentIntentId, row);
    const replayed = held.map(({ intent }) => intent.id).filter((id) => !rows.has(id));
    if (replayed.length > 0)
      for (const row of await db.select().from(payments).where(inArray(payments.paymentIntentId, replayed)))
        rows.set(row.paymentIntentId, row);
  }
  return outcomes.map((outcome): OrderHoldResult => {
    if (!outcome) return { ok: false, code: 'no_card', message: 'No saved card to pay with.' };
    if (!outcome.ok) return outcome;
    return { ok: true, payment: rows.get(outcome.intent.id)! };
  });
}

/** One order's hold (see holdOrderPayments). */
export async function holdOrderPayment(
  db: Database,
  gateway: PaymentGateway,
  request: OrderHoldRequest,
): Promise<OrderHoldResult> {
  const [result] = await holdOrderPayments(db, gateway, [request]);
  return result!;
}

async function paymentById(db: Database, paymentId: string): Promise<PaymentRow> {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (!row) throw new Error(`payment ${paymentId} not found`);
  return row;
}

/** Takes the held amount (or `amountCents` of it; the rest of the hold is released). */
export async function captureOrderPayment(
  db: Database,
  gateway: PaymentGateway,
  paymentId: string,
  amountCents?: number,
) {
  const row = await paymentById(db, paymentId);
  if (row.status === 'succeeded') return row;
  const intent = await gateway.capturePaymentIntent(row.paymentIntentId, {
    ...(amountCents !== undefined && { amountToCaptureCents: amountCents }),
    idempotencyKey: `kinderly:order-capture:${row.id}`,
  });
  return (await applyIntentState(db, intent))!;
}

/** Releases a hold that was not captured. */
export async function releaseOrderPayment(db: Database, gateway: PaymentGateway, paymentId: string) {
  const row = await paymentById(db, paymentId);
  if (row.status === 'canceled') return row;
  const intent = await gateway.cancelPaymentIntent(row.paymentIntentId, {
    idempotencyKey: `kinderly:order-release:${row.id}`,
  });
  return (await applyIntentState(db, intent))!;
}

/** Gives `amountCents` of a captured payment back, once per order (the key names the payment). */
export async function refundOrderPayment(
  db: Database,
  gateway: PaymentGateway,
  paymentId: string,
  amountCents: number,
) {
  const row = await paymentById(db, paymentId);
  const refund = await gateway.createRefund({
    paymentIntentId: row.paymentIntentId,
    amountCents,
    idempotencyKey: `kinderly:order-refund:${row.id}`,
  });
  // A replayed call answers the same refund: count it once.
  const [next] = await db
    .update(payments)
    .set({ refundedCents: sql`least(${payments.capturedCents}, ${refund.amountCents})` })
    .where(eq(payments.id, row.id))
    .returning();
  return next!;
}
