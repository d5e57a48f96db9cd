import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { files, type Database, type FileRow } from '@kinderly/db';
import { Role, type StoredFile } from '@kinderly/shared';
import type { FileStorage } from '../integrations/file-storage/index.ts';
import type { Actor } from '../plugins/auth.ts';
import { AppError } from './app-error.ts';
import type { UploadedFile } from './uploads.ts';

/** Uploaded files any feature stores: bytes in the FileStorage, a `files` row, and who may read them. */

export function toStoredFile(row: Pick<FileRow, 'id' | 'fileName' | 'contentType' | 'size' | 'createdAt'>): StoredFile {
  return {
    id: row.id,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    createdAt: row.createdAt.toISOString(),
    url: `/api/file/${row.id}`,
  };
}

/**
 * Writes the bytes under server-made keys, then the rows (in the caller's transaction when given).
 * If the rows fail, the bytes are removed again, so no row ever points at nothing.
 */
export async function storeFiles(
  db: Database,
  storage: FileStorage,
  ownerUserId: string,
  uploads: UploadedFile[],
): Promise<FileRow[]> {
  const keyed = uploads.map((upload) => ({
    upload,
    key: `${randomUUID()}.${upload.kind === 'jpeg' ? 'jpg' : upload.kind}`,
  }));
  await Promise.all(keyed.map(({ upload, key }) => storage.put(key, upload.data)));
  try {
    return await db
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
      .returning();
  } catch (error) {
    await Promise.all(keyed.map(({ key }) => storage.delete(key).catch(() => undefined)));
    throw error;
  }
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
