import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import {
  chatMessageFiles,
  chatMessageReactions,
  chatMessages,
  chatRooms,
  jobs as jobs_,
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
import { JOB_SINGLETON_CONFLICT, type JobQueue } from '../../lib/jobs/index.ts';
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
import { CHAT_MESSAGE_NOTICE_JOB, messageNoticeJob } from './message-notice.ts';
import { newMessageWithoutFiles, toChatMessage, toChatMessages } from './message-view.ts';
import { refreshLastMessage } from './rooms.ts';

interface ChatInput {
  db: Database;
  actor: Actor;
}

/** A text message that passed its checks (the room, the limit), ready to be written. */
export interface CheckedSend {
  actor: Pick<Actor, 'userId'>;
  room: CheckedRoom;
  text: string;
}

/**
 * Inserts messages, from any rooms, and queues their recipients' notices, in one statement (so one commit, and
 * both or neither). Each room's next index comes from incrementing its counter row by the number of its messages
 * (in the order given), so concurrent sends in one room wait for each other and get distinct indexes with no gap;
 * the rooms are locked in id order, so two batches cannot deadlock. The statement checks again that each sender
 * takes part in the room (a room checked earlier, the hub's, is safe to use); a send it refuses gets null and
 * queues nothing. The foreign key from a room to its last message is checked at the end of the statement, once
 * the messages exist. The values go as arrays, so the statement's text is the same for any number of sends.
 */
async function insertMessages(
  db: ChatDb,
  jobs: JobQueue,
  now: Date,
  sends: readonly CheckedSend[],
): Promise<(ChatMessageRow | null)[]> {
  const ids = sends.map(() => randomUUID());
  const notices = jobs.rowsOf(
    sends.map((send) =>
      messageNoticeJob(
        { roomId: send.room.row.id, recipientId: send.room.userIds.find((id) => id !== send.actor.userId)! },
        now,
      ),
    ),
  );
  const column = <T>(values: T[]) => sql.param(values);
  const result = await db.execute(sql`
    with input as (
      select * from unnest(
        ${column(ids)}::uuid[], ${column(sends.map((send) => send.room.row.id))}::uuid[],
        ${column(sends.map((send) => send.actor.userId))}::uuid[], ${column(sends.map((send) => send.text))}::text[],
        ${column(notices.map((job) => job.singletonKey))}::text[],
        ${column(notices.map((job) => JSON.stringify(job.payload)))}::text[]
      ) with ordinality as t(id, room_id, sender_id, body, notice_key, notice_payload, ord)
    ),
    locked as materialized (
      -- The flag tells chat_messages' insert trigger that this statement moves the unread counts itself (below).
      select r.id, r.family_user_id, r.provider_id, p.user_id as provider_user_id,
        set_config('kinderly.chat_unread_counted', 'on', true) as counted
      from ${chatRooms} r join ${providers} p on p.id = r.provider_id
      where r.id in (select room_id from input) order by r.id for update of r
    ),
    allowed as (
      select i.*, r.family_user_id, r.provider_user_id from input i join locked r on r.id = i.room_id
      where i.sender_id in (r.family_user_id, r.provider_user_id)
    ),
    per_room as (
      select room_id, count(*)::int as n, (array_agg(id order by ord desc))[1] as last_id,
        count(*) filter (where sender_id <> family_user_id)::int as to_family,
        count(*) filter (where sender_id <> provider_user_id)::int as to_provider
      from allowed group by room_id
    ),
    counter as (
      update ${chatRooms} r set next_index = r.next_index + p.n, last_message_id = p.last_id, last_message_at = now(),
        family_unread = r.family_unread + p.to_family, provider_unread = r.provider_unread + p.to_provider
      from per_room p where r.id = p.room_id
      returning r.id, r.next_index - p.n as first_index
    ),
    inserted as (
      insert into ${chatMessages} (id, room_id, index, sender_id, body, created_at, updated_at)
      select a.id, a.room_id, c.first_index + (row_number() over (partition by a.room_id order by a.ord))::int - 1,
        a.sender_id, a.body, now(), now()
      from allowed a join counter c on c.id = a.room_id
      returning id, index, created_at
    ),
    noticed as (
      insert into ${jobs_} (name, payload, run_at, singleton_key, max_attempts)
      select distinct on (i.notice_key) ${CHAT_MESSAGE_NOTICE_JOB}, i.notice_payload::jsonb,
        ${(notices[0]?.runAt ?? now).toISOString()}::timestamptz, i.notice_key, ${notices[0]?.maxAttempts ?? 1}::int
      from inserted m join input i on i.id = m.id
      ${JOB_SINGLETON_CONFLICT}
    )
    select id, index, created_at from inserted`);
  const inserted = new Map(
    (result as unknown as { rows: { id: string; index: number; created_at: string | Date }[] }).rows.map((row) => [
      row.id,
      row,
    ]),
  );
  return sends.map((send, i): ChatMessageRow | null => {
    const row = inserted.get(ids[i]!);
    if (!row) return null;
    const createdAt = new Date(row.created_at);
    return {
      id: ids[i]!,
      roomId: send.room.row.id,
      index: Number(row.index),
      senderId: send.actor.userId,
      body: send.text,
      createdAt,
      updatedAt: createdAt,
      editedAt: null,
      deletedAt: null,
      distributedAt: null,
      seenAt: null,
      readAt: null,
    };
  });
}

/**
 * Text messages sent at about the same time, from any rooms (the hub groups them): one statement
 * and one commit for all. Answers each send's message, or the error REST would answer for it (a room it may no
 * longer write to).
 */
export async function sendMessages(input: {
  db: Database;
  jobs: JobQueue;
  now: Date;
  sends: readonly CheckedSend[];
}): Promise<(ChatMessage | AppError)[]> {
  const rows = await insertMessages(input.db, input.jobs, input.now, input.sends);
  return rows.map((row) => (row ? newMessageWithoutFiles(row) : roomNotFound()));
}

/** sendMessage's checks before the write: the room (unless checked already for this actor), then the limit. */
export async function checkSend(input: {
  db: Database;
  actor: Actor;
  throttle: ChatThrottle;
  roomId: string;
  room?: CheckedRoom | undefined;
}): Promise<CheckedRoom> {
  const room = input.room ?? (await requireRoomUsers(input.db, input.actor, input.roomId));
  if (room.row.id !== input.roomId) throw new Error("checkSend: the checked room is not the send's room");
  await input.throttle.consume('message', input.actor.userId);
  return room;
}

/**
 * sendMessage: checkSend, then the message with its notice (insertMessages), and any files in the same transaction.
 * Files uploaded to the room by the sender and not yet sent are attached, in `fileIds`' order.
 */
export async function sendMessage(
  input: ChatInput & {
    throttle: ChatThrottle;
    jobs: JobQueue;
    now: Date;
    body: SendMessageBody;
    /** The room as requireRoomUsers found it for this actor earlier (the hub keeps it per socket). */
    room?: CheckedRoom | undefined;
  },
): Promise<ChatMessage> {
  const { db, actor, body } = input;
  const room = await checkSend({ ...input, roomId: body.roomId });
  const fileIds = [...new Set(body.fileIds ?? [])];
  const send: CheckedSend = { actor, room, text: body.text ?? '' };
  const insertOne = async (tx: ChatDb) => {
    const [message] = await insertMessages(tx, input.jobs, input.now, [send]);
    if (!message) throw roomNotFound();
    return message;
  };
  // Without files, the one statement needs no transaction round trips (the hub's and REST's hot path).
  if (fileIds.length === 0) return newMessageWithoutFiles(await insertOne(db));
  const row = await db.transaction(async (tx) => {
    const message = await insertOne(tx);
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
