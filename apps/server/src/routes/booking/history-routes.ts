import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PATHS,
  DaycareOrderResponseSchema,
  DaycareOrderSchema,
  HistoryQuerySchema,
  OrderHistoryResponseSchema,
  OrderIdQuerySchema,
  OrderIdsRequestSchema,
  OrderPageUrlsQuerySchema,
  SetHideCardQuerySchema,
  toRoutePath,
} from '@kinderly/shared';
import { clearHiddenCards, getHistory, setHideCard } from '../../services/booking/history.ts';
import {
  actOnAll,
  approveOrder,
  checkIn,
  markNoShow,
  pickUp,
  refuseOrder,
  withdrawRequest,
} from '../../services/booking/order-actions.ts';
import { bookingInput, FAMILY_ROLES, PROVIDER_ROLES } from './common.ts';

const BEARER = [{ bearerAuth: [] }];
const ManyResponseSchema = z.object({
  data: z.object({
    orders: z.array(DaycareOrderSchema),
    /** Orders left as they were, with the reason (already answered, cancelled meanwhile, ...). */
    failed: z.array(z.object({ orderId: z.uuid(), message: z.string() })),
  }),
});
const ClearedResponseSchema = z.object({ data: z.object({ cleared: z.number().int() }) });

/** The two histories of section 7: /parentHistory and /childcareProviderHistory. */
export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  const P = API_PATHS.parentHistory;
  const V = API_PATHS.childcareProviderHistory;

  for (const [path, side, roles] of [
    [P.getHistory, 'parent', FAMILY_ROLES],
    [V.getHistory, 'provider', PROVIDER_ROLES],
  ] as const) {
    app.get(
      toRoutePath(path),
      {
        schema: {
          tags: ['booking'],
          summary: `The ${side}'s orders as cards: drafts, requests, today, upcoming and past (hidden cards left out unless asked)`,
          security: BEARER,
          querystring: HistoryQuerySchema,
          response: { 200: OrderHistoryResponseSchema },
        },
        config: { roles: [...roles] },
      },
      async (request) => ({
        data: await getHistory(app.db, request.actor, side, app.clock.now(), request.query.includeHidden),
      }),
    );
  }

  for (const [path, side, roles] of [
    [P.setOrderHideCard, 'parent', FAMILY_ROLES],
    [V.setOrderHideCard, 'provider', PROVIDER_ROLES],
  ] as const) {
    app.put(
      toRoutePath(path),
      {
        schema: {
          tags: ['booking'],
          summary: `Hide an order from the ${side}'s cards (or show it again with hidden false); the other side is not affected`,
          security: BEARER,
          querystring: SetHideCardQuerySchema,
          response: { 200: DaycareOrderResponseSchema },
        },
        config: { roles: [...roles] },
      },
      async (request) => ({
        data: await setHideCard(app.db, request.actor, side, request.query.orderId, request.query.hidden),
      }),
    );
  }

  for (const [path, side, roles] of [
    [P.clearOrdersHideCardForParent, 'parent', FAMILY_ROLES],
    [V.clearOrdersHideCardForProvider, 'provider', PROVIDER_ROLES],
  ] as const) {
    app.put(
      toRoutePath(path),
      {
        schema: {
          tags: ['booking'],
          summary: `Show every card the ${side} hid again`,
          security: BEARER,
          response: { 200: ClearedResponseSchema },
        },
        config: { roles: [...roles] },
      },
      async (request) => ({ data: { cleared: await clearHiddenCards(app.db, request.actor, side) } }),
    );
  }

  const single = [
    [V.approveOrder, 'Approve a request (the card hold follows for days within 6 days)', approveOrder],
    [V.refuseOrder, 'Refuse a request (its space is freed, nothing is charged)', refuseOrder],
    [V.setCheckInTimeStamp, 'Check the child in: only on the day of care', checkIn],
    [V.setPickUpTimeStamp, 'Record the pick-up: only after check-in', pickUp],
    [
      V.setNoShowChild,
      'Record a no-show: only after the start time and without check-in (charged as booked)',
      markNoShow,
    ],
  ] as const;
  for (const [path, summary, action] of single) {
    app.post(
      toRoutePath(path),
      {
        schema: {
          tags: ['booking'],
          summary,
          security: BEARER,
          querystring: OrderIdQuerySchema.extend(OrderPageUrlsQuerySchema.shape),
          response: { 200: DaycareOrderResponseSchema },
        },
        config: { roles: PROVIDER_ROLES },
      },
      async (request) => ({ data: await action(bookingInput(app, request), request.query.orderId) }),
    );
  }

  for (const [path, summary, action, roles] of [
    [V.approveAllOrders, 'Approve several requests; each is answered on its own', approveOrder, PROVIDER_ROLES],
    [V.refuseAllOrders, 'Refuse several requests; each is answered on its own', refuseOrder, PROVIDER_ROLES],
    [P.refuseAllOrders, 'Withdraw several requests the provider has not answered', withdrawRequest, FAMILY_ROLES],
  ] as const) {
    app.post(
      toRoutePath(path),
      {
        schema: {
          tags: ['booking'],
          summary,
          security: BEARER,
          querystring: OrderPageUrlsQuerySchema,
          body: OrderIdsRequestSchema,
          response: { 200: ManyResponseSchema },
        },
        config: { roles: [...roles] },
      },
      async (request) => {
        const input = bookingInput(app, request);
        return { data: await actOnAll(request.body.orderIds, (orderId) => action(input, orderId)) };
      },
    );
  }
};
