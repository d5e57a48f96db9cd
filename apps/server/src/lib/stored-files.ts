import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { files, type Database, type FileRow } from '@kinderly/db';
import { FILE_TYPES, Role, type StoredFile, API_PATHS } from '@kinderly/shared';
import type { FileStorage } from '../integrations/file-storage/index.ts';
import type { Actor } from '../plugins/auth.ts';
import { AppError } from './app-error.ts';
import type { UploadedFile } from './uploads.ts';

/**
 * Uploaded files any feature stores (after lib/uploads.ts has read and checked them): bytes in the injected
 * FileStorage (app.fileStorage), a `files` row, and who may read them through GET /api/file/{id}.
 */

export function toStoredFile(row: Pick<FileRow, 'id' | 'fileName' | 'contentType' | 'size' | 'createdAt'>): StoredFile {
  return {
    id: row.id,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    createdAt: row.createdAt.toISOString(),
    url: API_PATHS.files.file.replace('{id}', row.id),
  };
}

/**
 * Stores uploads for a feature: writes the bytes under server-made keys first, then, in one transaction, adds a
 * `files` row per upload (in the order given) and runs `link` with them, where the feature records what the files
 * belong to. The storage is never called inside the transaction; if the transaction fails, the bytes are removed
 * again, so no row ever points at nothing.
 */
export async function storeUploads<T>(
  db: Database,
  storage: FileStorage,
  ownerUserId: string,
  uploads: readonly UploadedFile[],
  link: (tx: Database, stored: FileRow[]) => Promise<T>,
): Promise<T> {
  const keyed = uploads.map((upload) => ({
    upload,
    key: `${randomUUID()}.${FILE_TYPES[upload.type].extensions[0]}`,
  }));
  await Promise.all(keyed.map(({ upload, key }) => storage.put(key, upload.data)));
  try {
    return await db.transaction(async (tx) => {
      const stored = keyed.length
        ? await tx
            .insert(files)
            .values(
              keyed.map(({ upload, key }) => ({
                ownerUserId,
                fileName: upload.fileName,
                contentType: upload.contentType,
                size: upload.data.length,
                storageKey: key,
              })),
            )
            .returning()
        : [];
      return link(tx, stored);
    });
  } catch (error) {
    await Promise.all(keyed.map(({ key }) => storage.delete(key).catch(() => undefined)));
    throw error;
  }
}

/**
 * Deletes `files` rows and then their bytes. Call it once the transaction that unlinked them has committed, so a
 * rolled-back change never loses a file it still points to.
 */
export async function deleteStoredFiles(db: Database, storage: FileStorage, fileIds: readonly string[]): Promise<void> {
  if (fileIds.length === 0) return;
  const rows = await db
    .delete(files)
    .where(inArray(files.id, [...fileIds]))
    .returning();
  await Promise.all(rows.map((row) => storage.delete(row.storageKey).catch(() => undefined)));
}

/** A feature's answer to "may this actor read this file?" (e.g. a guardian of the child it belongs to). */
export type FileReadRule = (db: Database, actor: Actor, file: FileRow) => Promise<boolean>;

/**
 * The file and its bytes for GET /api/file/{id}: its uploader, the SuperAdmin, or anyone a feature's rule
 * lets in; everyone else gets the same 404 as for a missing file.
 */
export async function getFile(input: {
  db: Database;
  actor: Actor;
  storage: FileStorage;
  fileId: string;
  rules: readonly FileReadRule[];
}): Promise<{ file: FileRow; data: Buffer }> {
  const { db, actor } = input;
  const [file] = await db.select().from(files).where(eq(files.id, input.fileId));
  if (!file) throw AppError.notFound('File not found.');
  let allowed = file.ownerUserId === actor.userId || actor.role === Role.SuperAdmin;
  for (const rule of input.rules) {
    if (allowed) break;
    allowed = await rule(db, actor, file);
  }
  if (!allowed) throw AppError.notFound('File not found.');
  const data = await input.storage.get(file.storageKey);
  if (!data) throw AppError.notFound('File not found.');
  return { file, data };
}
