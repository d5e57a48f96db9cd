import { sql } from 'drizzle-orm';
import {
  bigserial,
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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { updatedAtColumn } from './columns.ts';
import { users } from './users.ts';

/**
 * A child and the people who may see its record. The columns later features filter on (date of birth
 * for the age group, allergies, subsidy, special needs, enrolment progress) are plain columns.
 * The age group is NOT stored: it changes as the child grows, so it is derived from date_of_birth.
 */
export const children = pgTable(
  'children',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The parent who enrolled the child; only they (or the SuperAdmin) may delete it. */
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    preferredName: text('preferred_name').notNull().default(''),
    dateOfBirth: date('date_of_birth').notNull(),
    sex: integer('sex').notNull().default(1),
    homeAddressSameAsParent: boolean('home_address_same_as_parent').notNull().default(true),
    languageIds: integer('language_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    subsidy: boolean('subsidy').notNull().default(false),
    specialNeeds: boolean('special_needs').notNull().default(false),
    requiresAdditionalSupport: boolean('requires_additional_support').notNull().default(false),
    hasLifeThreateningAllergy: boolean('has_life_threatening_allergy').notNull().default(false),
    allergyDetails: text('allergy_details').notNull().default(''),
    hasEpinephrineAutoInjector: boolean('has_epinephrine_auto_injector').notNull().default(false),
    autoInjectorLocation: text('auto_injector_location').notNull().default(''),
    anaphylaxisProcedure: text('anaphylaxis_procedure').notNull().default(''),
    hasVaccineExemption: boolean('has_vaccine_exemption').notNull().default(false),
    vaccineExemptionReason: text('vaccine_exemption_reason').notNull().default(''),
    additionalInfo: text('additional_info').notNull().default(''),
    additionalEmergencyInfo: text('additional_emergency_info').notNull().default(''),
    /** Steps 1..14 saved at least once / skipped and never saved; each counts once. */
    savedSteps: integer('saved_steps')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    skippedSteps: integer('skipped_steps')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    reviewCompletedAt: timestamp('review_completed_at', { withTimezone: true }),
    /** Derived from the three above on every write; 15 = bookable (SPEC section 9). */
    enrollmentStepsCompleted: integer('enrollment_steps_completed').notNull().default(0),
    currentViewedStep: integer('current_viewed_step').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    check('children_steps_range', sql`${t.enrollmentStepsCompleted} between 0 and 15`),
    index('children_date_of_birth_idx').on(t.dateOfBirth),
  ],
);
export type ChildRow = typeof children.$inferSelect;
export type NewChildRow = typeof children.$inferInsert;

export const childAddresses = pgTable('child_addresses', {
  id: uuid('id').primaryKey().defaultRandom(),
  childId: uuid('child_id')
    .notNull()
    .unique()
    .references(() => children.id, { onDelete: 'cascade' }),
  street: text('street').notNull(),
  city: text('city').notNull(),
  province: text('province').notNull(),
  country: text('country').notNull(),
  postalCode: text('postal_code').notNull(),
});
export type ChildAddressRow = typeof childAddresses.$inferSelect;

/** Parents (who enrolled the child) and co-parents (who accepted an invitation). Only accepted rows grant access. */
export const childGuardians = pgTable(
  'child_guardians',
  {
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    relationship: text('relationship', { enum: ['Parent', 'CoParent'] }).notNull(),
    accepted: boolean('accepted').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.childId, t.userId] }), index('child_guardians_user_idx').on(t.userId)],
);
export type ChildGuardianRow = typeof childGuardians.$inferSelect;

/** Invitations a parent e-mails: a co-parent (grants guardianship on acceptance) or a provider (a referral only). */
export const childInvitations = pgTable(
  'child_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['CoParent', 'Provider'] }).notNull(),
    inviterId: uuid('inviter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** The one child shared; null shares every child the inviter enrolled, as of acceptance. */
    childId: uuid('child_id').references(() => children.id, { onDelete: 'cascade' }),
    /** sha256 of the token in the link. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedById: uuid('accepted_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('child_invitations_token_idx').on(t.tokenHash),
    index('child_invitations_inviter_idx').on(t.inviterId),
  ],
);
export type ChildInvitationRow = typeof childInvitations.$inferSelect;

/**
 * The general intake queue (putIntoQueue): one place per enrolled child, first come first served.
 * numberInQueue = entries with a smaller or equal position. Provider waitlists are another table.
 */
export const childQueueEntries = pgTable(
  'child_queue_entries',
  {
    position: bigserial('position', { mode: 'number' }).primaryKey(),
    childId: uuid('child_id')
      .notNull()
      .unique()
      .references(() => children.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('child_queue_entries_user_idx').on(t.userId)],
);

/** Waitlist surveys (POST /api/surveys); the answers as parsed JSON. */
export const surveys = pgTable(
  'surveys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: integer('type').notNull(),
    surveyData: jsonb('survey_data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('surveys_user_idx').on(t.userId)],
);
