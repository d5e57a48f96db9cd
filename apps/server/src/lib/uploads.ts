import { basename } from 'node:path';
import type { FastifyRequest } from 'fastify';
import {
  FIELD_MESSAGES,
  FILE_TYPES,
  fileTypeOfName,
  sniffFileType,
  UPLOAD_FIELD_NAME,
  UPLOAD_MAX_BYTES,
  UPLOAD_MESSAGES,
  UPLOAD_RULES,
  type FileType,
  type UploadKind,
  type UploadRule,
} from '@kinderly/shared';
import { AppError } from './app-error.ts';
import { nulFieldKey } from './nul-text.ts';

/**
 * The one reader of uploads: a multipart form's text fields, and its files under the field `files` (SPEC section 5),
 * checked by their bytes against the kind of upload's rule (UPLOAD_RULES): the type is what the magic number says,
 * never what the client claims; a name whose extension says another type is refused (415). Nothing is stored here.
 */

export interface UploadedFile {
  fileName: string;
  contentType: string;
  type: FileType;
  data: Buffer;
}

export interface UploadForm {
  /** Text fields by name (the last value of a repeated name). */
  fields: Record<string, string>;
  files: UploadedFile[];
}

/** A name safe to show and to put in Content-Disposition, ending with the extension of its real type. */
export function sanitizeFileName(raw: string, type: FileType): string {
  const base = basename(raw.replace(/\\/g, '/'))
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/[<>:"/\\|?*]/g, '_')
    .trim();
  const dot = base.lastIndexOf('.');
  const stem = (dot > 0 ? base.slice(0, dot) : base).slice(0, 100).trim().replace(/^\.+/, '') || 'file';
  return `${stem}.${FILE_TYPES[type].extensions[0]}`;
}

const refuseType = () => new AppError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.typeNotAllowed);

async function collectParts(request: FastifyRequest, rule: UploadRule, form: UploadForm): Promise<void> {
  const limits = { fileSize: Math.min(rule.maxBytes, UPLOAD_MAX_BYTES), files: rule.maxFiles };
  for await (const part of request.parts({ limits })) {
    if (part.type === 'field') {
      const value = String(part.value);
      // The NUL check of JSON bodies and queries (plugins/reject-nul.ts) cannot see the fields read here.
      const nulKey = nulFieldKey({ [part.fieldname]: value }, 'Body');
      if (nulKey) throw AppError.validation({ [nulKey]: [FIELD_MESSAGES.characterNotAllowed] });
      form.fields[part.fieldname] = value;
      continue;
    }
    if (part.fieldname !== UPLOAD_FIELD_NAME) {
      part.file.resume();
      throw AppError.validation({ Files: [UPLOAD_MESSAGES.wrongField] });
    }
    const data = await part.toBuffer();
    if (data.length === 0) throw AppError.validation({ Files: [UPLOAD_MESSAGES.emptyFile] });
    const type = sniffFileType(data);
    if (!type || !rule.types.includes(type)) throw refuseType();
    const claimed = fileTypeOfName(part.filename);
    if (claimed && claimed !== type) throw refuseType();
    form.files.push({
      fileName: sanitizeFileName(part.filename, type),
      contentType: FILE_TYPES[type].contentType,
      type,
      data,
    });
  }
}

/**
 * Reads a multipart form for one kind of upload. Files are optional (a form may only change text fields); use
 * readUploads when the request is for the files.
 */
export async function readUploadForm(request: FastifyRequest, kind: UploadKind): Promise<UploadForm> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.notMultipart);
  const form: UploadForm = { fields: {}, files: [] };
  try {
    await collectParts(request, UPLOAD_RULES[kind], form);
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.tooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new AppError('PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.tooMany);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.notMultipart);
    throw error;
  }
  return form;
}

/** The files of an upload request; at least one. */
export async function readUploads(request: FastifyRequest, kind: UploadKind): Promise<UploadedFile[]> {
  const { files } = await readUploadForm(request, kind);
  if (files.length === 0) throw AppError.validation({ Files: [UPLOAD_MESSAGES.noFile] });
  return files;
}

/** Content-Disposition for a download: ASCII fallback plus the UTF-8 name (RFC 6266). */
export function contentDisposition(fileName: string, disposition: 'inline' | 'attachment' = 'attachment'): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
