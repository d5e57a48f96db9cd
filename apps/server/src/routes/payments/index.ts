import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cardRoutes } from './card-routes.ts';
import { sessionRoutes } from './session-routes.ts';
import { webhookRoute, type WebhookOptions } from './webhook-route.ts';

/** `/api/payments/...`: the Payments calls of SPEC section 7 with the spec's names, and Stripe's webhook. */
export const paymentsRoutes: FastifyPluginAsyncZod<WebhookOptions> = async (app, options) => {
  await app.register(cardRoutes);
  await app.register(sessionRoutes);
  await app.register(webhookRoute, options);
};
