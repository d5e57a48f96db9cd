import type { FastifyInstance } from 'fastify';
import { API_PATHS, toRoutePath } from '@kinderly/shared';
import { GatewayError, type GatewayEvent } from '../../integrations/payments/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { MoneyDeps } from '../../services/booking/money.ts';
import { paymentFixed } from '../../services/booking/holds.ts';
import { reconcileOrderPayment, type ReconcileOutcome } from '../../services/booking/reconcile-payment.ts';
import { applyWebhookEvent } from '../../services/payments/apply-webhook-event.ts';
import { releaseOrderPayment } from '../../services/payments/order-charges.ts';
import { refreshProviderListing } from '../../services/provider-enrolment/enrollment-steps.ts';
import { TAGS } from './deps.ts';

export interface WebhookOptions {
  /** Booking's jobs and mails, for what follows an order's payment after the commit. */
  moneyDeps: (app: FastifyInstance) => MoneyDeps;
}

/**
 * Applies a verified event once; the order a payment pays follows it in the same transaction (ADR 022), and after
 * the commit a fixed day is announced and a hold nobody needs any more is released. Answers false for a replay.
 */
export async function applyPaymentEvent(app: FastifyInstance, options: WebhookOptions, event: GatewayEvent) {
  const outcomes: ReconcileOutcome[] = [];
  const applied = await applyWebhookEvent(app.db, app.payments, event, refreshProviderListing, async (tx, payment) => {
    outcomes.push(await reconcileOrderPayment(tx, payment));
  });
  for (const { fixedOrderId, releasePaymentId } of outcomes) {
    if (fixedOrderId) await paymentFixed(options.moneyDeps(app), fixedOrderId);
    if (releasePaymentId) await releaseOrderPayment(app.db, app.payments, releasePaymentId);
  }
  return applied;
}

/**
 * POST /api/payments/webhook: the gateway's events. The signature covers the exact bytes sent, so this scope (and
 * only this one) keeps JSON bodies raw; the gateway checks it. A bad or stale signature is a 400; an event id seen
 * before is a no-op.
 */
export async function webhookRoute(app: FastifyInstance, options: WebhookOptions) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    toRoutePath(API_PATHS.payments.webhook),
    {
      schema: { tags: TAGS, summary: 'Stripe webhook (signed); events applied once each' },
      config: { auth: 'public' },
    },
    async (request, reply) => {
      if (!app.payments.receivesWebhooks)
        return reply
          .status(503)
          .send({ statusCode: 503, error: 'Service Unavailable', message: 'Webhooks are not configured.' });
      const signature = request.headers['stripe-signature'];
      if (!Buffer.isBuffer(request.body) || typeof signature !== 'string') {
        throw AppError.validation({ StripeSignature: ['A signed JSON body is required.'] });
      }
      let event: GatewayEvent;
      try {
        event = app.payments.parseWebhookEvent(request.body, signature);
      } catch (error) {
        if (!(error instanceof GatewayError) || error.kind !== 'invalid_signature') throw error;
        request.log.warn({ err: error }, 'webhook signature refused');
        throw AppError.validation({ StripeSignature: ['The signature is not valid or too old.'] });
      }
      const applied = await applyPaymentEvent(app, options, event);
      return { received: true, duplicate: !applied };
    },
  );
}
