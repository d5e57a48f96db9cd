import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import {
  chatMessageFiles,
  chatMessageReactions,
  chatMessages,
  chatRooms,
  providers,
  type ChatMessageRow,
  type Database,
} from '@kinderly/db';
import {
  CHAT_MESSAGES,
  type ChatMessage,
  type ChatMessagesResponse,
  type GetMessagesQuery,
  type SendMessageBody,
} from '@kinderly/shared';
import type { FileStorage } from '../../integrations/file-storage/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { JobQueue } from '../../lib/jobs/index.ts';
import { deleteStoredFiles } from '../../lib/stored-files.ts';
import type { Actor } from '../../plugins/auth.ts';
import {
  requireMessage,
  requireOwnMessage,
  requireRoom,
  requireRoomUsers,
  roomNotFound,
  type ChatDb,
  type CheckedRoom,
} from './chat-access.ts';
import type { ChatThrottle } from './chat-throttle.ts';
import { scheduleMessageNotice } from './message-notice.ts';
import { newMessageWithoutFiles, toChatMessage, toChatMessages } from './message-view.ts';
import { refreshLastMessage } from './rooms.ts';

interface ChatInput {
  db: Database;
  actor: Actor;
}

/**
 * sendMessage: the room's next index comes from incrementing its counter row in the message's transaction, so
 * concurrent sends in one room wait for each other and get distinct indexes with no gap; other rooms do not wait.
 * Files uploaded to the room by the sender and not yet sent are attached in the same transaction.
 */
export async function sendMessage(
  input: ChatInput & {
    throttle: ChatThrottle;
    jobs: JobQueue;
    now: Date;
    body: SendMessageBody;
    /** Told when the reminder of a message already saved could not be queued (the send still succeeds). */
    onNoticeLost?: (error: unknown) => void;
    /** The room as requireRoomUsers found it for this actor earlier (the hub keeps it per socket). */
    room?: CheckedRoom;
  },
): Promise<ChatMessage> {
  const { db, actor, body } = input;
  const room = input.room ?? (await requireRoomUsers(db, actor, body.roomId));
  if (room.row.id !== body.roomId) throw new Error("sendMessage: the checked room is not the body's room");
  await input.throttle.consume('message', actor.userId);
  const fileIds = [...new Set(body.fileIds ?? [])];
  const id = randomUUID();
  // One statement takes the room's next index, makes the message the room's last and inserts it: the counter row
  // serializes sends in the room, and the foreign key from the room to its last message is checked at the end of
  // the statement, once the message exists (the chat bench's hot path: no transaction round trips without files).
  // It checks again that the sender takes part in the room, so a room checked earlier (the hub's) is safe to use.
  const insert = async (tx: ChatDb): Promise<ChatMessageRow> => {
    const result = await tx.execute(sql`
      with counter as (
        update ${chatRooms} set next_index = next_index + 1, last_message_id = ${id}, last_message_at = now()
        where id = ${body.roomId} and (family_user_id = ${actor.userId}
          or provider_id in (select id from ${providers} where user_id = ${actor.userId}))
        returning next_index - 1 as index
      )
      insert into ${chatMessages} (id, room_id, index, sender_id, body, created_at, updated_at)
      select ${id}, ${body.roomId}, counter.index, ${actor.userId}, ${body.text ?? ''}, now(), now() from counter
      returning index, created_at`);
    const [inserted] = (result as unknown as { rows: { index: number; created_at: string | Date }[] }).rows;
    if (!inserted) throw roomNotFound();
    const createdAt = new Date(inserted.created_at);
    return {
      id,
      roomId: body.roomId,
      index: Number(inserted.index),
      senderId: actor.userId,
      body: body.text ?? '',
      createdAt,
      updatedAt: createdAt,
      editedAt: null,
      deletedAt: null,
      distributedAt: null,
      seenAt: null,
      readAt: null,
    };
  };
  // The recipient hears of it later if it stays unseen: with the message when there is a transaction, else
  // right after the one statement committed (a lost job only loses that reminder).
  const recipientId = room.userIds.find((userId) => userId !== actor.userId)!;
  const notice = (tx: ChatDb) =>
    scheduleMessageNotice(input.jobs, tx, { roomId: body.roomId, recipientId, now: input.now });
  if (fileIds.length === 0) {
    const message = await insert(db);
    // The message is saved: a refused send would have the client send it again, twice in the room.
    await notice(db).catch((error: unknown) => input.onNoticeLost?.(error));
    return newMessageWithoutFiles(message);
  }
  const row = await db.transaction(async (tx) => {
    const message = await insert(tx);
    await notice(tx);
    const attached = await tx
      .update(chatMessageFiles)
      .set({
        messageId: message.id,
        position: sql`array_position(array[${sql.join(
          fileIds.map((fileId) => sql`${fileId}`),
          sql`, `,
        )}]::uuid[], ${chatMessageFiles.fileId})`,
      })
      .where(
        and(
          inArray(chatMessageFiles.fileId, fileIds),
          eq(chatMessageFiles.roomId, body.roomId),
          eq(chatMessageFiles.uploaderId, actor.userId),
          isNull(chatMessageFiles.messageId),
        ),
      )
      .returning({ fileId: chatMessageFiles.fileId });
    if (attached.length !== fileIds.length) throw AppError.validation({ FileIds: [CHAT_MESSAGES.notYourFile] });
    return message;
  });
  return toChatMessage(db, row);
}

