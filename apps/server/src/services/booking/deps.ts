import type { Database, DaycareOrderRow } from '@kinderly/db';
import type { OrderActor, OrderStatus } from '@kinderly/shared';
import type { Clock } from '../../lib/clock.ts';
import type { Actor } from '../../plugins/auth.ts';

/** An order that changed state, as the effects after the commit need it. */
export interface OrderTransition {
  orderId: string;
  from: OrderStatus;
  to: OrderStatus;
  by: OrderActor;
  /**
   * Set by booking: its jobs and its mails were queued in its own transaction (`queueBooked`), so the settlement
   * after the commit only holds the card when `holdNow`.
   */
  queued?: { holdNow: boolean };
}

/**
 * What happens after a booking transaction commits: card holds, captures, releases and refunds, mails, timed jobs.
 * The routes wire it (services of one domain never import another's); never called inside a transaction, so no
 * outside service is called while rows are locked.
 */
export interface BookingEffects {
  /** Answers how each card hold asked for (`queued.holdNow`) ended; a hold that was queued for a retry is absent. */
  afterTransitions(transitions: OrderTransition[]): Promise<ReadonlyMap<string, 'held' | 'failed' | 'skipped'>>;
  /**
   * Inside the booking transaction: the timed jobs of the orders it booked and one job sending all their mails, in
   * one insert, so they commit with the booking. Answers the ids of the approved orders whose card is held right
   * after the commit.
   */
  queueBooked(tx: Database, orders: DaycareOrderRow[]): Promise<Set<string>>;
}

export const NO_EFFECTS: BookingEffects = {
  afterTransitions: async () => new Map(),
  queueBooked: async () => new Set(),
};

export interface BookingInput {
  db: Database;
  actor: Actor;
  clock: Clock;
  feePercent: number;
  effects: BookingEffects;
}

export interface OrderHoldAsk {
  orderId: string;
  payerUserId: string;
  providerUserId: string;
  amountCents: number;
  applicationFeeCents: number;
  attempt: number;
  creditCardId?: string;
}

export type OrderHoldAnswer = { ok: true; paymentId: string } | { ok: false; code: string; message: string };

/** The card calls booking needs (services/payments/order-charges.ts behind it, wired by the routes). */
export interface OrderPayments {
  /** Card holds, answered in the order asked (a booking call's days go together). */
  hold(requests: OrderHoldAsk[]): Promise<OrderHoldAnswer[]>;
  capture(paymentId: string, amountCents?: number): Promise<{ capturedCents: number }>;
  release(paymentId: string): Promise<void>;
  refund(paymentId: string, amountCents: number): Promise<void>;
}

/** Timed work of an order (a jobs-table queue behind it); `key` makes each kind of job once per order. */
export interface OrderScheduler {
  /** `round` tells repeated jobs of one kind apart (the retries of a hold); the others run once per order. */
  schedule(db: Database, job: { name: BookingJobName; orderId: string; runAt: Date; round?: number }): Promise<void>;
  /** `schedule` for many jobs in one insert, with one job sending the `mails` (when any) at once. */
  scheduleMany(
    db: Database,
    jobs: { name: BookingJobName; orderId: string; runAt: Date }[],
    mails?: QueuedNotice[],
  ): Promise<void>;
  cancel(db: Database, name: BookingJobName, orderId: string): Promise<void>;
}

export const BOOKING_JOBS = {
  /** A request nobody answered by answerBy expires. */
  expire: 'booking.expire',
  /** The card hold of an approved day, 6 days before it. */
  hold: 'booking.hold',
  /** Another try of a hold that failed off-session. */
  retryHold: 'booking.retry-hold',
  /** 24 hours before the care: a day still without a working card is cancelled. */
  paymentDeadline: 'booking.payment-deadline',
  /** The day before: a reminder to both sides. */
  reminder: 'booking.reminder',
} as const;
export type BookingJobName = (typeof BOOKING_JOBS)[keyof typeof BOOKING_JOBS];

/** Mails to the other side at each step (issue 15). */
export type OrderNotice =
  | 'requested'
  | 'approved'
  | 'refused'
  | 'cancelled'
  | 'expired'
  | 'payment_failed'
  | 'payment_fixed'
  | 'payment_cancelled'
  | 'reminder'
  /** The day as it happens, to the parent: in the bell and by push, not mailed. */
  | 'checked_in'
  | 'picked_up'
  | 'no_show'
  /** The provider proposed weekly days: drafts for the parent to review and book. */
  | 'proposed';

/** A mail of an order queued with the change it tells of. */
export interface QueuedNotice {
  orderId: string;
  notice: OrderNotice;
}

export interface OrderNotifier {
  notify(orderId: string, notice: OrderNotice): Promise<void>;
  /** Several orders' notices, one read for all; throws when a delivery failed (the job is then retried). */
  notifyAll(notices: QueuedNotice[]): Promise<void>;
}
