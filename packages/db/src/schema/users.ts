import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { updatedAtColumn } from './columns.ts';

/**
 * What the administrator's user search matches (issue 18): names, e-mail and user name, lower-cased, in one text
 * with a trigram index (migration 0020), so `like '%text%'` stays fast on 100,000 users.
 */
export const userSearchText = (t: {
  firstName: AnyPgColumn;
  lastName: AnyPgColumn;
  email: AnyPgColumn;
  userName: AnyPgColumn;
}) => sql`lower(${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.email} || ' ' || ${t.userName})`;

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userName: text('user_name').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number'),
    dateOfBirth: date('date_of_birth'),
    passwordHash: text('password_hash').notNull(),
    emailConfirmed: boolean('email_confirmed').notNull().default(false),
    /** Every role this person holds (SPEC role numbers); `currentRole` is one of them. */
    roles: integer('roles').array().notNull(),
    currentRole: integer('current_role').notNull(),
    isTemporary: boolean('is_temporary').notNull().default(false),
    registrationComplete: boolean('registration_complete').notNull().default(false),
    referralToken: text('referral_token').notNull(),
    referrerId: uuid('referrer_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** When this user's registration was credited to the referrer (bumpUpReferrerForUser); once only. */
    referrerCreditedAt: timestamp('referrer_credited_at', { withTimezone: true }),
    /** How many referred users were credited to this user. */
    referralCount: integer('referral_count').notNull().default(0),
    language: text('language').notNull().default('en'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    address: text('address'),
    /** Notification settings (SPEC section 3); a column per setting as settings are added. */
    pushNotifications: boolean('push_notifications').notNull().default(true),
    /** Mails for the notification centre's events (ADR 029); account mails (confirmation, reset) always go. */
    emailNotifications: boolean('email_notifications').notNull().default(true),
    /** Set when an administrator deleted the account (ADR 027): the row is anonymised and kept for the money records. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    // E-mail and user name are unique whatever their case.
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_user_name_lower_idx').on(sql`lower(${t.userName})`),
    uniqueIndex('users_referral_token_idx').on(t.referralToken),
    index('users_search_trgm_idx').using('gin', sql`${userSearchText(t)} gin_trgm_ops`),
    index('users_created_idx').on(t.createdAt, t.id),
    // A referrer's list of who joined through their link, newest first (getReferrals).
    index('users_referrer_idx').on(t.referrerId, t.createdAt),
    // The administrator's role filter (`roles @> array[role]`).
    index('users_roles_idx').using('gin', t.roles),
    // The last-administrator rule locks the live administrators (ADR 027).
    index('users_live_admins_idx')
      .on(t.id)
      .where(sql`${t.deletedAt} is null and ${t.roles} @> array[2]`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
