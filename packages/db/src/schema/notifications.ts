import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { providers } from './provider-enrolment.ts';
import { users } from './users.ts';

/** A text in each language of the product, rendered once when the event happened (ADR 029). */
export type LocalizedText = { en: string; fr: string };

/**
 * The notification centre (issue 19, ADR 029): one row per event per person, whatever the channels. The texts are
 * rendered in both languages when the event happens, so the bell, the list, the mail and the push say the same
 * thing in the reader's language of the moment. `dedupe_key` makes delivery idempotent: a job that runs again
 * (a retry, a second process) inserts nothing new, and each channel's `*_at` says it was done once.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A `NotificationKind` of packages/shared. */
    kind: text('kind').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    body: jsonb('body').$type<LocalizedText>().notNull(),
    /**
     * The other person the event is about (the parent who booked, the provider who answered), when there is one: an
     * administrator's deletion of that person (ADR 027) deletes these rows, whose texts carry their names.
     */
    aboutUserId: uuid('about_user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Where the notification leads in the app (a path), or null. */
    link: text('link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When the mail went out; null when none was due or it has not gone yet. */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    /** When the web push went out to at least one of the person's browsers. */
    pushedAt: timestamp('pushed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notifications_dedupe_key').on(t.userId, t.dedupeKey),
    index('notifications_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('notifications_about_idx').on(t.aboutUserId),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

/** A browser's web push subscription (issue 19): removed when the push service says it is gone (404/410). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/**
 * A parent's "let me know" alert (SPEC section 2, /app/let-me-know): the search it stands for. A daily check finds
 * listed providers accepting bookings that match and were not announced yet (`search_alert_matches`).
 */
export const searchAlerts = pgTable(
  'search_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The place as the parent typed or chose it. */
    place: text('place').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    distanceKm: integer('distance_km').notNull(),
    ageGroups: integer('age_groups')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    careTypes: integer('care_types')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    providerTypes: integer('provider_types').array().notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
  },
  (t) => [index('search_alerts_user_idx').on(t.userId, t.createdAt)],
);

/** The providers an alert already announced (or found when it was set): each is announced once. */
export const searchAlertMatches = pgTable(
  'search_alert_matches',
  {
    alertId: uuid('alert_id')
      .notNull()
      .references(() => searchAlerts.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    announcedAt: timestamp('announced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.alertId, t.providerId] })],
);
