import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PATHS,
  BookingCalendarQuerySchema,
  BookingCalendarResponseSchema,
  BookingStatusResponseSchema,
  CancelOrderResponseSchema,
  DaycareOrderListResponseSchema,
  DaycareOrderResponseSchema,
  OrderIdQuerySchema,
  OrderIdsRequestSchema,
  OrderLinkQuerySchema,
  OrderPageUrlsQuerySchema,
  OrdersAtProviderQuerySchema,
  RecurrenceRequestSchema,
  RecurrenceResponseSchema,
  Role,
  SaveDaycareOrderRequestSchema,
  toRoutePath,
  UpdateBookingStatusRequestSchema,
} from '@kinderly/shared';
import { AppError } from '../../lib/app-error.ts';
import { bookDaycareOrders } from '../../services/booking/book-orders.ts';
import { getBookingCalendar } from '../../services/booking/calendar.ts';
import { createRecurringOrders, proposeRecurringOrders } from '../../services/booking/recurrence.ts';
import { getBookingStatus, updateBookingStatus } from '../../services/booking/booking-status.ts';
import { cancelOrder } from '../../services/booking/order-actions.ts';
import { findOrderFor } from '../../services/booking/order-access.ts';
import { deleteDraft, listDrafts, readOrders, saveDaycareOrder } from '../../services/booking/save-order.ts';
import { BOOKING_ROLES, bookingInput, FAMILY_ROLES, PROVIDER_ROLES } from './common.ts';
import { moneyDeps, registerBookingJobs } from './effects.ts';
import { historyRoutes } from './history-routes.ts';
import { orderPaymentRoutes } from './payment-routes.ts';

const BEARER = [{ bearerAuth: [] }];
const EMPTY = z.object({ data: z.object({ ok: z.literal(true) }) });

