import { z } from 'zod';
import { BADGE_NAMES, GALLERY_SLOTS, POLICY_FILES_MAX } from './provider-enrolment/constants.ts';

/**
 * Uploaded files (SPEC section 5: multipart field `files`; only PDF and JPEG get a typed data URL prefix).
 * Any feature that stores an upload answers with StoredFile; the bytes are at `url` for those allowed.
 */
export const UPLOAD_FIELD_NAME = 'files';
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/**
 * The file types an upload may have. A file's type is what its first bytes (magic number) say, never its name or
 * the type the browser claims; a name whose extension says another type is refused as well.
 */
export const FILE_TYPES = {
  pdf: { contentType: 'application/pdf', extensions: ['pdf'], magic: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  jpeg: { contentType: 'image/jpeg', extensions: ['jpg', 'jpeg'], magic: [0xff, 0xd8, 0xff] },
  png: { contentType: 'image/png', extensions: ['png'], magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  /** Phone photos (HEIF with HEVC): `ftyp` at byte 4, then one of these brands at byte 8. Only converted, never kept. */
  heic: {
    contentType: 'image/heic',
    extensions: ['heic', 'heif'],
    magic: [0x66, 0x74, 0x79, 0x70],
    offset: 4,
    brands: ['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1'],
  },
} as const satisfies Record<
  string,
  {
    contentType: string;
    extensions: readonly string[];
    magic: readonly number[];
    offset?: number;
    brands?: readonly string[];
  }
>;
export type FileType = keyof typeof FILE_TYPES;

export interface UploadRule {
  types: readonly FileType[];
  /** Per file; the server's multipart limit is UPLOAD_MAX_BYTES. */
  maxBytes: number;
  /** Files one request may carry. */
  maxFiles: number;
}

/** Every kind of upload: what it accepts. The server checks each request by it; the web's file inputs offer it. */
export const UPLOAD_RULES = {
  /** Scans or photos of the vaccination booklet. */
  vaccinationRecord: { types: ['pdf', 'jpeg'], maxBytes: UPLOAD_MAX_BYTES, maxFiles: 10 },
  /** Proof of a qualification or check, one per badge. */
  badge: { types: ['pdf', 'jpeg', 'png'], maxBytes: UPLOAD_MAX_BYTES, maxFiles: BADGE_NAMES.length },
  /** A provider's own policy documents. */
  policyFile: { types: ['pdf', 'jpeg', 'png'], maxBytes: UPLOAD_MAX_BYTES, maxFiles: POLICY_FILES_MAX },
  /** A picture of the provider's background gallery. */
  galleryImage: { types: ['jpeg', 'png'], maxBytes: UPLOAD_MAX_BYTES, maxFiles: GALLERY_SLOTS.length },
  /** A chat message's attachments (ADR 024: 5 per message). */
  chatFile: { types: ['pdf', 'jpeg', 'png'], maxBytes: UPLOAD_MAX_BYTES, maxFiles: 5 },
  /** One picture for PUT /api/file/convertFile, made a JPEG or a PDF (ADR 028). */
  convertImage: { types: ['jpeg', 'png', 'heic'], maxBytes: UPLOAD_MAX_BYTES, maxFiles: 1 },
} as const satisfies Record<string, UploadRule>;
export type UploadKind = keyof typeof UPLOAD_RULES;

const FILE_TYPE_ENTRIES = Object.entries(FILE_TYPES) as [FileType, (typeof FILE_TYPES)[FileType]][];

/** The type the first bytes say (at least the first 12 bytes are needed), or null. */
export function sniffFileType(head: Uint8Array): FileType | null {
  for (const [type, spec] of FILE_TYPE_ENTRIES) {
    const offset = 'offset' in spec ? spec.offset : 0;
    const { magic } = spec;
    if (head.length < offset + magic.length || !magic.every((byte, i) => head[offset + i] === byte)) continue;
    if ('brands' in spec) {
      const at = offset + magic.length;
      const brand = String.fromCharCode(...head.subarray(at, at + 4));
      if (!(spec.brands as readonly string[]).includes(brand)) continue;
    }
    return type;
  }
  return null;
}

/** The type a file name's extension claims, or null when it names none of ours. */
export function fileTypeOfName(name: string): FileType | null {
  const extension = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '';
  return (
    FILE_TYPE_ENTRIES.find(([, { extensions }]) => (extensions as readonly string[]).includes(extension))?.[0] ?? null
  );
}

/** Why a file does not fit a kind of upload: `type` (bytes, or a name that says another type), `size`, or null. */
export function uploadProblem(
  kind: UploadKind,
  file: { name: string; size: number; head: Uint8Array },
): 'type' | 'size' | null {
  const rule: UploadRule = UPLOAD_RULES[kind];
  if (file.size > rule.maxBytes) return 'size';
  const type = sniffFileType(file.head);
  if (!type || !rule.types.includes(type)) return 'type';
  const claimed = fileTypeOfName(file.name);
  return claimed && claimed !== type ? 'type' : null;
}

/** The `accept` attribute of a file input for this kind of upload: content types and extensions. */
export function uploadAccept(kind: UploadKind): string {
  const types = (UPLOAD_RULES[kind] as UploadRule).types.map((type) => FILE_TYPES[type]);
  return [
    ...types.map((type) => type.contentType),
    ...types.flatMap((type) => type.extensions.map((extension) => `.${extension}`)),
  ].join(',');
}

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

/** `PUT /api/file/convertFile` (SPEC "Misc"): what to make of the uploaded picture. */
export const ConvertFileQuerySchema = z.object({
  to: z
    .enum(['jpeg', 'pdf'], { error: 'Choose jpeg or pdf.' })
    .default('jpeg')
    .describe('jpeg (default) or pdf: one page the size of the picture'),
  maxWidth: z.coerce
    .number({ error: 'Enter a width from 100 to 4000 pixels.' })
    .int('Enter a width from 100 to 4000 pixels.')
    .min(100, 'Enter a width from 100 to 4000 pixels.')
    .max(4000, 'Enter a width from 100 to 4000 pixels.')
    .default(2000)
    .describe('Widest result in pixels (default 2000); a narrower picture is never enlarged'),
});
export type ConvertFileQuery = z.infer<typeof ConvertFileQuerySchema>;

export const ConvertedFileSchema = z.object({
  fileId: z.uuid(),
  url: z.string().describe('GET /api/file/{id} (bearer token): readable by the uploader'),
  contentType: z.enum(['image/jpeg', 'application/pdf']),
  size: z.number().int().describe('Bytes'),
  width: z.number().int().describe('Pixels (the PDF page: points)'),
  height: z.number().int(),
});
export type ConvertedFile = z.infer<typeof ConvertedFileSchema>;

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
  unreadableImage: 'The picture could not be read.',
  imageTooLarge: 'The picture is too large (50 megapixels at most).',
} as const;
