import { z } from 'zod';

/**
 * The state machine of a payment (a payment intent with manual capture), with Stripe's state names.
 * Services refuse a transition this table does not list.
 */
export const PAYMENT_STATUSES = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'requires_capture',
  'succeeded',
  'canceled',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);

export const PAYMENT_TRANSITIONS: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  // A decline sends the intent back here; a new method or a retry confirms it again.
  requires_payment_method: ['requires_confirmation', 'requires_action', 'requires_capture', 'canceled'],
  requires_confirmation: ['requires_action', 'processing', 'requires_capture', 'requires_payment_method', 'canceled'],
  // The card holder authenticates (3-D Secure): authorised, or back to a new method when it fails.
  requires_action: ['requires_capture', 'processing', 'requires_payment_method', 'canceled'],
  processing: ['requires_capture', 'succeeded', 'requires_payment_method'],
  // Funds are held on the card: capture takes them (all or part), cancel releases the hold.
  requires_capture: ['succeeded', 'canceled'],
  // Final; refunds are separate objects and do not change the intent's status.
  succeeded: [],
  canceled: [],
};

export function canTransitionPayment(from: PaymentStatus, to: PaymentStatus): boolean {
  return from === to || PAYMENT_TRANSITIONS[from].includes(to);
}
