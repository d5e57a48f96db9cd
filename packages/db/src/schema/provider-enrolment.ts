import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
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
import { files } from './files.ts';
import { PROVIDER_FILE_KINDS, WAITLIST_OFFER_HOUR_CHOICES, WAITLIST_OFFER_HOURS } from '@kinderly/shared';
import { oneOf, updatedAtColumn } from './columns.ts';
import { users } from './users.ts';

/**
 * Provider enrolment (SPEC section 3). What search, waitlists and bookings filter or compute on is kept in
 * columns and child tables (type, place, ages, hours, prices, spaces, holidays, cancellation terms); what only a
 * profile page shows (household details, notification settings) is JSON. Ids are the spec's constants of
 * @kinderly/shared (provider types 11-13, age groups 14-19, care types 21-28).
 */
const galleryFileRef = (name: string) => uuid(name).references(() => files.id, { onDelete: 'set null' });

export const providers = pgTable(
  'providers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerType: integer('provider_type'),
    businessName: text('business_name'),
    licenceNumber: text('licence_number'),
    programStatement: text('program_statement'),
    /** HouseholdSchema; pets and smoking are also columns because parents filter on them. */
    household: jsonb('household'),
    hasPets: boolean('has_pets'),
    anyoneSmokes: boolean('anyone_smokes'),
    familyAmenities: text('family_amenities').array(),
    otherAmenities: text('other_amenities'),
    safetyItems: text('safety_items').array(),
    emergencyPlan: text('emergency_plan'),
    otherSafety: text('other_safety'),
    street: text('street'),
    unit: text('unit'),
    city: text('city'),
    province: text('province'),
    postalCode: text('postal_code'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Null until the provider chose (step get-location-automation). */
    isGeolocationShared: boolean('is_geolocation_shared'),
    /** Null until chosen; true: every booking waits for the provider's approval. */
    withApprovalRequest: boolean('with_approval_request'),
    startDate: date('start_date'),
    /** Hours a family has to answer an offered waitlist place: one of WAITLIST_OFFER_HOUR_CHOICES (ADR 023). */
    waitlistOfferHours: integer('waitlist_offer_hours').notNull().default(WAITLIST_OFFER_HOURS),
    /** The provider's open/paused switch (getBookingStatus, updateBookingStatus): paused takes no new bookings. */
    acceptingBookings: boolean('accepting_bookings').notNull().default(true),
    /** A key of CANCELLATION_OPTIONS (ADR 009). */
    cancellationOption: text('cancellation_option'),
    notifications: jsonb('notifications'),
    connectedAccountReturnedAt: timestamp('connected_account_returned_at', { withTimezone: true }),
    // Profile of SPEC section 3 (the badges step); the activate flags are the SuperAdmin's.
    facebook: text('facebook').notNull().default(''),
    instagram: text('instagram').notNull().default(''),
    cameraType: text('camera_type').notNull().default(''),
    liveMonitoryLink: text('live_monitory_link').notNull().default(''),
    personalityTest: text('personality_test').notNull().default(''),
    insuranceCompanyName: text('insurance_company_name').notNull().default(''),
    insurancePolicyNumber: text('insurance_policy_number').notNull().default(''),
    insuranceActivate: boolean('insurance_activate').notNull().default(false),
    volunteerHistories: text('volunteer_histories'),
    cece: text('cece'),
    comments: boolean('comments').notNull().default(true),
    parentCosign: boolean('parent_cosign').notNull().default(false),
    /** Background gallery slots 1-4: file ids (provider_files.file_id); a deleted file empties its slot. */
    fileBackground1: galleryFileRef('file_background_1'),
    fileBackground2: galleryFileRef('file_background_2'),
    fileBackground3: galleryFileRef('file_background_3'),
    fileBackground4: galleryFileRef('file_background_4'),
    /** Slugs of the completed wizard steps; the counters and the two flags below follow from it. */
    completedSteps: text('completed_steps')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Every step needed for search is done: parents can find this provider. */
    isListed: boolean('is_listed').notNull().default(false),
    /** All 16 steps are done. */
    isComplete: boolean('is_complete').notNull().default(false),
    // What search filters on, kept from the child tables by triggers (migration 0009, ADR 020) so a search reads
    // no child row per candidate. Never written by the application.
    /** The age groups accepted (provider_age_groups), ascending. */
    searchAgeGroups: integer('search_age_groups')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** The accepted age groups with a free space (provider_available_spaces.spaces > 0), ascending. */
    searchFreeAgeGroups: integer('search_free_age_groups')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** The care types priced (provider_prices), ascending. */
    searchCareTypes: integer('search_care_types')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** The lowest daily price in cents; null when the provider has no daily price. */
    searchMinDailyPriceCents: integer('search_min_daily_price_cents'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('providers_user_id_idx').on(t.userId),
    index('providers_listed_type_idx').on(t.isListed, t.providerType),
    index('providers_lat_lng_idx').on(t.latitude, t.longitude),
    // Provider search (issue 14): on the public point (toPublicCoordinate's 0.003 degree grid), earth_box narrows
    // with it and `<->` walks it nearest first (cube + earthdistance; ADR 020). Migrations 0009, 0011 and 0012 add
    // INCLUDE (the columns search reads) for index-only scans; Drizzle cannot say so.
    index('providers_earth_idx')
      .using(
        'gist',
        sql`ll_to_earth(floor(${t.latitude} / 0.003 + 0.5) * 3000 / 1000000, floor(${t.longitude} / 0.003 + 0.5) * 3000 / 1000000)`,
      )
      .where(sql`${t.isListed} and ${t.latitude} is not null and ${t.longitude} is not null`),
    check('providers_provider_type_check', sql`${t.providerType} in (11, 12, 13)`),
    check(
      'providers_waitlist_offer_hours_check',
      sql`${t.waitlistOfferHours} in (${sql.raw(WAITLIST_OFFER_HOUR_CHOICES.join(', '))})`,
    ),
  ],
);
export type ProviderRow = typeof providers.$inferSelect;
export type NewProviderRow = typeof providers.$inferInsert;

const providerRef = () =>
  uuid('provider_id')
    .notNull()
    .references(() => providers.id, { onDelete: 'cascade' });

export const providerAgeGroups = pgTable(
  'provider_age_groups',
  { providerId: providerRef(), ageGroupId: integer('age_group_id').notNull() },
  (t) => [primaryKey({ columns: [t.providerId, t.ageGroupId] }), index('provider_age_groups_age_idx').on(t.ageGroupId)],
);

/** Open days only; a weekday (ISO 1-7) without a row is closed. Times are minutes after midnight, close > open. */
export const providerHours = pgTable(
  'provider_hours',
  {
    providerId: providerRef(),
    weekday: integer('weekday').notNull(),
    openMinute: integer('open_minute').notNull(),
    closeMinute: integer('close_minute').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.weekday] }),
    check(
      'provider_hours_range_check',
      sql`${t.openMinute} >= 0 and ${t.closeMinute} <= 1440 and ${t.closeMinute} > ${t.openMinute}`,
    ),
  ],
);

