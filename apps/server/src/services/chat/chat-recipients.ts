import { eq, inArray } from 'drizzle-orm';
import { chatMessages, chatRooms, providers } from '@kinderly/db';
import type { ChatDb } from './chat-access.ts';

/** The two users of a room: its family member and its provider's owner (either may be gone). */
export interface RoomUsers {
  roomId: string;
  userIds: string[];
}

/** Who receives a room's events: the hub sends only to these users (ADR 024). */
export async function roomUsers(db: ChatDb, roomIds: readonly string[]): Promise<RoomUsers[]> {
  if (roomIds.length === 0) return [];
  const rows = await db
    .select({ roomId: chatRooms.id, familyUserId: chatRooms.familyUserId, providerUserId: providers.userId })
    .from(chatRooms)
    .innerJoin(providers, eq(providers.id, chatRooms.providerId))
    .where(inArray(chatRooms.id, [...new Set(roomIds)]));
  return rows.map((row) => ({
    roomId: row.roomId,
    userIds: [row.familyUserId, row.providerUserId].filter((id): id is string => Boolean(id)),
  }));
}

/** The room of each message, grouped: what a receipt call must tell. */
export async function messagesByRoom(db: ChatDb, messageIds: readonly string[]): Promise<Map<string, string[]>> {
  const byRoom = new Map<string, string[]>();
  if (messageIds.length === 0) return byRoom;
  const rows = await db
    .select({ id: chatMessages.id, roomId: chatMessages.roomId })
    .from(chatMessages)
    .where(inArray(chatMessages.id, [...messageIds]));
  for (const row of rows) byRoom.set(row.roomId, [...(byRoom.get(row.roomId) ?? []), row.id]);
  return byRoom;
}
