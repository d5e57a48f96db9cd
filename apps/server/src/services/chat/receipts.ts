import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { chatMessages, chatRooms, type Database } from '@kinderly/db';
import type { Actor } from '../../plugins/auth.ts';
import { isParticipant, messageNotFound } from './chat-access.ts';

export type Receipt = 'distributed' | 'seen' | 'read';

const now = sql`now()`;

/**
 * markMessagesDistributed, -Seen, -Read: sets the receipt on the messages the caller received, once (a set time is
 * never moved), with the earlier receipts it implies (read implies seen implies distributed). Every id must be a
 * message of one of the caller's rooms, else nothing changes and the answer is 404; the caller's own messages are
 * left as they are. Answers the ids whose receipt this call set.
 */
export async function markMessages(input: {
  db: Database;
  actor: Actor;
  messageIds: readonly string[];
  receipt: Receipt;
}): Promise<{ updated: string[] }> {
  const { db, actor, receipt } = input;
  const ids = [...new Set(input.messageIds)];
  const visible = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .innerJoin(chatRooms, eq(chatRooms.id, chatMessages.roomId))
    .where(and(inArray(chatMessages.id, ids), isParticipant(db, actor.userId)));
  if (visible.length !== ids.length) throw messageNotFound();
  const column = { distributed: chatMessages.distributedAt, seen: chatMessages.seenAt, read: chatMessages.readAt }[
    receipt
  ];
  const rows = await db
    .update(chatMessages)
    .set({
      distributedAt: sql`coalesce(${chatMessages.distributedAt}, now())`,
      ...(receipt !== 'distributed' ? { seenAt: sql`coalesce(${chatMessages.seenAt}, now())` } : {}),
      ...(receipt === 'read' ? { readAt: sql`coalesce(${chatMessages.readAt}, now())` } : {}),
      updatedAt: now,
    })
    .where(
      and(
        inArray(chatMessages.id, ids),
        or(isNull(chatMessages.senderId), ne(chatMessages.senderId, actor.userId)),
        isNull(column),
      ),
    )
    .returning({ id: chatMessages.id });
  return { updated: rows.map((row) => row.id) };
}