/** Daycare orders (issue 15, SPEC section 7 "Booking"): drafts, booking, cancelling, the provider's switch. */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  registerBookingJobs(app);
  app.post(
    toRoutePath(API_PATHS.booking.saveDaycareOrder),
    {
      schema: {
        tags: ['booking'],
        summary: 'Save one day of care at a provider as a draft order (not booked), priced on the server',
        security: BEARER,
        body: SaveDaycareOrderRequestSchema,
        response: { 201: DaycareOrderResponseSchema },
      },
      config: { roles: BOOKING_ROLES },
    },
    async (request, reply) => {
      const order = await saveDaycareOrder({ ...bookingInput(app, request), request: request.body });
      return reply.code(201).send({ data: order });
    },
  );

  app.get(
    toRoutePath(API_PATHS.booking.getDaycareOrders),
    {
      schema: {
        tags: ['booking'],
        summary: "The caller's draft orders (isBooked false) at a provider, by day",
        security: BEARER,
        querystring: OrdersAtProviderQuerySchema,
        response: { 200: DaycareOrderListResponseSchema },
      },
      config: { roles: FAMILY_ROLES },
    },
    async (request) => ({ data: await listDrafts(app.db, request.actor.userId, request.query.providerId) }),
  );

  app.get(
    toRoutePath(API_PATHS.booking.getDaycareOrder),
    {
      schema: {
        tags: ['booking'],
        summary: "One order, to its child's guardians, its provider and the administrator (404 to anyone else)",
        security: BEARER,
        querystring: OrderIdQuerySchema,
        response: { 200: DaycareOrderResponseSchema },
      },
    },
    async (request) => {
      const { viewer } = await findOrderFor(app.db, request.actor, request.query.orderId);
      return { data: (await readOrders(app.db, [request.query.orderId], viewer))[0]! };
    },
  );

  app.get(
    toRoutePath(API_PATHS.booking.getOrderByLink),
    {
      schema: {
        tags: ['booking'],
        summary: "One order, read-only, from a booking mail's signed link (no sign-in; 404 once the link has expired)",
        querystring: OrderLinkQuerySchema,
        response: { 200: DaycareOrderResponseSchema },
      },
      config: { auth: 'public' },
    },
    async (request) => {
      const { orderId, side } = await app.orderLinks.verify(request.query.token);
      const [order] = await readOrders(app.db, [orderId], side);
      if (!order) throw AppError.notFound('This booking no longer exists.');
      return { data: order };
    },
  );

  app.delete(
    toRoutePath(API_PATHS.booking.deleteDaycareOrder),
    {
      schema: {
        tags: ['booking'],
        summary: 'Delete a draft order (a booked one is cancelled instead)',
        security: BEARER,
        querystring: OrderIdQuerySchema,
        response: { 200: EMPTY },
      },
      config: { roles: FAMILY_ROLES },
    },
    async (request) => {
      await deleteDraft(app.db, request.actor.userId, request.query.orderId);
      return { data: { ok: true as const } };
    },
  );

  app.post(
    toRoutePath(API_PATHS.booking.bookDaycareOrders),
    {
      schema: {
        tags: ['booking'],
        summary:
          'Book draft orders, all or none: each takes a space of its day (409 naming a full day or a child already booked then)',
        security: BEARER,
        querystring: OrderPageUrlsQuerySchema,
        body: OrderIdsRequestSchema,
        response: { 200: DaycareOrderListResponseSchema },
      },
      config: { roles: BOOKING_ROLES },
    },
    async (request) => ({
      data: await bookDaycareOrders({ ...bookingInput(app, request), orderIds: request.body.orderIds }),
    }),
  );

  app.post(
    toRoutePath(API_PATHS.booking.cancelOrder),
    {
      schema: {
        tags: ['booking'],
        summary:
          'Cancel a booked order (either side); answers the refund by the terms copied at booking (the provider cancelling refunds all)',
        security: BEARER,
        querystring: OrderIdQuerySchema,
        response: { 200: CancelOrderResponseSchema },
      },
    },
    async (request) => ({ data: await cancelOrder(bookingInput(app, request), request.query.orderId) }),
  );

  app.get(
    toRoutePath(API_PATHS.booking.getBookingStatus),
    {
      schema: {
        tags: ['booking'],
        summary: "The provider's booking switch: accepting bookings or paused, and whether bookings need approval",
        security: BEARER,
        response: { 200: BookingStatusResponseSchema },
      },
      config: { roles: [Role.HomeProvider] },
    },
    async (request) => ({ data: await getBookingStatus(app.db, request.actor) }),
  );

  app.put(
    toRoutePath(API_PATHS.booking.updateBookingStatus),
    {
      schema: {
        tags: ['booking'],
        summary: 'Open or pause new bookings (paused providers leave search; booked days stay)',
        security: BEARER,
        body: UpdateBookingStatusRequestSchema,
        response: { 200: BookingStatusResponseSchema },
      },
      config: { roles: [Role.HomeProvider] },
    },
    async (request) => ({ data: await updateBookingStatus(app.db, request.actor, request.body.acceptingBookings) }),
  );

  app.get(
    toRoutePath(API_PATHS.booking.getBookingCalendar),
    {
      schema: {
        tags: ['booking'],
        summary:
          'Each day from `from` to `to` (at most 62): open with the spaces left for the child, or why it cannot be booked',
        security: BEARER,
        querystring: BookingCalendarQuerySchema,
        response: { 200: BookingCalendarResponseSchema },
      },
      config: { roles: BOOKING_ROLES },
    },
    async (request) => ({ data: await getBookingCalendar({ ...bookingInput(app, request), ...request.query }) }),
  );

  app.post(
    toRoutePath(API_PATHS.parentHistory.createReoccurringOrders),
    {
      schema: {
        tags: ['booking'],
        summary:
          'The same weekdays every week for N weeks or until a date: a preview of every date with the reason a date cannot be booked (confirm false), or the bookable dates booked, each charged on its own (confirm true)',
        security: BEARER,
        body: RecurrenceRequestSchema,
        response: { 200: RecurrenceResponseSchema },
      },
      config: { roles: BOOKING_ROLES },
    },
    async (request) => ({
      data: await createRecurringOrders({ ...bookingInput(app, request), request: request.body }),
    }),
  );

  app.post(
    toRoutePath(API_PATHS.childcareProviderHistory.createReoccurringOrders),
    {
      schema: {
        tags: ['booking'],
        summary:
          'Propose the same weekdays every week to the family of a child with an approved booking here: a preview (confirm false), or drafts the parent reviews and books (confirm true; nothing is charged without them)',
        security: BEARER,
        body: RecurrenceRequestSchema,
        response: { 200: RecurrenceResponseSchema },
      },
      config: { roles: PROVIDER_ROLES },
    },
    async (request) => ({
      data: await proposeRecurringOrders({
        ...bookingInput(app, request),
        request: request.body,
        notifyProposal: (orderId) => moneyDeps(app).notifier.notify(orderId, 'proposed'),
      }),
    }),
  );

  await app.register(historyRoutes);
  await app.register(orderPaymentRoutes);
};
