import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { files } from './files.ts';
import { providers } from './provider-enrolment.ts';
import { users } from './users.ts';

/**
 * The chat (ADR 024): a room is one family member (parent or nanny) and one provider, at most one per pair.
 * `next_index` is the index the room's next message gets: sending increments it in the message's transaction, so
 * the row serializes sends in that room and indexes grow without gaps or duplicates.
 */
export const chatRooms = pgTable(
  'chat_rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyUserId: uuid('family_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    nextIndex: integer('next_index').notNull().default(1),
    lastMessageId: uuid('last_message_id').references((): AnyPgColumn => chatMessages.id, { onDelete: 'set null' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    /**
     * Messages each side received here and has not read (deleted ones do not count). Kept by the statement-level
     * triggers of chat_messages (migration 0026), never written by the application.
     */
    familyUnread: integer('family_unread').notNull().default(0),
    providerUnread: integer('provider_unread').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_rooms_pair_key').on(t.familyUserId, t.providerId),
    index('chat_rooms_provider_idx').on(t.providerId),
  ],
);
export type ChatRoomRow = typeof chatRooms.$inferSelect;

/**
 * A message. Two participants, so its one recipient's receipts are columns (each set once; read implies seen
 * implies distributed). `body` is null once deleted. `updated_at` moves with every change (edit, delete, receipt,
 * reaction) for updateMessages.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id')
      .notNull()
      .references((): AnyPgColumn => chatRooms.id, { onDelete: 'cascade' }),
    index: integer('index').notNull(),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    distributedAt: timestamp('distributed_at', { withTimezone: true }),
    seenAt: timestamp('seen_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('chat_messages_room_index_key').on(t.roomId, t.index),
    index('chat_messages_room_updated_idx').on(t.roomId, t.updatedAt),
    // Unread counts look only at messages nobody read yet.
    index('chat_messages_unread_idx')
      .on(t.roomId)
      .where(sql`read_at is null`),
  ],
);
export type ChatMessageRow = typeof chatMessages.$inferSelect;

/** One emoji per person per message; another replaces it. */
export const chatMessageReactions = pgTable(
  'chat_message_reactions',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    unicode: text('unicode').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.userId] })],
);

/**
 * A file uploaded to a room (POST messageFiles): pending while `message_id` is null, then attached by sendMessage.
 * The room decides who may read it (its two participants).
 */
export const chatMessageFiles = pgTable(
  'chat_message_files',
  {
    fileId: uuid('file_id')
      .primaryKey()
      .references(() => files.id, { onDelete: 'cascade' }),
    roomId: uuid('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id').references(() => chatMessages.id, { onDelete: 'cascade' }),
    /** The file's place in its message (the order of sendMessage's fileIds). */
    position: integer('position'),
    uploaderId: uuid('uploader_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_message_files_message_idx').on(t.messageId), index('chat_message_files_room_idx').on(t.roomId)],
);

/**
 * A participant's report of a room (ADR 024, "Reports"): the SuperAdmin may read a room, read-only, only while it
 * has a report. One report per reporter and room; reporting again replaces the reason.
 */
export const chatRoomReports = pgTable(
  'chat_room_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_room_reports_room_reporter_key').on(t.roomId, t.reporterId),
    index('chat_room_reports_created_idx').on(t.createdAt),
  ],
);
export type ChatRoomReportRow = typeof chatRoomReports.$inferSelect;
