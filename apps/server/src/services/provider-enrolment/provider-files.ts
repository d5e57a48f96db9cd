import { and, eq, inArray } from 'drizzle-orm';
import { providerFiles, providers, type Database, type FileRow, type ProviderFileRow } from '@kinderly/db';
import type { FileReadRule } from '../../lib/stored-files.ts';

/** Links a stored file (a `files` row, see lib/stored-files.ts) to the provider under `kind`. */
export async function addProviderFile(
  db: Database,
  providerId: string,
  kind: 'badge' | 'policy' | 'gallery',
  file: FileRow,
): Promise<ProviderFileRow> {
  const [row] = await db
    .insert(providerFiles)
    .values({
      providerId,
      kind,
      fileId: file.id,
      fileName: file.fileName,
      contentType: file.contentType,
      size: file.size,
    })
    .returning();
  return row!;
}

/**
 * Unlinks provider files by their file ids (the ids the API shows), only the provider's own, inside the caller's
 * transaction; answers the ids unlinked. Delete them with deleteStoredFiles once the transaction has committed,
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
