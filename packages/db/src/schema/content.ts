import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { oneOf, updatedAtColumn } from './columns.ts';
import { users } from './users.ts';

/**
 * The privacy policy, terms of use and cookie policy, one row each with a fixed id (POLICY_IDS in
 * @kinderly/shared). The rows are product content, created at start-up by ensureDefaultContent; the
 * administrator edits them and nothing ever inserts another.
 */
export const policies = pgTable('policies', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  titleEn: text('title_en').notNull(),
  titleFr: text('title_fr').notNull(),
  /** Sanitised HTML. */
  htmlEn: text('html_en').notNull(),
  htmlFr: text('html_fr').notNull(),
  updatedAt: updatedAtColumn(),
  /** The administrator who saved the last change; null for the shipped text. */
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});
export type PolicyRow = typeof policies.$inferSelect;
export type NewPolicyRow = typeof policies.$inferInsert;

/**
 * Every saved text of a policy, one row per save of one language (issue 18's policy editor), written in the same
 * transaction as the change to `policies`. The shipped text has no row. A deleted administrator leaves their
 * versions, unsigned.
 */
export const policyVersions = pgTable(
  'policy_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    policyId: integer('policy_id')
      .notNull()
      .references(() => policies.id),
    language: text('language').notNull(),
    title: text('title').notNull(),
    /** The sanitised HTML as it was stored. */
    html: text('html').notNull(),
    savedBy: uuid('saved_by').references(() => users.id, { onDelete: 'set null' }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('policy_versions_language_check', oneOf(t.language, ['en', 'fr'])),
    index('policy_versions_policy_saved_idx').on(t.policyId, t.language, t.savedAt),
  ],
);
export type PolicyVersionRow = typeof policyVersions.$inferSelect;

/** Articles of the public blog, in English and French. A post is public once `published_at` has passed. */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    titleEn: text('title_en').notNull(),
    titleFr: text('title_fr').notNull(),
    /** Plain text, shown in the list. */
    summaryEn: text('summary_en').notNull(),
    summaryFr: text('summary_fr').notNull(),
    /** HTML of the article. */
    bodyEn: text('body_en').notNull(),
    bodyFr: text('body_fr').notNull(),
    authorName: text('author_name').notNull(),
    /** Null while a draft; a future time schedules the post. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [uniqueIndex('blog_posts_slug_idx').on(t.slug), index('blog_posts_published_at_idx').on(t.publishedAt)],
);
export type BlogPostRow = typeof blogPosts.$inferSelect;
export type NewBlogPostRow = typeof blogPosts.$inferInsert;

/**
 * Page views sent by the web app. No IP address and no user agent are kept: the path, the language and,
 * when the visitor is signed in, the user are enough to see which pages people use.
 */
export const pageViews = pgTable(
  'page_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    /** Path only; the query and fragment (which can hold e-mailed tokens) are dropped before storing. */
    path: text('path').notNull(),
    referrer: text('referrer'),
    language: text('language'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('page_views_created_at_idx').on(t.createdAt), index('page_views_path_idx').on(t.path)],
);
export type PageViewRow = typeof pageViews.$inferSelect;
