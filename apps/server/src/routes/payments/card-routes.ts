import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddCreditCardInfoRequestSchema,
  AddCreditCardInfoResponseSchema,
  API_PATHS,
  CompleteCardAuthenticationRequestSchema,
  CreditCardsSchema,
  DeleteCreditCardQuerySchema,
  DeleteCreditCardResponseSchema,
  DetachPaymentMethodQuerySchema,
  PaymentMethodsSchema,
  toRoutePath,
  ValidateCardNumberQuerySchema,
  ValidateCardNumberResponseSchema,
} from '@kinderly/shared';
import { addCreditCard, completeCardAuthentication } from '../../services/payments/add-credit-card.ts';
import {
  deleteCreditCard,
  detachPaymentMethodFromCustomer,
  getCreditCards,
  getListCustomerPaymentMethods,
  validateCardNumber,
} from '../../services/payments/manage-cards.ts';
import { BEARER, CARD_ROLES, paymentsInput, TAGS } from './deps.ts';

/** Saved cards: each parent (or nanny) sees and touches only their own. */
export const cardRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { roles: CARD_ROLES };

  app.post(
    toRoutePath(API_PATHS.payments.addCreditCardInfo),
    {
      schema: {
        tags: TAGS,
        summary: 'Save a card (sandbox: the typed card; Stripe: the completed setup intent or Checkout session)',
        security: BEARER,
        body: AddCreditCardInfoRequestSchema,
        response: { 200: AddCreditCardInfoResponseSchema },
      },
      config,
    },
    async (request) => addCreditCard({ ...paymentsInput(app, request), request: request.body }),
  );

  app.put(
    toRoutePath(API_PATHS.payments.completeCardAuthentication),
    {
      schema: {
        tags: TAGS,
        summary: 'Sandbox only: complete or fail the authentication a card asked for',
        security: BEARER,
        body: CompleteCardAuthenticationRequestSchema,
        response: { 200: AddCreditCardInfoResponseSchema },
      },
      config,
    },
    async (request) => completeCardAuthentication({ ...paymentsInput(app, request), request: request.body }),
  );

  app.get(
    toRoutePath(API_PATHS.payments.validateCardNumber),
    {
      schema: {
        tags: TAGS,
        summary: 'Brand and Luhn check of a card number; nothing is stored or logged',
        security: BEARER,
        querystring: ValidateCardNumberQuerySchema,
        response: { 200: ValidateCardNumberResponseSchema },
      },
    },
    async (request) => validateCardNumber(request.query.cardNumber),
  );

  app.get(
    toRoutePath(API_PATHS.payments.getCreditCards),
    {
      schema: { tags: TAGS, summary: 'The saved cards', security: BEARER, response: { 200: CreditCardsSchema } },
      config,
    },
    async (request) => getCreditCards(paymentsInput(app, request)),
  );

  app.delete(
    toRoutePath(API_PATHS.payments.deleteCreditCard),
    {
      schema: {
        tags: TAGS,
        summary: 'Delete a saved card; the next card becomes the default',
        security: BEARER,
        querystring: DeleteCreditCardQuerySchema,
        response: { 200: DeleteCreditCardResponseSchema },
      },
      config,
    },
    async (request) => ({
      deleted: true as const,
      cards: await deleteCreditCard({ ...paymentsInput(app, request), creditCardId: request.query.creditCardId }),
    }),
  );

  app.get(
    toRoutePath(API_PATHS.payments.getListCustomerPaymentMethods),
    {
      schema: {
        tags: TAGS,
        summary: 'The cards the payment provider holds for the signed-in customer',
        security: BEARER,
        response: { 200: PaymentMethodsSchema },
      },
      config,
    },
    async (request) => getListCustomerPaymentMethods(paymentsInput(app, request)),
  );

  app.delete(
    toRoutePath(API_PATHS.payments.detachPaymentMethodFromCustomer),
    {
      schema: {
        tags: TAGS,
        summary: 'Detach one of the signed-in customer’s payment methods',
        security: BEARER,
        querystring: DetachPaymentMethodQuerySchema,
        response: { 200: PaymentMethodsSchema },
      },
      config,
    },
    async (request) =>
      detachPaymentMethodFromCustomer({
        ...paymentsInput(app, request),
        paymentMethodId: request.query.paymentMethodId,
        connectedAccountId: request.query.connectedAccountId,
      }),
  );
};