/** One price per care type; integer cents in CAD. */
export const providerPrices = pgTable(
  'provider_prices',
  {
    providerId: providerRef(),
    careTypeId: integer('care_type_id').notNull(),
    unit: text('unit').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.careTypeId] }),
    index('provider_prices_care_type_idx').on(t.careTypeId, t.amountCents),
    check('provider_prices_unit_check', sql`${t.unit} in ('daily', 'hourly')`),
    check('provider_prices_amount_check', sql`${t.amountCents} > 0`),
  ],
);

export const providerAvailableSpaces = pgTable(
  'provider_available_spaces',
  { providerId: providerRef(), ageGroupId: integer('age_group_id').notNull(), spaces: integer('spaces').notNull() },
  (t) => [primaryKey({ columns: [t.providerId, t.ageGroupId] }), check('provider_spaces_check', sql`${t.spaces} >= 0`)],
);

export const providerHolidays = pgTable(
  'provider_holidays',
  { providerId: providerRef(), date: date('date').notNull(), name: text('name').notNull() },
  (t) => [primaryKey({ columns: [t.providerId, t.date] })],
);

/** The provider's text and tick for each standard policy (STANDARD_POLICIES ids). */
export const providerPolicies = pgTable(
  'provider_policies',
  {
    providerId: providerRef(),
    policyId: integer('policy_id').notNull(),
    text: text('text').notNull(),
    checked: boolean('checked').notNull(),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.policyId] })],
);

/** Badges: the nine qualifications and the vulnerable sector check; `activate` is set by the SuperAdmin. */
export const providerBadges = pgTable(
  'provider_badges',
  {
    providerId: providerRef(),
    name: text('name').notNull(),
    has: boolean('has').notNull(),
    activate: boolean('activate').notNull().default(false),
    /** The proof (provider_files.file_id); a deleted file leaves the badge without proof. */
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.name] }),
    // The badges shown (had and activated), as every provider list reads them for each provider of its page:
    // migration 0027 adds INCLUDE (name) for index-only scans; Drizzle cannot say so.
    index('provider_badges_shown_idx')
      .on(t.providerId)
      .where(sql`${t.has} and ${t.activate}`),
  ],
);

/**
 * Files a provider uploaded (badge proofs, policy documents, gallery pictures). `fileId` is the record of the
 * file-storage layer that holds the bytes; the name and type are kept here so that lists need no second lookup.
 */
export const providerFiles = pgTable(
  'provider_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: providerRef(),
    kind: text('kind', { enum: PROVIDER_FILE_KINDS }).notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('provider_files_provider_idx').on(t.providerId, t.kind),
    check('provider_files_kind_check', oneOf(t.kind, PROVIDER_FILE_KINDS)),
  ],
);
export type ProviderFileRow = typeof providerFiles.$inferSelect;

/** A family's favourite providers (saveFavoritesLiked toggles a row). */
export const providerFavourites = pgTable(
  'provider_favourites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerId: providerRef(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.providerId] }),
    index('provider_favourites_provider_idx').on(t.providerId),
  ],
);
