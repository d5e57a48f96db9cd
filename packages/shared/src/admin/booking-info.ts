import { z } from 'zod';
import { ORDER_ACTORS, OrderStatusSchema } from '../booking/order-status.ts';
import { DaycareOrderSchema } from '../booking/schemas.ts';
import { PaymentStatusSchema } from '../payment-status.ts';

/** Booking information of a provider or a child (issue 18, SPEC section 7 "GET booking info"), read-only. */

export const ADMIN_BOOKINGS_PER_PAGE = 20;

export const AdminBookingInfoQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(ADMIN_BOOKINGS_PER_PAGE),
});
export type AdminBookingInfoQuery = z.infer<typeof AdminBookingInfoQuerySchema>;

export const AdminChildIdParamsSchema = z.object({ childId: z.uuid() });

/**
 * One change of an order's state. The orders keep no log of changes, only a timestamp per step, so the history is
 * read from those: `at` is null when the schema keeps no time for the step (a failed card hold).
 */
export const AdminOrderHistoryEntrySchema = z.object({
  from: OrderStatusSchema.nullable().describe('null for the draft being saved'),
  to: OrderStatusSchema,
  at: z.iso.datetime().nullable(),
  by: z.enum(ORDER_ACTORS).nullable(),
});
export type AdminOrderHistoryEntry = z.infer<typeof AdminOrderHistoryEntrySchema>;

/** The card payment behind an order, in cents; never the gateway's ids. */
export const AdminOrderPaymentSchema = z.object({
  status: PaymentStatusSchema,
  amountCents: z.number().int(),
  capturedCents: z.number().int(),
  refundedCents: z.number().int(),
  currency: z.string(),
  createdAt: z.iso.datetime(),
});
export type AdminOrderPayment = z.infer<typeof AdminOrderPaymentSchema>;

export const AdminBookingInfoItemSchema = z.object({
  /** The order as the booking services give it to the administrator (state, day, hours, prices, refund). */
  order: DaycareOrderSchema,
  payment: AdminOrderPaymentSchema.nullable(),
  /** Off-session card holds that failed (declined, authentication needed). */
  paymentFailures: z.number().int(),
  history: z.array(AdminOrderHistoryEntrySchema).describe('Oldest change first'),
});
export type AdminBookingInfoItem = z.infer<typeof AdminBookingInfoItemSchema>;

const page = {
  items: z.array(AdminBookingInfoItemSchema).describe('Latest care date first; drafts left out'),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
};

export const AdminProviderBookingInfoResponseSchema = z.object({
  provider: z.object({ providerId: z.uuid(), userId: z.uuid(), businessName: z.string().nullable() }),
  ...page,
});
export type AdminProviderBookingInfoResponse = z.infer<typeof AdminProviderBookingInfoResponseSchema>;

export const AdminChildBookingInfoResponseSchema = z.object({
  child: z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string() }),
  ...page,
});
export type AdminChildBookingInfoResponse = z.infer<typeof AdminChildBookingInfoResponseSchema>;
