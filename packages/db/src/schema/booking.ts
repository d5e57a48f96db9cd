import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ORDER_ACTORS,
  ORDER_PAYMENT_STATES,
  ORDER_STATUSES,
  PRICE_UNITS,
  type CancellationTier,
} from '@kinderly/shared';
import { children } from './child-enrolment.ts';
import { oneOf, updatedAtColumn } from './columns.ts';
import { payments } from './payments.ts';
import { providers } from './provider-enrolment.ts';
import { users } from './users.ts';

/**
 * Daycare orders (issue 15, ADR 022): one care day of one child at one provider, with everything its price and
 * refund depend on copied at the time it was saved or booked, so a later change of the provider's prices or
 * cancellation option applies to new orders only. States follow ORDER_TRANSITIONS (@kinderly/shared).
 */
export const recurrences = pgTable('booking_recurrences', {
  id: uuid('id').primaryKey().defaultRandom(),
  parentUserId: uuid('parent_user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  childId: uuid('child_id')
    .notNull()
    .references(() => children.id, { onDelete: 'cascade' }),
  providerId: uuid('provider_id')
    .notNull()
    .references(() => providers.id, { onDelete: 'cascade' }),
  /** [{ weekday, startTime, endTime }] as asked. */
  days: jsonb('days').notNull(),
  startDate: date('start_date').notNull(),
  endDate: date('end_date').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const daycareOrders = pgTable(
  'daycare_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The guardian who saved it; any guardian of the child sees it. */
    parentUserId: uuid('parent_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    recurrenceId: uuid('recurrence_id').references(() => recurrences.id, { onDelete: 'set null' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('draft'),
    /** The provider's local date of care, the hours as minutes after local midnight, the zone they were read in. */
    careDate: date('care_date').notNull(),
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
    timeZone: text('time_zone').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The age group whose space the day takes (the child's age on that day, among those the provider accepts). */
    ageGroupId: integer('age_group_id').notNull(),
    careTypeId: integer('care_type_id').notNull(),
    priceUnit: text('price_unit', { enum: PRICE_UNITS }).notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    feePercent: integer('fee_percent').notNull(),
    feeCents: integer('fee_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    cancellationOption: text('cancellation_option').notNull(),
    cancellationTiers: jsonb('cancellation_tiers').$type<CancellationTier[]>().notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    /** A request not answered by then expires (48 hours, or the start of the care if sooner). */
    answerBy: timestamp('answer_by', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    refusedAt: timestamp('refused_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by', { enum: ORDER_ACTORS }),
    refundCents: integer('refund_cents'),
    checkInAt: timestamp('check_in_at', { withTimezone: true }),
    pickUpAt: timestamp('pick_up_at', { withTimezone: true }),
    noShowAt: timestamp('no_show_at', { withTimezone: true }),
    paymentState: text('payment_state', { enum: ORDER_PAYMENT_STATES }).notNull().default('none'),
    /** Captured so far less refunds, in cents. */
    chargedCents: integer('charged_cents').notNull().default(0),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    /** Off-session hold attempts that failed (declined, needs authentication). */
    paymentFailures: integer('payment_failures').notNull().default(0),
    hiddenByParent: boolean('hidden_by_parent').notNull().default(false),
    hiddenByProvider: boolean('hidden_by_provider').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    index('daycare_orders_parent_idx').on(t.parentUserId, t.careDate),
    index('daycare_orders_child_time_idx').on(t.childId, t.startsAt),
    index('daycare_orders_provider_idx').on(t.providerId, t.careDate),
    index('daycare_orders_recurrence_idx').on(t.recurrenceId),
    check('daycare_orders_status_check', oneOf(t.status, ORDER_STATUSES)),
    check('daycare_orders_payment_state_check', oneOf(t.paymentState, ORDER_PAYMENT_STATES)),
    check(
      'daycare_orders_minutes_check',
      sql`${t.startMinute} >= 0 and ${t.endMinute} <= 1440 and ${t.endMinute} > ${t.startMinute}`,
    ),
    check(
      'daycare_orders_money_check',
      sql`${t.subtotalCents} >= 0 and ${t.feeCents} >= 0 and ${t.totalCents} = ${t.subtotalCents} + ${t.feeCents}`,
    ),
  ],
);
export type DaycareOrderRow = typeof daycareOrders.$inferSelect;
export type NewDaycareOrderRow = typeof daycareOrders.$inferInsert;

/**
 * Spaces taken per provider, local date and age group, by orders in a holding state (ORDER_HOLDING_STATUSES).
 * Booking raises `taken` with one conditional upsert that compares it with the provider's spaces under the row's
 * lock, so concurrent bookings can never overbook a day; releasing lowers it in the same transaction as the
 * order's new state.
 */
export const providerDaySpaces = pgTable(
  'provider_day_spaces',
  {
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    careDate: date('care_date').notNull(),
    ageGroupId: integer('age_group_id').notNull(),
    taken: integer('taken').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.careDate, t.ageGroupId] }),
    check('provider_day_spaces_taken_check', sql`${t.taken} >= 0`),
  ],
);
