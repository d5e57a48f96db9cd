import type { Database } from '@kinderly/db';
import type { OrderActor, OrderStatus } from '@kinderly/shared';
import type { Clock } from '../../lib/clock.ts';
import type { Actor } from '../../plugins/auth.ts';

/** An order that changed state, as the effects after the commit need it. */
export interface OrderTransition {
  orderId: string;
  from: OrderStatus;
  to: OrderStatus;
  by: OrderActor;
}

/**
 * What happens after a booking transaction commits: card holds, captures, releases and refunds, mails, timed jobs.
 * The routes wire it (services of one domain never import another's); never called inside a transaction, so no
 * outside service is called while rows are locked.
 */
export interface BookingEffects {
  afterTransitions(transitions: OrderTransition[]): Promise<void>;
}

export const NO_EFFECTS: BookingEffects = { afterTransitions: async () => {} };

export interface BookingInput {
  db: Database;
  actor: Actor;
  clock: Clock;
  feePercent: number;
  effects: BookingEffects;
}
