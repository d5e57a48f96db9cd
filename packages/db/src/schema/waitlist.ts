import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  PAYMENT_DISPLAY_TYPES,
  PAYMENT_OPTION_TYPES,
  WAITLIST_ACTIVE_STATUSES,
  WAITLIST_EVENT_KINDS,
  WAITLIST_PURCHASE_STATUSES,
  WAITLIST_REQUEST_STATUSES,
  type WaitlistSelections,
} from '@kinderly/shared';
import { children } from './child-enrolment.ts';
import { oneOf, updatedAtColumn } from './columns.ts';
import { payments } from './payments.ts';
import { providers } from './provider-enrolment.ts';
import { users } from './users.ts';

/**
 * The waitlist wizard's school plans (its "preferred curriculum" step, SPEC section 2) and payment options (its
 * daily-payment step and the hourly list). Fixed ids, inserted by the waitlist migration like the enrolment's
 * reference lists: families' tickets point at them, so an id never changes meaning. Names are English; the web
 * app shows its own translation by `code`.
 */
export const schoolPlans = pgTable('school_plans', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  /** The school plan detail page's text (`/waitlist/{childId}/school-plan-list/{id}`). */
  details: text('details').notNull(),
  icon: text('icon').notNull(),
});

export const waitlistPaymentOptions = pgTable(
  'waitlist_payment_options',
  {
    id: integer('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    description: text('description'),
    icon: text('icon'),
    paymentType: text('payment_type', { enum: PAYMENT_OPTION_TYPES }).notNull(),
    displayType: text('display_type', { enum: PAYMENT_DISPLAY_TYPES }).notNull(),
    valueCents: integer('value_cents'),
    maxValueCents: integer('max_value_cents'),
    customMessage: text('custom_message'),
  },
  (t) => [
    check('waitlist_payment_options_type', oneOf(t.paymentType, PAYMENT_OPTION_TYPES)),
    check('waitlist_payment_options_display', oneOf(t.displayType, PAYMENT_DISPLAY_TYPES)),
  ],
);

/**
 * A family's waitlist ticket for one child: the wizard's answers (SPEC section 3's selections, checked by the
 * shared schema), created on confirm and replaced by an update. Distance and start date are also columns, for
 * the providers that match and the order of a provider's list.
 */
export const waitlistTickets = pgTable(
  'waitlist_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    selections: jsonb('selections').$type<WaitlistSelections>().notNull(),
    distanceKm: real('distance_km').notNull(),
    requestedStartDate: date('requested_start_date').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    index('waitlist_tickets_child_idx').on(t.childId),
    check('waitlist_tickets_distance', sql`${t.distanceKm} > 0 and ${t.distanceKm} <= 100`),
  ],
);
export type WaitlistTicketRow = typeof waitlistTickets.$inferSelect;

/**
 * A ticket in one provider's waitlist. Only one active (waiting or offered) request per ticket and provider, and
 * per child and provider: the partial unique indexes hold it under concurrent joins. The position is not stored: it is the rank among the
 * provider's active requests by `priority` (set by the provider; null ranks after every set one), then join time.
 */
export const waitlistRequests = pgTable(
  'waitlist_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => waitlistTickets.id, { onDelete: 'cascade' }),
    /** The ticket's child, copied so one index can hold "a child stands once in a provider's list". */
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    status: text('status', { enum: WAITLIST_REQUEST_STATUSES }).notNull().default('waiting'),
    priority: integer('priority'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    /** The latest offer of a place, and the deadline to answer it (the expiry job runs then). */
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('waitlist_requests_active_idx')
      .on(t.ticketId, t.providerId)
      .where(oneOf(t.status, WAITLIST_ACTIVE_STATUSES)),
    // A child with two tickets still stands once in a provider's list (ADR 023 session 9).
    uniqueIndex('waitlist_requests_active_child_idx')
      .on(t.childId, t.providerId)
      .where(oneOf(t.status, WAITLIST_ACTIVE_STATUSES)),
    index('waitlist_requests_provider_idx').on(t.providerId, t.priority, t.joinedAt),
    check('waitlist_requests_status', oneOf(t.status, WAITLIST_REQUEST_STATUSES)),
    check('waitlist_requests_priority', sql`${t.priority} is null or ${t.priority} > 0`),
    check(
      'waitlist_requests_offer',
      sql`${t.status} <> 'offered' or (${t.offeredAt} is not null and ${t.offerExpiresAt} is not null)`,
    ),
  ],
);
export type WaitlistRequestRow = typeof waitlistRequests.$inferSelect;

/** The history of a request: joining, each change of status and each change of position, with who caused it. */
export const waitlistRequestEvents = pgTable(
  'waitlist_request_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => waitlistRequests.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: WAITLIST_EVENT_KINDS }).notNull(),
    fromStatus: text('from_status', { enum: WAITLIST_REQUEST_STATUSES }),
    toStatus: text('to_status', { enum: WAITLIST_REQUEST_STATUSES }),
    fromPosition: integer('from_position'),
    toPosition: integer('to_position'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('waitlist_request_events_request_idx').on(t.requestId, t.createdAt),
    check('waitlist_request_events_kind', oneOf(t.kind, WAITLIST_EVENT_KINDS)),
  ],
);
export type WaitlistRequestEventRow = typeof waitlistRequestEvents.$inferSelect;

/**
 * One-time purchases of more waitlist entries for a child (`/one-time-purchase`, ADR 023): the pack's entries and
 * price as charged, and the card payment that paid it. Only a paid purchase counts; a refunded one stops counting.
 */
export const waitlistPurchases = pgTable(
  'waitlist_purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entries: integer('entries').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: WAITLIST_PURCHASE_STATUSES }).notNull().default('pending'),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    index('waitlist_purchases_child_idx').on(t.childId),
    check('waitlist_purchases_status', oneOf(t.status, WAITLIST_PURCHASE_STATUSES)),
    check('waitlist_purchases_entries', sql`${t.entries} > 0 and ${t.amountCents} > 0`),
  ],
);
export type WaitlistPurchaseRow = typeof waitlistPurchases.$inferSelect;
