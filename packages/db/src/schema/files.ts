import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Uploaded files. The bytes live in the file storage (apps/server integrations/file-storage) under
 * `storage_key`, a server-made name; `file_name` is the sanitised name the uploader gave, for downloads only.
 * Who may read a file is decided by the feature that links to it (e.g. child_vaccination_records).
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('files_owner_idx').on(t.ownerUserId)],
);
export type FileRow = typeof files.$inferSelect;
export type NewFileRow = typeof files.$inferInsert;
