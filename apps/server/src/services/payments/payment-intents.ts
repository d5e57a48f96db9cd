import { and, eq, sql } from 'drizzle-orm';
import { creditCards, payments, type Database, type PaymentRow } from '@kinderly/db';
import { canTransitionPayment, PAYMENT_CURRENCY, PaymentStatusSchema, type PaymentStatus } from '@kinderly/shared';
import type { GatewayPaymentIntent } from '../../integrations/payments/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { idempotencyKey, viaGateway, type PaymentsInput } from './deps.ts';
import { ensureCustomerId } from './ensure-customer.ts';

/**
 * The calls the booking issue charges with: hold an amount on the payer's default card (manual capture),
 * then capture, cancel or refund it. Each keeps the payments row in step with the gateway's state machine.
 */

/** Moves our record to the gateway's state when the table allows it (webhooks may arrive out of order). */
export async function applyIntentState(db: Database, intent: GatewayPaymentIntent, extra: Partial<PaymentRow> = {}) {
  const [row] = await db.select().from(payments).where(eq(payments.paymentIntentId, intent.id));
  if (!row) return null;
  const from = PaymentStatusSchema.parse(row.status);
  if (!canTransitionPayment(from, intent.status)) return row;
  const [next] = await db
    .update(payments)
    .set({
      status: intent.status,
      capturedCents: intent.amountReceivedCents,
      lastError: intent.lastError?.message ?? null,
      updatedAt: sql`now()`,
      ...extra,
    })
    .where(eq(payments.id, row.id))
    .returning();
  return next!;
}

async function ownPayment({ db, actor }: PaymentsInput, paymentId: string): Promise<PaymentRow> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.userId, actor.userId)));
  if (!row) throw AppError.notFound('No such payment.');
  return row;
}

function requireStatus(row: PaymentRow, to: PaymentStatus) {
  if (!canTransitionPayment(PaymentStatusSchema.parse(row.status), to) || row.status === to) {
    throw new AppError('CONFLICT', `A ${row.status} payment cannot become ${to}.`);
  }
}

export async function authorizePayment(
  input: PaymentsInput & {
    amountCents: number;
    connectedAccountId?: string;
    applicationFeeCents?: number;
    reference?: string;
  },
): Promise<PaymentRow> {
  if (!Number.isInteger(input.amountCents) || input.amountCents <= 0)
    throw AppError.validation({ Amount: ['Amount must be positive cents.'] });
  const customerId = await ensureCustomerId(input);
  const [card] = await input.db
    .select()
    .from(creditCards)
    .where(and(eq(creditCards.userId, input.actor.userId), eq(creditCards.isDefault, true)));
  if (!card) throw AppError.validation({ CreditCard: ['Save a card first.'] });
  const intent = await viaGateway(
    input.gateway.createPaymentIntent({
      amountCents: input.amountCents,
      customerId,
      paymentMethodId: card.paymentMethodId,
      ...(input.connectedAccountId && { connectedAccountId: input.connectedAccountId }),
      ...(input.applicationFeeCents !== undefined && { applicationFeeCents: input.applicationFeeCents }),
      ...(input.reference && { metadata: { reference: input.reference } }),
      idempotencyKey: idempotencyKey(`payment:${input.reference ?? 'direct'}`),
    }),
  );
  const [row] = await input.db
    .insert(payments)
    .values({
      userId: input.actor.userId,
      gateway: input.gateway.kind,
      paymentIntentId: intent.id,
      status: intent.status,
      amountCents: intent.amountCents,
      currency: PAYMENT_CURRENCY,
      connectedAccountId: input.connectedAccountId ?? null,
      applicationFeeCents: input.applicationFeeCents ?? null,
      reference: input.reference ?? null,
    })
    .returning();
  return row!;
}

export async function capturePayment(
  input: PaymentsInput & { paymentId: string; amountCents?: number },
): Promise<PaymentRow> {
  const row = await ownPayment(input, input.paymentId);
  requireStatus(row, 'succeeded');
  const intent = await viaGateway(
    input.gateway.capturePaymentIntent(row.paymentIntentId, {
      ...(input.amountCents !== undefined && { amountToCaptureCents: input.amountCents }),
      idempotencyKey: `kinderly:capture:${row.id}`,
    }),
  );
  return (await applyIntentState(input.db, intent))!;
}

export async function cancelPayment(input: PaymentsInput & { paymentId: string }): Promise<PaymentRow> {
  const row = await ownPayment(input, input.paymentId);
  requireStatus(row, 'canceled');
  const intent = await viaGateway(
    input.gateway.cancelPaymentIntent(row.paymentIntentId, { idempotencyKey: `kinderly:cancel:${row.id}` }),
  );
  return (await applyIntentState(input.db, intent))!;
}

export async function refundPayment(
  input: PaymentsInput & { paymentId: string; amountCents?: number },
): Promise<PaymentRow> {
  const row = await ownPayment(input, input.paymentId);
  if (row.status !== 'succeeded') throw new AppError('CONFLICT', 'Only a captured payment can be refunded.');
  const refund = await viaGateway(
    input.gateway.createRefund({
      paymentIntentId: row.paymentIntentId,
      ...(input.amountCents !== undefined && { amountCents: input.amountCents }),
      idempotencyKey: idempotencyKey(`refund:${row.id}`),
    }),
  );
  const [next] = await input.db
    .update(payments)
    .set({ refundedCents: row.refundedCents + refund.amountCents, updatedAt: sql`now()` })
    .where(eq(payments.id, row.id))
    .returning();
  return next!;
}
