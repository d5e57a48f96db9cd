import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Errors reported by browsers through `POST /api/log/sendLogToBackend`. */
export const clientLogs = pgTable(
  'client_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    message: text('message').notNull(),
    stack: text('stack'),
    url: text('url'),
    userAgent: text('user_agent'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('client_logs_created_at_idx').on(t.createdAt)],
);

export type ClientLogRow = typeof clientLogs.$inferSelect;
