import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { chatMessages, chatRooms, providers, users, type ChatRoomRow, type Database } from '@kinderly/db';
import { CHAT_FORMER_MEMBER, CHAT_UNREAD_COUNTED, type ChatRoom, type ChatRoomsResponse } from '@kinderly/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/auth.ts';
import { isParticipant, requireRoom, type ChatDb } from './chat-access.ts';

/**
 * Unread messages as a room's list shows them: the count the room keeps for each side (migration 0026's triggers
 * move it with every message inserted, read, deleted or removed), up to CHAT_UNREAD_COUNTED ("99+").
 */
const capped = (count: SQL) => sql<number>`least(${count}, ${sql.raw(String(CHAT_UNREAD_COUNTED))})`;
/** The count of `userId`'s side of the room (a participant: the family member or the provider's user). */
const unreadOf = (userId: string) =>
  capped(
    sql`case when ${chatRooms.familyUserId} = ${userId}::uuid then ${chatRooms.familyUnread} else ${chatRooms.providerUnread} end`,
  );

const activity = sql`coalesce(${chatRooms.lastMessageAt}, ${chatRooms.createdAt})`;

const roomColumns = {
  room: chatRooms,
  providerOwnerId: providers.userId,
  businessName: providers.businessName,
  familyFirstName: users.firstName,
  familyLastName: users.lastName,
  last: {
    id: chatMessages.id,
    index: chatMessages.index,
    senderId: chatMessages.senderId,
    body: chatMessages.body,
    createdAt: chatMessages.createdAt,
    deletedAt: chatMessages.deletedAt,
  },
};

interface RoomRow {
  room: ChatRoomRow;
  providerOwnerId: string;
  businessName: string | null;
  familyFirstName: string | null;
  familyLastName: string | null;
  last: {
    id: string;
    index: number;
    senderId: string | null;
    body: string | null;
    createdAt: Date;
    deletedAt: Date | null;
  } | null;
}

/** The room as `viewerId` sees it: the other side's name and the viewer's own unread count. */
function roomView(row: RoomRow, viewerId: string, unread: number): ChatRoom {
  const isFamily = row.room.familyUserId === viewerId;
  const familyName = row.familyFirstName ? `${row.familyFirstName} ${row.familyLastName ?? ''}`.trim() : null;
  return {
    id: row.room.id,
    familyUserId: row.room.familyUserId,
    providerId: row.room.providerId,
    other: isFamily
      ? { userId: row.providerOwnerId, displayName: row.businessName ?? 'Childcare provider' }
      : { userId: row.room.familyUserId, displayName: familyName ?? CHAT_FORMER_MEMBER },
    lastMessage: row.last
      ? {
          id: row.last.id,
          index: row.last.index,
          senderId: row.last.senderId,
          text: row.last.deletedAt ? null : row.last.body,
          createdAt: row.last.createdAt.toISOString(),
          deletedAt: row.last.deletedAt?.toISOString() ?? null,
        }
      : null,
    lastMessageAt: row.room.lastMessageAt?.toISOString() ?? null,
    unreadCount: unread,
    createdAt: row.room.createdAt.toISOString(),
  };
}

