import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { files } from '@kinderly/db';
import { createFileStorage } from '../../integrations/file-storage/index.ts';
import { storeFiles } from '../../lib/stored-files.ts';
import type { UploadKind } from '../../lib/uploads.ts';
import type { FileStore } from '../../services/provider-enrolment/provider-files.ts';

const KIND_OF: Record<string, UploadKind> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpeg', 'image/png': 'png' };

/**
 * Provider uploads go through the shared file layer: bytes in the FileStorage under server-made keys, a `files`
 * row per file (served by GET /api/file/{id} with Content-Disposition).
 */
export function providerFileStore(app: FastifyInstance): FileStore {
  // The same storage directory the file routes read (DATA_DIR/files).
  const storage = createFileStorage(app.config);
  return {
    async save(db, ownerUserId, file) {
      const [row] = await storeFiles(db, storage, ownerUserId, [{ ...file, kind: KIND_OF[file.contentType]! }]);
      return row!;
    },
    async remove(db, fileId) {
      const [row] = await db.delete(files).where(eq(files.id, fileId)).returning();
      if (row) await storage.delete(row.storageKey);
    },
  };
}