/** getMessages: newest first, the page below `lastLoadedMessageIndexId` (or the newest page). */
export async function getMessages(input: ChatInput & { query: GetMessagesQuery }): Promise<ChatMessagesResponse> {
  const { db, actor, query } = input;
  await requireRoom(db, actor, query.roomId);
  const below = query.reset ? undefined : query.lastLoadedMessageIndexId;
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.roomId, query.roomId), below === undefined ? undefined : lt(chatMessages.index, below)))
    .orderBy(desc(chatMessages.index))
    .limit(query.messagesPerPage + 1);
  const page = rows.slice(0, query.messagesPerPage);
  return {
    items: await toChatMessages(db, page),
    lastLoadedMessageIndexId: page.at(-1)?.index ?? null,
    hasMore: rows.length > query.messagesPerPage,
  };
}

export async function getMessage(input: ChatInput & { messageId: string }): Promise<ChatMessage> {
  return toChatMessage(input.db, await requireMessage(input.db, input.actor, input.messageId));
}

/**
 * A change may commit a moment after another transaction read `now()`, so the window reaches this far back
 * before `since`; clients merge by id, so a message answered twice does no harm.
 */
const UPDATE_LOOKBACK = '5 seconds';
const UPDATE_LIMIT = 500;

/** updateMessages: the room's messages changed (sent, edited, deleted, receipts, reactions) after `since`. */
export async function updateMessages(
  input: ChatInput & { roomId: string; since: string },
): Promise<{ items: ChatMessage[]; serverTime: string }> {
  const { db, actor, roomId } = input;
  await requireRoom(db, actor, roomId);
  // The database's clock, the one `updated_at` is written with.
  const [clock] = await db
    .select({ now: sql<string>`to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')` })
    .from(chatRooms)
    .where(eq(chatRooms.id, roomId));
  const rows = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.roomId, roomId),
        gt(chatMessages.updatedAt, sql`${input.since}::timestamptz - ${UPDATE_LOOKBACK}::interval`),
      ),
    )
    .orderBy(asc(chatMessages.updatedAt), asc(chatMessages.index))
    .limit(UPDATE_LIMIT);
  return { items: await toChatMessages(db, rows), serverTime: clock!.now };
}

/** editMessage: the sender replaces the text; `edited_at` keeps when. */
export async function editMessage(input: ChatInput & { messageId: string; text: string }): Promise<ChatMessage> {
  const { db, actor } = input;
  await requireOwnMessage(db, actor, input.messageId);
  const [row] = await db
    .update(chatMessages)
    .set({ body: input.text, editedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(chatMessages.id, input.messageId), isNull(chatMessages.deletedAt)))
    .returning();
  if (!row) throw AppError.notFound('No such message.');
  return toChatMessage(db, row);
}

/**
 * deleteMessage: the sender's message keeps its place (index, receipts) with no text, files or reactions; the room's
 * last message moves to the newest one left. The files' bytes go once the transaction has committed.
 */
export async function deleteMessage(
  input: ChatInput & { messageId: string; storage: FileStorage },
): Promise<ChatMessage> {
  const { db, actor } = input;
  const message = await requireOwnMessage(db, actor, input.messageId);
  const { row, fileIds } = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(chatMessages)
      .set({ body: null, deletedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(chatMessages.id, message.id), isNull(chatMessages.deletedAt)))
      .returning();
    if (!row) throw AppError.notFound('No such message.');
    await tx.delete(chatMessageReactions).where(eq(chatMessageReactions.messageId, message.id));
    const removed = await tx
      .delete(chatMessageFiles)
      .where(eq(chatMessageFiles.messageId, message.id))
      .returning({ fileId: chatMessageFiles.fileId });
    await refreshLastMessage(tx, message.roomId);
    return { row, fileIds: removed.map((file) => file.fileId) };
  });
  await deleteStoredFiles(db, input.storage, fileIds);
  return toChatMessage(db, row);
}
