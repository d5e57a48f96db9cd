import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  CheckoutSessionSaveCardRequestSchema,
  CheckoutSessionSchema,
  ConnectedAccountLinkSchema,
  CreatePaymentSessionRequestSchema,
  OnboardingLinkSchema,
  PutConnectedAccountLinkRequestSchema,
  SandboxOnboardingRequestSchema,
  toRoutePath,
} from '@kinderly/shared';
import { payableOrderFor } from '../../services/booking/pay-order.ts';
import {
  createCheckoutSessionSaveCardDetails,
  createPaymentSession,
} from '../../services/payments/checkout-sessions.ts';
import {
  getConnectedAccountLink,
  putConnectedAccountLink,
  submitSandboxOnboarding,
} from '../../services/payments/connected-account.ts';
import { BEARER, CARD_ROLES, PAYOUT_ROLES, paymentsInput, publicUrlOf, TAGS } from './deps.ts';

/** Checkout sessions (parents) and payout accounts (providers, each only their own). */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    toRoutePath(API_PATHS.payments.createCheckoutSessionSaveCardDetails),
    {
      schema: {
        tags: TAGS,
        summary: 'Checkout in setup mode: a hosted page that saves a card',
        security: BEARER,
        body: CheckoutSessionSaveCardRequestSchema,
        response: { 200: CheckoutSessionSchema },
      },
      config: { roles: CARD_ROLES },
    },
    async (request) =>
      createCheckoutSessionSaveCardDetails({
        ...paymentsInput(app, request),
        publicUrl: publicUrlOf(app),
        ...request.body,
      }),
  );

  app.post(
    toRoutePath(API_PATHS.payments.createPaymentSession),
    {
      schema: {
        tags: TAGS,
        summary:
          'A hosted payment page for one booked day (orderId; its stored price and fee, held for capture) or a card setup',
        security: BEARER,
        body: CreatePaymentSessionRequestSchema,
        response: { 200: CheckoutSessionSchema },
      },
      config: { roles: CARD_ROLES },
    },
    async (request) =>
      createPaymentSession({
        ...paymentsInput(app, request),
        publicUrl: publicUrlOf(app),
        request: request.body,
        findOrderToPay: (orderId) => payableOrderFor(app.db, request.actor, orderId, app.clock.now()),
      }),
  );

  app.get(
    toRoutePath(API_PATHS.payments.connectedAccountLink),
    {
      schema: {
        tags: TAGS,
        summary: 'The provider’s payout account and its state',
        security: BEARER,
        response: { 200: ConnectedAccountLinkSchema },
      },
      config: { roles: PAYOUT_ROLES },
    },
    async (request) => getConnectedAccountLink(paymentsInput(app, request)),
  );

  app.put(
    toRoutePath(API_PATHS.payments.connectedAccountLink),
    {
      schema: {
        tags: TAGS,
        summary: 'Create the payout account if needed and an onboarding link to start or resume',
        security: BEARER,
        body: PutConnectedAccountLinkRequestSchema,
        response: { 200: OnboardingLinkSchema },
      },
      config: { roles: PAYOUT_ROLES },
    },
    async (request) =>
      putConnectedAccountLink({
        ...paymentsInput(app, request),
        publicUrl: publicUrlOf(app),
        returnUrl: request.body.returnUrl,
        refreshUrl: request.body.refreshUrl,
      }),
  );

  app.put(
    toRoutePath(API_PATHS.payments.sandboxOnboarding),
    {
      schema: {
        tags: TAGS,
        summary: 'Sandbox only: the local payout onboarding form (keep progress, or submit)',
        security: BEARER,
        body: SandboxOnboardingRequestSchema,
        response: { 200: ConnectedAccountLinkSchema },
      },
      config: { roles: PAYOUT_ROLES },
    },
    async (request) => submitSandboxOnboarding({ ...paymentsInput(app, request), request: request.body }),
  );
};
