import { z } from 'zod';
import { AGE_GROUP_IDS } from '../child-enrolment/age-groups.ts';
import { CANCELLATION_OPTION_KEYS, PRICE_UNITS } from '../provider-enrolment/constants.ts';
import { CareTypeIdSchema, DateSchema, TimeSchema, WeekdaySchema } from '../provider-enrolment/schedule.ts';
import { ORDER_ACTORS, OrderStatusSchema } from './order-status.ts';

export const BOOKING_MESSAGES = {
  orderId: 'Use an order id.',
  providerId: 'Use a provider id.',
  childId: 'Use a child id.',
  oneDay: 'Book one day per order: save each day as its own order.',
  endAfterStart: 'The end time must be after the start time.',
  orderIds: 'Choose from 1 to 100 orders.',
  distinctOrders: 'Each order once.',
  recurrenceDays: 'Choose from 1 to 7 days of the week, each once.',
  recurrenceLength: 'Give a number of weeks (1 to 52) or an end date, not both.',
  url: 'Use a link of this site.',
} as const;
const M = BOOKING_MESSAGES;

export const BookedDayInputSchema = z
  .object({ date: DateSchema, startTime: TimeSchema, endTime: TimeSchema })
  .refine((day) => day.endTime > day.startTime, { message: M.endAfterStart, path: ['endTime'] });
export type BookedDayInput = z.infer<typeof BookedDayInputSchema>;

export const SaveDaycareOrderRequestSchema = z.object({
  childcareProviderId: z.uuid({ error: M.providerId }),
  childId: z.uuid({ error: M.childId }),
  /** Which of the provider's prices applies; by default the cheapest that fits the day and hours. */
  careTypeId: CareTypeIdSchema.optional(),
  bookedDays: z.array(BookedDayInputSchema).length(1, M.oneDay),
});
export type SaveDaycareOrderRequest = z.infer<typeof SaveDaycareOrderRequestSchema>;

export const OrderIdQuerySchema = z.object({ orderId: z.uuid({ error: M.orderId }) });
export const OrdersAtProviderQuerySchema = z.object({ providerId: z.uuid({ error: M.providerId }) });

/** The page links of section 7's order calls. Mails link to this server's own pages whatever is sent (ADR 022). */
export const OrderPageUrlsQuerySchema = z.object({
  loginPageUrl: z.string().max(2000).optional(),
  registerPageUrl: z.string().max(2000).optional(),
  appHomePageUrl: z.string().max(2000).optional(),
});

export const OrderIdsRequestSchema = z.object({
  orderIds: z
    .array(z.uuid({ error: M.orderId }))
    .min(1, M.orderIds)
    .max(100, M.orderIds)
    .refine((ids) => new Set(ids).size === ids.length, M.distinctOrders),
});
export type OrderIdsRequest = z.infer<typeof OrderIdsRequestSchema>;

export const CancellationTierSchema = z.object({
  minNoticeHours: z.number().int(),
  refundPercent: z.number().int(),
});

export const BookedDaySchema = z.object({
  date: DateSchema,
  startTime: TimeSchema,
  endTime: TimeSchema,
  priceCents: z.number().int(),
});

export const ORDER_PAYMENT_STATES = ['none', 'held', 'captured', 'released', 'refunded', 'failed'] as const;
export const OrderPaymentStateSchema = z.enum(ORDER_PAYMENT_STATES);
export type OrderPaymentState = z.infer<typeof OrderPaymentStateSchema>;

