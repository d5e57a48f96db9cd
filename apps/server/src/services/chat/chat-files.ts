import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { chatMessageFiles, chatMessages, chatRooms, type Database } from '@kinderly/db';
import type { StoredFile } from '@kinderly/shared';
import type { FileStorage } from '../../integrations/file-storage/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { deleteStoredFiles, storeUploads, toStoredFile, type FileReadRule } from '../../lib/stored-files.ts';
import type { UploadedFile } from '../../lib/uploads.ts';
import type { Actor } from '../../plugins/auth.ts';
import { isParticipant, requireRoom } from './chat-access.ts';

/**
 * POST messageFiles: files for the caller's next message in a room (checked by lib/uploads.ts against
 * UPLOAD_RULES.chatFile). They stay pending, readable by the uploader only, until sendMessage attaches them.
 */
export async function uploadChatFiles(input: {
  db: Database;
  actor: Actor;
  roomId: string;
  storage: FileStorage;
  uploads: UploadedFile[];
}): Promise<{ items: StoredFile[] }> {
  const { db, actor, roomId } = input;
  await requireRoom(db, actor, roomId);
  const rows = await storeUploads(db, input.storage, actor.userId, input.uploads, async (tx, stored) => {
    await tx
      .insert(chatMessageFiles)
      .values(stored.map((file) => ({ fileId: file.id, roomId, uploaderId: actor.userId })));
    return stored;
  });
  return { items: rows.map(toStoredFile) };
}

/**
 * DELETE messageFiles: the uploader takes a file back, pending or already sent (then its message shows the
 * others). Anyone else, or a file that is not a chat file, gets 404.
 */
export async function deleteChatFile(input: {
  db: Database;
  actor: Actor;
  fileId: string;
  storage: FileStorage;
}): Promise<void> {
  const { db, actor, fileId } = input;
  const removed = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(chatMessageFiles)
      .where(
        and(
          eq(chatMessageFiles.fileId, fileId),
          eq(chatMessageFiles.uploaderId, actor.userId),
          sql`${chatMessageFiles.roomId} in (select ${chatRooms.id} from ${chatRooms} where ${isParticipant(tx, actor.userId)})`,
        ),
      )
      .returning();
    if (!row) throw AppError.notFound('File not found.');
    if (row.messageId)
      await tx
        .update(chatMessages)
        .set({ updatedAt: sql`now()` })
        .where(eq(chatMessages.id, row.messageId));
    return row;
  });
  await deleteStoredFiles(db, input.storage, [removed.fileId]);
}

/** A sent chat file is readable by both participants of its room (GET /api/file/{id}). */
export const chatFileReadRule: FileReadRule = async (db, actor, file) => {
  const rows = await db
    .select({ fileId: chatMessageFiles.fileId })
    .from(chatMessageFiles)
    .innerJoin(chatRooms, eq(chatRooms.id, chatMessageFiles.roomId))
    .where(
      and(eq(chatMessageFiles.fileId, file.id), isNotNull(chatMessageFiles.messageId), isParticipant(db, actor.userId)),
    )
    .limit(1);
  return rows.length > 0;
};
