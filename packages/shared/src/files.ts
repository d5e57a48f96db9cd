import { z } from 'zod';

/**
 * Uploaded files (SPEC section 5: multipart field `files`; only PDF and JPEG get a typed data URL prefix).
 * Any feature that stores an upload answers with StoredFile; the bytes are at `url` for those allowed.
 */
export const UPLOAD_FIELD_NAME = 'files';
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

export const StoredFileSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  createdAt: z.iso.datetime(),
  url: z.string().describe('GET /api/file/{id} (bearer token); Content-Disposition names the file'),
});
export type StoredFile = z.infer<typeof StoredFileSchema>;

export const UploadResponseSchema = z.object({ files: z.array(StoredFileSchema) });
export type UploadResponse = z.infer<typeof UploadResponseSchema>;

export const FileIdParamsSchema = z.object({ id: z.uuid({ error: 'Unknown file.' }) });

/** SPEC section 5: only PDF and JPEG get a typed prefix; everything else is untyped base64. */
export function dataUrlPrefix(contentType: string): string {
  return contentType === 'application/pdf' || contentType === 'image/jpeg'
    ? `data:${contentType};base64,`
    : 'data:;base64,';
}

/** Upload refusals; field key `Files` (400) or the message of a 413/415. Web maps text -> key to translate. */
export const UPLOAD_MESSAGES = {
  noFile: 'Choose a file to upload.',
  wrongField: 'Send the files in the multipart field "files".',
  notMultipart: 'Send the files as multipart/form-data.',
  emptyFile: 'The file is empty.',
  tooLarge: 'The file is too large (10 MB at most).',
  tooMany: 'Too many files in one upload.',
  typeNotAllowed: 'This file type is not accepted here, or the file is not what its name says.',
} as const;
