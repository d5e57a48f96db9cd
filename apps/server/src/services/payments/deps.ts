import { randomUUID } from 'node:crypto';
import type { Database, PaymentRow } from '@kinderly/db';
import { PAYMENT_MESSAGES } from '@kinderly/shared';
import { GatewayError, type PaymentGateway } from '../../integrations/payments/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/auth.ts';

/**
 * What the rest of the app does when a payout account changes state (the provider's listing follows it), run in
 * the transaction that records the new state. The routes pass it in: services of one domain never import another.
 */
export type AccountChanged = (tx: Database, userId: string) => Promise<void>;

/**
 * What follows a webhook's change of a payment (the order it pays takes its state), run in the transaction that
 * records it, with the payment as recorded after the change.
 */
export type PaymentChanged = (tx: Database, payment: PaymentRow) => Promise<void>;

export interface PaymentsInput {
  db: Database;
  actor: Actor;
  gateway: PaymentGateway;
}

/** What the payout account calls need: they record account states. */
export type AccountInput = PaymentsInput & { onAccountChanged: AccountChanged };

/** A fresh idempotency key for one logical operation; named, so the gateway's logs say what it was. */
export function idempotencyKey(operation: string): string {
  return `kinderly:${operation}:${randomUUID()}`;
}

const DECLINE_MESSAGES: Record<string, string> = {
  insufficient_funds: PAYMENT_MESSAGES.insufficientFunds,
};

/**
 * Gateway refusals as our errors: a decline is a 400 on the card number (the form shows it there), an unknown
 * object or a call the gateway does not serve a 404, an illegal state a 409. Anything else stays a 500.
 */
export async function viaGateway<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    if (error.kind === 'card_declined') {
      const message = DECLINE_MESSAGES[error.card?.declineCode ?? ''] ?? PAYMENT_MESSAGES.declined;
      throw new AppError('VALIDATION', message, {
        errors: { CardNumber: [message] },
        body: { declineCode: error.card?.declineCode ?? error.card?.code ?? 'card_declined' },
      });
    }
    if (error.kind === 'not_found') throw AppError.notFound('No such payment object.');
    // A page or call this gateway does not serve (Stripe hosts card entry and onboarding itself).
    if (error.kind === 'not_available') throw AppError.notFound(error.message);
    throw new AppError('CONFLICT', error.message);
  }
}
