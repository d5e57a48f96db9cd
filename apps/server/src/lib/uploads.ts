import { basename } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { UPLOAD_FIELD_NAME, UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '@kinderly/shared';
import { AppError } from './app-error.ts';

/**
 * Reads uploaded files from multipart field `files` (SPEC section 5) and checks them by their bytes:
 * the type is what the magic number says, never what the client claims; a name whose extension says
 * another type is refused. Callers say which types and how much they accept.
 */

export type UploadKind = 'pdf' | 'jpeg' | 'png';

const KINDS: Record<UploadKind, { contentType: string; extensions: string[]; magic: number[] }> = {
  pdf: { contentType: 'application/pdf', extensions: ['pdf'], magic: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  jpeg: { contentType: 'image/jpeg', extensions: ['jpg', 'jpeg'], magic: [0xff, 0xd8, 0xff] },
  png: { contentType: 'image/png', extensions: ['png'], magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
};

export interface UploadRules {
  allowed: readonly UploadKind[];
  /** Per file; at most the multipart plugin's own limit. */
  maxBytes?: number;
  maxFiles?: number;
}

export interface UploadedFile {
  fileName: string;
  contentType: string;
  kind: UploadKind;
  data: Buffer;
}

export function sniffKind(data: Buffer): UploadKind | null {
  for (const [kind, { magic }] of Object.entries(KINDS) as [UploadKind, (typeof KINDS)[UploadKind]][]) {
    if (data.length >= magic.length && magic.every((byte, i) => data[i] === byte)) return kind;
  }
  return null;
}

/** A name safe to show and to put in Content-Disposition, ending with the extension of its real type. */
export function sanitizeFileName(raw: string, kind: UploadKind): string {
  const base = basename(raw.replace(/\\/g, '/'))
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/[<>:"/\\|?*]/g, '_')
    .trim();
  const dot = base.lastIndexOf('.');
  const stem = (dot > 0 ? base.slice(0, dot) : base).slice(0, 100).trim().replace(/^\.+/, '') || 'file';
  return `${stem}.${KINDS[kind].extensions[0]}`;
}

const extensionOf = (name: string) => (name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '');
const knownExtensions = new Map(
  (Object.entries(KINDS) as [UploadKind, (typeof KINDS)[UploadKind]][]).flatMap(([kind, { extensions }]) =>
    extensions.map((extension) => [extension, kind] as const),
  ),
);

const refuseType = () => new AppError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.typeNotAllowed);

export async function readUploads(request: FastifyRequest, rules: UploadRules): Promise<UploadedFile[]> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.notMultipart);
  const maxBytes = Math.min(rules.maxBytes ?? UPLOAD_MAX_BYTES, UPLOAD_MAX_BYTES);
  const maxFiles = rules.maxFiles ?? 5;
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: maxFiles } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== UPLOAD_FIELD_NAME) {
        part.file.resume();
        throw AppError.validation({ Files: [UPLOAD_MESSAGES.wrongField] });
      }
      const data = await part.toBuffer();
      if (data.length === 0) throw AppError.validation({ Files: [UPLOAD_MESSAGES.emptyFile] });
      const kind = sniffKind(data);
      if (!kind || !rules.allowed.includes(kind)) throw refuseType();
      const claimed = knownExtensions.get(extensionOf(part.filename));
      if (claimed && claimed !== kind) throw refuseType();
      files.push({ fileName: sanitizeFileName(part.filename, kind), contentType: KINDS[kind].contentType, kind, data });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.tooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw new AppError('PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.tooMany);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.notMultipart);
    throw error;
  }
  if (files.length === 0) throw AppError.validation({ Files: [UPLOAD_MESSAGES.noFile] });
  return files;
}

/** Content-Disposition for a download: ASCII fallback plus the UTF-8 name (RFC 6266). */
export function contentDisposition(fileName: string, disposition: 'inline' | 'attachment' = 'attachment'): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