export const DaycareOrderSchema = z.object({
  orderId: z.uuid(),
  status: OrderStatusSchema,
  isBooked: z.boolean(),
  childId: z.uuid(),
  childFirstName: z.string(),
  childLastName: z.string(),
  /** The provider record's id and its owner's user id (section 3's childcareProviderId and providerId). */
  childcareProviderId: z.uuid(),
  providerId: z.uuid(),
  providerName: z.string(),
  parentUserId: z.uuid(),
  parentName: z.string(),
  /** City and province always; the street only for the provider, the administrator, and an approved order's parent. */
  address: z.object({
    street: z.string().nullable(),
    unit: z.string().nullable(),
    city: z.string(),
    province: z.string(),
    postalCode: z.string().nullable(),
  }),
  bookedDays: z.array(BookedDaySchema),
  timeZone: z.string(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  careTypeId: CareTypeIdSchema,
  priceUnit: z.enum(PRICE_UNITS),
  unitPriceCents: z.number().int(),
  ageGroupId: z.union(AGE_GROUP_IDS.map((id) => z.literal(id)) as [z.ZodLiteral<14>, ...z.ZodLiteral<14>[]]),
  subtotalCents: z.number().int(),
  feePercent: z.number().int(),
  feeCents: z.number().int(),
  totalCents: z.number().int(),
  currency: z.string(),
  cancellationOption: z.enum(CANCELLATION_OPTION_KEYS),
  cancellationTiers: z.array(CancellationTierSchema),
  recurrenceId: z.uuid().nullable(),
  requestedAt: z.iso.datetime().nullable(),
  answerBy: z.iso.datetime().nullable(),
  approvedAt: z.iso.datetime().nullable(),
  refusedAt: z.iso.datetime().nullable(),
  cancelledAt: z.iso.datetime().nullable(),
  cancelledBy: z.enum(ORDER_ACTORS).nullable(),
  refundCents: z.number().int().nullable(),
  checkInAt: z.iso.datetime().nullable(),
  pickUpAt: z.iso.datetime().nullable(),
  noShowAt: z.iso.datetime().nullable(),
  paymentState: OrderPaymentStateSchema,
  /** What was charged so far (captured, less refunds). */
  chargedCents: z.number().int(),
  /** Hidden from the caller's own card view. */
  hidden: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type DaycareOrder = z.infer<typeof DaycareOrderSchema>;

export const DaycareOrderResponseSchema = z.object({ data: DaycareOrderSchema });
export const DaycareOrderListResponseSchema = z.object({ data: z.array(DaycareOrderSchema) });
export const CancelOrderResponseSchema = z.object({
  data: z.object({ order: DaycareOrderSchema, refundCents: z.number().int(), refundPercent: z.number().int() }),
});

export const HistoryQuerySchema = z.object({
  /** Include cards the caller hid. */
  includeHidden: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
export const OrderHistorySchema = z.object({
  /** Saved, not booked. */
  drafts: z.array(DaycareOrderSchema),
  /** Waiting for the provider's answer. */
  requested: z.array(DaycareOrderSchema),
  /** Today, booked or in care. */
  current: z.array(DaycareOrderSchema),
  /** Later days, booked. */
  upcoming: z.array(DaycareOrderSchema),
  /** Ended: care done, cancelled, refused, expired. */
  past: z.array(DaycareOrderSchema),
});
export type OrderHistory = z.infer<typeof OrderHistorySchema>;
export const OrderHistoryResponseSchema = z.object({ data: OrderHistorySchema });

/** setOrderHideCard's query: the order, and `hidden=false` to show a hidden card again (hides by default). */
export const SetHideCardQuerySchema = z.object({
  orderId: z.uuid({ error: M.orderId }),
  hidden: z
    .enum(['true', 'false'], { error: 'Use true or false.' })
    .optional()
    .transform((value) => value !== 'false'),
});

export const BookingStatusSchema = z.object({
  /** The provider's open/paused switch: paused providers take no new bookings and leave search. */
  acceptingBookings: z.boolean(),
  /** Whether new bookings wait for the provider's approval. */
  withApprovalRequest: z.boolean(),
});
export const BookingStatusResponseSchema = z.object({ data: BookingStatusSchema });
export const UpdateBookingStatusRequestSchema = z.object({ acceptingBookings: z.boolean() });

export const RecurrenceRequestSchema = z
  .object({
    childcareProviderId: z.uuid({ error: M.providerId }),
    childId: z.uuid({ error: M.childId }),
    careTypeId: CareTypeIdSchema.optional(),
    days: z
      .array(z.object({ weekday: WeekdaySchema, startTime: TimeSchema, endTime: TimeSchema }))
      .min(1, M.recurrenceDays)
      .max(7, M.recurrenceDays)
      .refine((days) => new Set(days.map((d) => d.weekday)).size === days.length, M.recurrenceDays),
    startDate: DateSchema,
    weeks: z.number().int().min(1, M.recurrenceLength).max(52, M.recurrenceLength).optional(),
    until: DateSchema.optional(),
    /** False: only the preview of every date. True: save and book the bookable dates. */
    confirm: z.boolean().default(false),
  })
  .refine((r) => (r.weeks === undefined) !== (r.until === undefined), { message: M.recurrenceLength, path: ['weeks'] });
export type RecurrenceRequest = z.infer<typeof RecurrenceRequestSchema>;

export const RECURRENCE_SKIP_REASONS = [
  'closed',
  'holiday',
  'full',
  'past',
  'tooFarAhead',
  'beforeStart',
  'childBusy',
  'outsideHours',
  'ageGroup',
] as const;
export const RecurrencePreviewSchema = z.object({
  recurrenceId: z.uuid().nullable(),
  dates: z.array(
    z.object({
      date: DateSchema,
      startTime: TimeSchema,
      endTime: TimeSchema,
      priceCents: z.number().int().nullable(),
      bookable: z.boolean(),
      reason: z.enum(RECURRENCE_SKIP_REASONS).nullable(),
      message: z.string().nullable(),
    }),
  ),
  subtotalCents: z.number().int(),
  feeCents: z.number().int(),
  totalCents: z.number().int(),
  orders: z.array(DaycareOrderSchema),
});
export const RecurrenceResponseSchema = z.object({ data: RecurrencePreviewSchema });

/** getBookingCalendar: which days a child can be booked at a provider, for the booking-time calendar. */
export const BookingCalendarQuerySchema = z.object({
  providerId: z.uuid({ error: M.providerId }),
  childId: z.uuid({ error: M.childId }),
  from: DateSchema,
  to: DateSchema,
});
export const CALENDAR_DAY_STATES = [
  'open',
  'full',
  'closed',
  'holiday',
  'past',
  'beforeStart',
  'tooFarAhead',
  'ageGroup',
] as const;
export const BookingCalendarSchema = z.object({
  timeZone: z.string(),
  days: z.array(
    z.object({
      date: DateSchema,
      state: z.enum(CALENDAR_DAY_STATES),
      /** Opening hours that day ("HH:mm"), null when closed. */
      open: TimeSchema.nullable(),
      close: TimeSchema.nullable(),
      /** Spaces left for the child's age group (null when the day cannot be booked for another reason). */
      spacesLeft: z.number().int().nullable(),
      holidayName: z.string().nullable(),
    }),
  ),
  /** The provider's prices the booking can use, with the care type each belongs to. */
  prices: z.array(z.object({ careTypeId: CareTypeIdSchema, unit: z.enum(PRICE_UNITS), amountCents: z.number().int() })),
  feePercent: z.number().int(),
  withApprovalRequest: z.boolean(),
  cancellationOption: z.enum(CANCELLATION_OPTION_KEYS),
});
export type BookingCalendar = z.infer<typeof BookingCalendarSchema>;
export const BookingCalendarResponseSchema = z.object({ data: BookingCalendarSchema });

export const OrderLinkQuerySchema = z.object({ token: z.string().min(1, 'The link is incomplete.').max(2000) });

export const PayOrderRequestSchema = z.object({
  orderId: z.uuid({ error: M.orderId }),
  creditCardId: z.uuid({ error: 'Use a card id.' }).optional(),
});
export const CancelPaymentRequestSchema = z.object({
  orders: z
    .array(z.uuid({ error: M.orderId }))
    .min(1, M.orderIds)
    .max(100, M.orderIds),
});
export const CancelPaymentQuerySchema = z.object({
  /** Who asks: checked against the caller's side of each order. */
  whoCancelled: z.enum(['parent', 'provider'], { error: 'Use parent or provider.' }),
  /** cancel (before the care) is the only operation; a refund follows from the terms. */
  typeOfOperation: z.enum(['cancel', 'refund'], { error: 'Use cancel or refund.' }).default('cancel'),
});
