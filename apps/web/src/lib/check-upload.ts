import { uploadProblem, type UploadKind } from '@kinderly/shared';

export type UploadProblem = 'type' | 'size' | null;

/**
 * A first check before an upload, by the shared table (UPLOAD_RULES), so a person hears at once that a HEIC photo,
 * a renamed file or a 30 MB scan will not do: the first bytes say the type, the name must not claim another one,
 * and the size must be within the limit. The server checks all of it again.
 */
export async function checkUploadFile(kind: UploadKind, file: File): Promise<UploadProblem> {
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return uploadProblem(kind, { name: file.name, size: file.size, head });
}
