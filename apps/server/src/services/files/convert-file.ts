import { FILE_TYPES, type ConvertedFile, type ConvertFileQuery } from '@kinderly/shared';
import type { Database } from '@kinderly/db';
import type { FileStorage } from '../../integrations/file-storage/index.ts';
import { convertImage } from '../../lib/convert-image.ts';
import { storeUploads, toStoredFile } from '../../lib/stored-files.ts';
import { sanitizeFileName, type UploadedFile } from '../../lib/uploads.ts';
import type { Actor } from '../../plugins/auth.ts';

/** SPEC "Misc" convertFile: the picture converted and kept as the caller's own file (GET /api/file/{id}). */
export async function convertFile(input: {
  db: Database;
  actor: Actor;
  storage: FileStorage;
  upload: UploadedFile;
  query: ConvertFileQuery;
}): Promise<ConvertedFile> {
  const { upload, query } = input;
  const converted = await convertImage(upload, { to: query.to, maxWidth: query.maxWidth });
  const result: UploadedFile = {
    fileName: sanitizeFileName(upload.fileName, converted.type),
    contentType: FILE_TYPES[converted.type].contentType,
    type: converted.type,
    data: converted.data,
  };
  const [row] = await storeUploads(input.db, input.storage, input.actor.userId, [result], async (_tx, rows) => rows);
  const stored = toStoredFile(row!);
  return {
    fileId: stored.id,
    url: stored.url,
    contentType: converted.type === 'pdf' ? 'application/pdf' : 'image/jpeg',
    size: stored.size,
    width: converted.width,
    height: converted.height,
  };
}
