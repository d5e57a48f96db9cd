import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Reference lists of the enrolment forms. Fixed integer ids (children rows point at them), inserted by
 * the child-enrolment migration; a later list change is a new migration, never an edit of an id's meaning.
 */
export const languages = pgTable('languages', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  nativeName: text('native_name').notNull(),
});

export const vaccines = pgTable('vaccines', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  protectsAgainst: text('protects_against').notNull(),
  schedule: text('schedule').notNull(),
  /** Provincial schedules that include it: ON, QC. */
  provinces: text('provinces').array().notNull(),
  doses: integer('doses').notNull(),
});

export const allergens = pgTable('allergens', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  category: text('category').notNull(),
});

export const diseases = pgTable('diseases', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});
