import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * What administrators did (issue 18's audit; first written by the chat's report reading, ADR 024): who, what,
 * when and from where. Append-only: a trigger (migration 0019) refuses UPDATE and DELETE, so the app cannot edit
 * it. `actor_user_id` has no foreign key on purpose: deleting a user must not rewrite the log.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorUserId: uuid('actor_user_id').notNull(),
    /** e.g. `chat.room.read`. */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    ip: text('ip'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt), index('audit_log_actor_idx').on(t.actorUserId)],
);
export type AuditLogRow = typeof auditLog.$inferSelect;
