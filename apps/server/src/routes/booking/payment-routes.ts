import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PATHS,
  CancelPaymentQuerySchema,
  CancelPaymentRequestSchema,
  DaycareOrderResponseSchema,
  DaycareOrderSchema,
  OrderIdQuerySchema,
  PayOrderRequestSchema,
  toRoutePath,
} from '@kinderly/shared';
import { AppError } from '../../lib/app-error.ts';
import { actOnAll, cancelOrder } from '../../services/booking/order-actions.ts';
import { findOrderFor } from '../../services/booking/order-access.ts';
import { captureOrderNow, payOrderNow } from '../../services/booking/pay-order.ts';
import { BOOKING_ROLES, bookingInput, PROVIDER_ROLES } from './common.ts';
import { moneyDeps } from './effects.ts';

const BEARER = [{ bearerAuth: [] }];

/** The payment calls of section 7 that act on daycare orders (amounts always the order's). */
export const orderPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [path, automatic] of [
    [API_PATHS.payments.creditCardPayment, false],
    [API_PATHS.payments.creditCardPaymentAutomatically, true],
  ] as const) {
    app.put(
      toRoutePath(path),
      {
        schema: {
          tags: ['payments'],
          summary: automatic
            ? 'Pay a booked day now with the default card (a day whose card failed becomes approved again)'
            : 'Pay a booked day now with one of your saved cards (creditCardId)',
          security: BEARER,
          body: PayOrderRequestSchema,
          response: { 200: DaycareOrderResponseSchema },
        },
        config: { roles: BOOKING_ROLES },
      },
      async (request) => ({
        data: await payOrderNow(
          { ...moneyDeps(app), actor: request.actor },
          request.body.orderId,
          automatic ? undefined : request.body.creditCardId,
        ),
      }),
    );
  }

  app.put(
    toRoutePath(API_PATHS.payments.capture),
    {
      schema: {
        tags: ['payments'],
        summary: "Take a day's held payment after check-in or a no-show (it is taken then anyway; this retries it)",
        security: BEARER,
        querystring: OrderIdQuerySchema,
        response: { 200: DaycareOrderResponseSchema },
      },
      config: { roles: PROVIDER_ROLES },
    },
    async (request) => ({
      data: await captureOrderNow({ ...moneyDeps(app), actor: request.actor }, request.query.orderId),
    }),
  );

  app.put(
    toRoutePath(API_PATHS.payments.cancelPayment),
    {
      schema: {
        tags: ['payments'],
        summary:
          "Cancel booked days by either side, each refunded by the terms copied at booking (whoCancelled must be the caller's side)",
        security: BEARER,
        querystring: CancelPaymentQuerySchema,
        body: CancelPaymentRequestSchema,
        response: {
          200: z.object({
            data: z.object({
              orders: z.array(DaycareOrderSchema),
              failed: z.array(z.object({ orderId: z.uuid(), message: z.string() })),
            }),
          }),
        },
      },
    },
    async (request) => {
      const input = bookingInput(app, request);
      return {
        data: await actOnAll(request.body.orders, async (orderId) => {
          const { viewer } = await findOrderFor(app.db, request.actor, orderId);
          if (viewer !== 'admin' && viewer !== request.query.whoCancelled)
            throw new AppError('CONFLICT', `You are not the ${request.query.whoCancelled} of this booking.`);
          return (await cancelOrder(input, orderId)).order;
        }),
      };
    },
  );
};
