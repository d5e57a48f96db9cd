import { and, eq, inArray } from 'drizzle-orm';
import { providerFiles, providers, type Database, type ProviderFileRow } from '@kinderly/db';
import type { FileReadRule } from '../../lib/stored-files.ts';

/** An upload already checked (type by its magic bytes, size) and ready to store. */
export interface IncomingFile {
  /** The name the uploader gave, e.g. `firstAid.pdf`; kept for downloads, never used as a storage name. */
  fileName: string;
  /** Detected from the bytes, not taken from the request. */
  contentType: string;
  data: Buffer;
}

/** The file layer the provider features store through (files table + file storage); see routes' file-store.ts. */
export interface FileStore {
  save(
    db: Database,
    ownerUserId: string,
    file: IncomingFile,
  ): Promise<{ id: string; fileName: string; contentType: string; size: number }>;
  remove(db: Database, fileId: string): Promise<void>;
}

/** Stores an upload and links it to the provider under `kind`; answers the provider_files row. */
export async function addProviderFile(
  db: Database,
  store: FileStore,
  provider: { id: string; userId: string },
  kind: 'badge' | 'policy' | 'gallery',
  file: IncomingFile,
): Promise<ProviderFileRow> {
  const stored = await store.save(db, provider.userId, file);
  const [row] = await db
    .insert(providerFiles)
    .values({
      providerId: provider.id,
      kind,
      fileId: stored.id,
      fileName: stored.fileName,
      contentType: stored.contentType,
      size: stored.size,
    })
    .returning();
  return row!;
}

/**
 * Unlinks provider files by their file ids (the ids the API shows), only the provider's own, inside the caller's
 * transaction; answers the ids unlinked. Delete their bytes with purgeFiles once the transaction has committed,
 * so a rolled-back change never loses a file it still points to.
 */
export async function unlinkProviderFiles(db: Database, providerId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .delete(providerFiles)
    .where(and(eq(providerFiles.providerId, providerId), inArray(providerFiles.fileId, ids)))
    .returning();
  return rows.map((row) => row.fileId);
}

export async function purgeFiles(db: Database, store: FileStore, fileIds: string[]): Promise<void> {
  for (const fileId of fileIds) await store.remove(db, fileId);
}

/**
 * Read rule for GET /api/file/{id} (add it to the file routes' READ_RULES): gallery pictures and policy documents
 * of a listed provider are part of the public profile; badge proofs stay with the provider and the SuperAdmin
 * (who pass the file layer's own owner and admin check).
 */
export const providerFileReadRule: FileReadRule = async (db, _actor, file) => {
  const [row] = await db
    .select({ kind: providerFiles.kind, isListed: providers.isListed })
    .from(providerFiles)
    .innerJoin(providers, eq(providers.id, providerFiles.providerId))
    .where(eq(providerFiles.fileId, file.id));
  return Boolean(row && row.isListed && (row.kind === 'gallery' || row.kind === 'policy'));
};
