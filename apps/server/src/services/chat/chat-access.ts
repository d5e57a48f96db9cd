import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import { chatMessages, chatRooms, providers, type ChatMessageRow, type ChatRoomRow, type Database } from '@kinderly/db';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/auth.ts';

/**
 * Who may see a room (ADR 024): its family member and its provider's owner, nobody else. Everyone else gets the
 * same 404 as for a room or message that does not exist, so ids cannot be probed.
 */

export type ChatDb = Pick<Database, 'select' | 'update' | 'insert' | 'delete' | 'execute'>;

export function isParticipant(db: ChatDb, userId: string): SQL {
  return or(
    eq(chatRooms.familyUserId, userId),
    inArray(chatRooms.providerId, db.select({ id: providers.id }).from(providers).where(eq(providers.userId, userId))),
  )!;
}

export const roomNotFound = () => AppError.notFound('No such chat room.');
export const messageNotFound = () => AppError.notFound('No such message.');

export async function requireRoom(db: ChatDb, actor: Actor, roomId: string): Promise<ChatRoomRow> {
  const [room] = await db
    .select()
    .from(chatRooms)
    .where(and(eq(chatRooms.id, roomId), isParticipant(db, actor.userId)));
  if (!room) throw roomNotFound();
  return room;
}

/**
 * A room the actor takes part in, with its two users (the family member, the provider's owner). A room's
 * participants never change, so the hub keeps this per socket; the send's own statement checks them again.
 */
export interface CheckedRoom {
  row: ChatRoomRow;
  userIds: string[];
}

/** requireRoom, and the room's users in the same query. */
export async function requireRoomUsers(db: ChatDb, actor: Actor, roomId: string): Promise<CheckedRoom> {
  const [found] = await db
    .select({ row: chatRooms, providerUserId: providers.userId })
    .from(chatRooms)
    .innerJoin(providers, eq(providers.id, chatRooms.providerId))
    .where(
      and(eq(chatRooms.id, roomId), or(eq(chatRooms.familyUserId, actor.userId), eq(providers.userId, actor.userId))),
    );
  if (!found) throw roomNotFound();
  return { row: found.row, userIds: [found.row.familyUserId, found.providerUserId] };
}

export async function requireMessage(db: ChatDb, actor: Actor, messageId: string): Promise<ChatMessageRow> {
  const [row] = await db
    .select({ message: chatMessages })
    .from(chatMessages)
    .innerJoin(chatRooms, eq(chatRooms.id, chatMessages.roomId))
    .where(and(eq(chatMessages.id, messageId), isParticipant(db, actor.userId)));
  if (!row) throw messageNotFound();
  return row.message;
}

/** A live message the caller sent: only the sender edits, deletes or detaches its files. */
export async function requireOwnMessage(db: ChatDb, actor: Actor, messageId: string): Promise<ChatMessageRow> {
  const message = await requireMessage(db, actor, messageId);
  if (message.deletedAt) throw messageNotFound();
  if (message.senderId !== actor.userId) throw AppError.forbidden('Only its sender may change a message.');
  return message;
}
