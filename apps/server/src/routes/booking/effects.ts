import type { FastifyInstance } from 'fastify';
import type { BookingEffects, OrderTransition, QueuedNotice } from '../../services/booking/deps.ts';
import { BOOKING_JOBS } from '../../services/booking/deps.ts';
import { holdOrders, type HoldOutcome } from '../../services/booking/holds.ts';
import { queueBookedJobs, runBookingJob, settleTransition, type MoneyDeps } from '../../services/booking/money.ts';
import { createOrderNotifier } from '../../services/booking/notify.ts';
import {
  captureOrderPayment,
  holdOrderPayments,
  refundOrderPayment,
  releaseOrderPayment,
} from '../../services/payments/order-charges.ts';

const SETTLE_JOB = 'booking.settle';
/** The mails of one booking call, queued in its transaction. */
const NOTIFY_JOB = 'booking.notify';

/** Booking's money, timing and mail, wired to this app's gateway, job queue and mailer. */
export function moneyDeps(app: FastifyInstance): MoneyDeps {
  const { db, payments: gateway } = app;
  return {
    db,
    clock: app.clock,
    payments: {
      async hold(requests) {
        const results = await holdOrderPayments(db, gateway, requests);
        return results.map((result) => (result.ok ? { ok: true, paymentId: result.payment.id } : result));
      },
      capture: async (paymentId, amountCents) => ({
        capturedCents: (await captureOrderPayment(db, gateway, paymentId, amountCents)).capturedCents,
      }),
      release: async (paymentId) => {
        await releaseOrderPayment(db, gateway, paymentId);
      },
      refund: async (paymentId, amountCents) => {
        await refundOrderPayment(db, gateway, paymentId, amountCents);
      },
    },
    scheduler: {
      async schedule(tx, { name, orderId, runAt, round }) {
        const key = round === undefined ? `${name}:${orderId}` : `${name}:${orderId}:${round}`;
        await app.jobs.enqueue(tx, { name, payload: { orderId }, runAt, singletonKey: key });
      },
      async scheduleMany(tx, jobs, mails = []) {
        await app.jobs.enqueueMany(tx, [
          ...jobs.map(({ name, orderId, runAt }) => ({
            name,
            payload: { orderId },
            runAt,
            singletonKey: `${name}:${orderId}`,
          })),
          ...(mails.length > 0 ? [{ name: NOTIFY_JOB, payload: { notices: mails } }] : []),
        ]);
      },
      async cancel(tx, name, orderId) {
        await app.jobs.cancel(tx, `${name}:${orderId}`);
      },
    },
    notifier: createOrderNotifier({
      db,
      centre: app.notificationCentre,
      links: app.orderLinks,
      publicUrl: app.config.PUBLIC_URL,
      log: app.log,
    }),
    alerts: app.opsAlerts,
  };
}

/**
 * After a committed change: settle it at once; if the gateway or the mailer fails, the same settlement is queued
 * and retried by the job runner (each step checks what is already done, so a retry never moves money twice).
 */
export function bookingEffects(app: FastifyInstance): BookingEffects {
  return {
    queueBooked: (tx, orders) => queueBookedJobs(tx, moneyDeps(app).scheduler, orders, app.clock.now()),
    async afterTransitions(transitions) {
      const deps = moneyDeps(app);
      const retryLater = async (transition: OrderTransition, error: unknown) => {
        app.log.error({ err: error, transition }, 'booking settlement failed; queued for a retry');
        await app.jobs.enqueue(app.db, { name: SETTLE_JOB, payload: transition });
      };
      // The days a booking call holds at once go to the gateway together (their cards and payments read and written
      // once); every other transition is another order's, so they all run side by side.
      const holds = transitions.filter((transition) => transition.queued?.holdNow);
      const others = transitions.filter((transition) => !transition.queued?.holdNow);
      const [outcomes] = await Promise.all([
        holds.length > 0
          ? holdOrders(
              deps,
              holds.map((transition) => transition.orderId),
            ).catch(async (error: unknown) => {
              await Promise.all(holds.map((transition) => retryLater(transition, error)));
              return new Map<string, HoldOutcome>();
            })
          : new Map<string, HoldOutcome>(),
        ...others.map((transition) =>
          settleTransition(deps, transition).catch((error: unknown) => retryLater(transition, error)),
        ),
      ]);
      return outcomes;
    },
  };
}

/** The booking jobs, registered once per app before anything enqueues them. */
export function registerBookingJobs(app: FastifyInstance) {
  app.jobs.register<OrderTransition>(SETTLE_JOB, (transition) => settleTransition(moneyDeps(app), transition));
  app.jobs.register<{ notices: QueuedNotice[] }>(NOTIFY_JOB, ({ notices }) =>
    moneyDeps(app).notifier.notifyAll(notices),
  );
  for (const name of Object.values(BOOKING_JOBS))
    app.jobs.register<{ orderId: string }>(name, ({ orderId }) => runBookingJob(moneyDeps(app), name, orderId));
}
