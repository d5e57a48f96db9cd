import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  rolesForRoute,
  toRoutePath,
  waitlistAllowanceQuerySchema,
  waitlistAllowanceSchema,
  waitlistCheckoutRequestSchema,
  waitlistCheckoutResponseSchema,
} from '@kinderly/shared';
import { authorizePayment, capturePayment } from '../../services/payments/payment-intents.ts';
import { buyWaitlistPack, getAllowance, type ChargeDefaultCard } from '../../services/waitlist/purchases.ts';

const FAMILY_ROLES = rolesForRoute('/app/waitlist/*');
const tags = ['waitlist'];
const security = [{ bearerAuth: [] }];

/** The free limit and the one-time purchase (ADR 023). */
export const waitlistPurchaseRoutes: FastifyPluginAsyncZod = async (app) => {
  // The pack is held on the default card and captured at once.
  const charge: ChargeDefaultCard = async ({ actor, amountCents, reference }) => {
    const deps = { db: app.db, actor, gateway: app.payments };
    const held = await authorizePayment({ ...deps, amountCents, reference });
    if (held.status !== 'requires_capture') return { paymentId: held.id, paid: false, message: held.lastError };
    const captured = await capturePayment({ ...deps, paymentId: held.id });
    return { paymentId: held.id, paid: captured.status === 'succeeded', message: captured.lastError };
  };
  const config = { roles: FAMILY_ROLES };
  app.get(
    toRoutePath(API_PATHS.waitlist.allowance),
    {
      config,
      schema: {
        tags,
        security,
        summary: 'The waitlist entries a child may hold (free and bought) and holds',
        querystring: waitlistAllowanceQuerySchema,
        response: { 200: waitlistAllowanceSchema },
      },
    },
    async (request) => getAllowance({ db: app.db, actor: request.actor }, request.query.childId),
  );
  app.post(
    toRoutePath(API_PATHS.waitlist.checkout),
    {
      config,
      schema: {
        tags,
        security,
        summary: "Buy more waitlist entries for a child, charged to the family's default card",
        body: waitlistCheckoutRequestSchema,
        response: { 201: waitlistCheckoutResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await buyWaitlistPack({
          db: app.db,
          actor: request.actor,
          childId: request.body.childId,
          charge,
        }),
      ),
  );
};