/** The caller's rooms matching `where`, latest activity first, with the other side's name and the unread count. */
async function selectRooms(
  db: ChatDb,
  actor: Pick<Actor, 'userId'>,
  where: SQL | undefined,
  page: { limit: number; offset: number },
): Promise<ChatRoom[]> {
  const rows = await db
    .select({ ...roomColumns, unread: unreadOf(actor.userId) })
    .from(chatRooms)
    .innerJoin(providers, eq(providers.id, chatRooms.providerId))
    .leftJoin(users, eq(users.id, chatRooms.familyUserId))
    .leftJoin(chatMessages, eq(chatMessages.id, chatRooms.lastMessageId))
    .where(and(isParticipant(db, actor.userId), where))
    .orderBy(desc(activity), desc(chatRooms.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => roomView(row, actor.userId, Number(row.unread)));
}

/**
 * Each room as each of its two users sees it, from one query however many rooms (a batch of sends tells them
 * all): what getRoom answers each user.
 */
export async function getRoomsForParticipants(
  db: ChatDb,
  roomIds: readonly string[],
): Promise<{ userId: string; room: ChatRoom }[]> {
  if (roomIds.length === 0) return [];
  const rows = await db
    .select({
      ...roomColumns,
      familyUnread: capped(sql`${chatRooms.familyUnread}`),
      providerUnread: capped(sql`${chatRooms.providerUnread}`),
    })
    .from(chatRooms)
    .innerJoin(providers, eq(providers.id, chatRooms.providerId))
    .leftJoin(users, eq(users.id, chatRooms.familyUserId))
    .leftJoin(chatMessages, eq(chatMessages.id, chatRooms.lastMessageId))
    // One text whatever the number of rooms (an array parameter), so it is prepared once (pg-statements.ts).
    .where(sql`${chatRooms.id} = any(${sql.param([...new Set(roomIds)])}::uuid[])`);
  return rows.flatMap((row) => [
    { userId: row.room.familyUserId, room: roomView(row, row.room.familyUserId, Number(row.familyUnread)) },
    { userId: row.providerOwnerId, room: roomView(row, row.providerOwnerId, Number(row.providerUnread)) },
  ]);
}

export async function getRoom(db: ChatDb, actor: Pick<Actor, 'userId'>, roomId: string): Promise<ChatRoom> {
  const [room] = await selectRooms(db, actor, eq(chatRooms.id, roomId), { limit: 1, offset: 0 });
  if (!room) throw AppError.notFound('No such chat room.');
  return room;
}

/** getRooms: a page of the caller's rooms; `lastLoadedRoomIndex` is how many the client already holds. */
export async function listRooms(input: {
  db: Database;
  actor: Actor;
  roomsPerPage: number;
  lastLoadedRoomIndex: number;
}): Promise<ChatRoomsResponse> {
  const { db, actor } = input;
  const items = await selectRooms(db, actor, undefined, {
    limit: input.roomsPerPage + 1,
    offset: input.lastLoadedRoomIndex,
  });
  const [total] = await db
    .select({ unread: sql<number>`coalesce(sum(${unreadOf(actor.userId)}), 0)::int` })
    .from(chatRooms)
    .where(isParticipant(db, actor.userId));
  return {
    items: items.slice(0, input.roomsPerPage),
    hasMore: items.length > input.roomsPerPage,
    unreadTotal: Number(total?.unread ?? 0),
  };
}

/**
 * createRooms: the room of the calling family member and a listed provider, made once; calling again answers the
 * same room (`on conflict do nothing` makes two calls at once safe). Providers do not open rooms (the route's roles).
 */
export async function createRoom(input: {
  db: Database;
  actor: Actor;
  userId?: string;
  providerId: string;
}): Promise<ChatRoom> {
  const { db, actor, providerId } = input;
  if (input.userId && input.userId !== actor.userId)
    throw AppError.validation({ UserId: ['A room is opened for yourself only.'] });
  const [provider] = await db
    .select({ id: providers.id, userId: providers.userId })
    .from(providers)
    .where(and(eq(providers.id, providerId), eq(providers.isListed, true)));
  if (!provider || provider.userId === actor.userId) throw AppError.notFound('No such provider.');
  await db.insert(chatRooms).values({ familyUserId: actor.userId, providerId }).onConflictDoNothing();
  const [room] = await db
    .select({ id: chatRooms.id })
    .from(chatRooms)
    .where(and(eq(chatRooms.familyUserId, actor.userId), eq(chatRooms.providerId, providerId)));
  return getRoom(db, actor, room!.id);
}

/** Points the room at its newest message that is not deleted (or none). Runs in the changing transaction. */
export async function refreshLastMessage(tx: ChatDb, roomId: string): Promise<void> {
  await tx.execute(sql`
    update ${chatRooms} set
      last_message_id = (select id from ${chatMessages} where room_id = ${roomId}::uuid and deleted_at is null
                         order by "index" desc limit 1),
      last_message_at = coalesce((select created_at from ${chatMessages} where room_id = ${roomId}::uuid
                                  and deleted_at is null order by "index" desc limit 1), last_message_at)
    where id = ${roomId}::uuid`);
}

/** setLastRoomMessage: re-computes the room's last message (sending, editing and deleting keep it already). */
export async function setLastRoomMessage(input: { db: Database; actor: Actor; roomId: string }): Promise<ChatRoom> {
  const { db, actor, roomId } = input;
  await requireRoom(db, actor, roomId);
  await refreshLastMessage(db, roomId);
  return getRoom(db, actor, roomId);
}
