import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PAYMENT_CURRENCY, PAYMENT_STATUSES } from '@kinderly/shared';
import { oneOf, updatedAtColumn } from './columns.ts';
import { users } from './users.ts';

/** Money is in this currency only; a second one needs prices, fees and payouts in it first. */
const PAYMENT_CURRENCIES = [PAYMENT_CURRENCY] as const;

/** Which gateway an id belongs to: ids of one are meaningless to the other. */
export const PAYMENT_GATEWAYS = ['stripe', 'sandbox'] as const;
export type PaymentGatewayKind = (typeof PAYMENT_GATEWAYS)[number];

/** A user's customer at the payment gateway (one per gateway). */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gateway: text('gateway', { enum: PAYMENT_GATEWAYS }).notNull(),
    customerId: text('customer_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_customers_user_gateway_idx').on(t.userId, t.gateway),
    uniqueIndex('payment_customers_customer_idx').on(t.customerId),
  ],
);

/**
 * Saved cards. Never a full number or a security code: the gateway holds the card, we keep what a person
 * needs to recognise it. At most one default per user (partial unique index).
 */
export const creditCards = pgTable(
  'credit_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gateway: text('gateway', { enum: PAYMENT_GATEWAYS }).notNull(),
    paymentMethodId: text('payment_method_id').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    fingerprint: text('fingerprint'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('credit_cards_payment_method_idx').on(t.paymentMethodId),
    index('credit_cards_user_idx').on(t.userId),
    uniqueIndex('credit_cards_one_default_idx')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);
export type CreditCardRow = typeof creditCards.$inferSelect;

/** A provider's payout account (Stripe Connect Express, or the sandbox's). */
export const connectedAccounts = pgTable(
  'connected_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gateway: text('gateway', { enum: PAYMENT_GATEWAYS }).notNull(),
    accountId: text('account_id').notNull(),
    /** not_started, pending, verified or restricted: derived from the gateway's account on every update. */
    state: text('state').notNull(),
    detailsSubmitted: boolean('details_submitted').notNull().default(false),
    chargesEnabled: boolean('charges_enabled').notNull().default(false),
    payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
    requirementsDue: jsonb('requirements_due').$type<string[]>().notNull().default([]),
    bankLast4: text('bank_last4'),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('connected_accounts_user_gateway_idx').on(t.userId, t.gateway),
    uniqueIndex('connected_accounts_account_idx').on(t.accountId),
  ],
);
export type ConnectedAccountRow = typeof connectedAccounts.$inferSelect;

/** Card payments (payment intents, manual capture), in integer cents. Bookings refer to them by id. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gateway: text('gateway', { enum: PAYMENT_GATEWAYS }).notNull(),
    paymentIntentId: text('payment_intent_id').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    capturedCents: integer('captured_cents').notNull().default(0),
    refundedCents: integer('refunded_cents').notNull().default(0),
    connectedAccountId: text('connected_account_id'),
    applicationFeeCents: integer('application_fee_cents'),
    /** What the payment is for (an order id), set by the caller. */
    reference: text('reference'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('payments_intent_idx').on(t.paymentIntentId),
    index('payments_user_idx').on(t.userId),
    check('payments_status_check', oneOf(t.status, PAYMENT_STATUSES)),
    check('payments_currency_check', oneOf(t.currency, PAYMENT_CURRENCIES)),
  ],
);
export type PaymentRow = typeof payments.$inferSelect;

/** Webhook events already applied: a replayed event id changes nothing. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The local sandbox gateway's objects (customers, payment methods, setup intents, checkout sessions,
 * accounts, payment intents, refunds), each a JSON body under a Stripe-like id, so the sandbox keeps state
 * across restarts like a real account would.
 */
export const sandboxObjects = pgTable(
  'sandbox_objects',
  {
    id: text('id').primaryKey(),
    object: text('object').notNull(),
    /** Customer the object belongs to (payment methods, setup intents, payment intents); for listing. */
    customerId: text('customer_id'),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [index('sandbox_objects_customer_idx').on(t.customerId, t.object)],
);
export type SandboxObjectRow = typeof sandboxObjects.$inferSelect;

/** The sandbox answers a repeated idempotency key with the first answer, as Stripe does. */
export const sandboxIdempotencyKeys = pgTable('sandbox_idempotency_keys', {
  key: text('key').primaryKey(),
  operation: text('operation').notNull(),
  objectId: text('object_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
