import { z } from 'zod';

/**
 * The state machine of a daycare order (issue 15). An order is one care day of one child at one provider; a
 * recurring booking is a set of orders that share a recurrence id, each charged on its own. Server and web both
 * read this table; services refuse a transition it does not list.
 */
export const ORDER_STATUSES = [
  'draft',
  'requested',
  'approved',
  'payment_failed',
  'refused',
  'cancelled',
  'expired',
  'checked_in',
  'picked_up',
  'no_show',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const OrderStatusSchema = z.enum(ORDER_STATUSES);

export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  // Saved by the parent, not booked (isBooked false): booking sends it to the provider, or straight to approved
  // when the provider does not ask for approval. A draft is deleted, never cancelled.
  draft: ['requested', 'approved'],
  // Waiting for the provider: approved or refused by them, refused or cancelled by the parent, or expired when
  // nobody answered within 48 hours or before the care starts.
  requested: ['approved', 'refused', 'cancelled', 'expired'],
  // Booked: the child comes (check-in on the day), does not come (no-show after the start time), the day is
  // cancelled by either side, or the card hold failed off-session.
  approved: ['checked_in', 'no_show', 'cancelled', 'payment_failed'],
  // The hold was declined or needs the parent's authentication: a fixed card makes it approved again; still
  // failing 24 hours before the care, the day is cancelled (either side may cancel it sooner).
  payment_failed: ['approved', 'cancelled'],
  // In care: picked up at the end of the day.
  checked_in: ['picked_up'],
  // Final states.
  refused: [],
  cancelled: [],
  expired: [],
  picked_up: [],
  no_show: [],
};

export function canTransitionOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** States in which the order holds a space of the provider's day and the child's time. */
export const ORDER_HOLDING_STATUSES: readonly OrderStatus[] = [
  'requested',
  'approved',
  'payment_failed',
  'checked_in',
  'picked_up',
  'no_show',
];
/** Booked (isBooked true): every state but draft. */
export const isOrderBooked = (status: OrderStatus) => status !== 'draft';
/** The parent sees the provider's street address only once an order is approved (issue 15). */
export const ORDER_ADDRESS_STATUSES: readonly OrderStatus[] = [
  'approved',
  'payment_failed',
  'checked_in',
  'picked_up',
  'no_show',
];

/** Who ended an order; `system` is a job (expiry, a payment that stayed failed). */
export const ORDER_ACTORS = ['parent', 'provider', 'system', 'admin'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];
