import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { chatMessageFiles, chatMessageReactions, files, type ChatMessageRow } from '@kinderly/db';
import type { ChatMessage } from '@kinderly/shared';
import { toStoredFile } from '../../lib/stored-files.ts';
import type { ChatDb } from './chat-access.ts';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function viewOf(row: ChatMessageRow, files: ChatMessage['files'], reactions: ChatMessage['reactions']): ChatMessage {
  return {
    id: row.id,
    roomId: row.roomId,
    index: row.index,
    senderId: row.senderId,
    text: row.deletedAt ? null : row.body,
    createdAt: row.createdAt.toISOString(),
    editedAt: iso(row.editedAt),
    deletedAt: iso(row.deletedAt),
    distributedAt: iso(row.distributedAt),
    seenAt: iso(row.seenAt),
    readAt: iso(row.readAt),
    files,
    reactions,
  };
}

/** A message just inserted without files: it has no files and no reactions yet, so nothing to read back. */
export const newMessageWithoutFiles = (row: ChatMessageRow): ChatMessage => viewOf(row, [], []);

/** Messages as the API answers them, with their files and reactions (two queries for the whole list). */
export async function toChatMessages(db: ChatDb, rows: readonly ChatMessageRow[]): Promise<ChatMessage[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [attached, reactions] = await Promise.all([
    db
      .select({ messageId: chatMessageFiles.messageId, file: files })
      .from(chatMessageFiles)
      .innerJoin(files, eq(files.id, chatMessageFiles.fileId))
      .where(and(inArray(chatMessageFiles.messageId, ids), isNotNull(chatMessageFiles.messageId)))
      .orderBy(asc(chatMessageFiles.position), asc(files.id)),
    db
      .select()
      .from(chatMessageReactions)
      .where(inArray(chatMessageReactions.messageId, ids))
      .orderBy(asc(chatMessageReactions.createdAt)),
  ]);
  return rows.map((row) =>
    viewOf(
      row,
      attached.filter((entry) => entry.messageId === row.id).map((entry) => toStoredFile(entry.file)),
      reactions
        .filter((reaction) => reaction.messageId === row.id)
        .map((reaction) => ({ userId: reaction.userId, unicode: reaction.unicode })),
    ),
  );
}

export async function toChatMessage(db: ChatDb, row: ChatMessageRow): Promise<ChatMessage> {
  return (await toChatMessages(db, [row]))[0]!;
}
