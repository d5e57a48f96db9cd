import type { FastifyRequest } from 'fastify';
import {
  FIELD_MESSAGES,
  PROVIDER_FIELD_MESSAGES,
  PROVIDER_FILE_MAX_BYTES,
  UPLOAD_MESSAGES,
  type FieldErrors,
} from '@kinderly/shared';
import { AppError } from '../../lib/app-error.ts';
import { nulFieldKey } from '../../lib/nul-text.ts';
import { sanitizeFileName, sniffKind, type UploadKind } from '../../lib/uploads.ts';
import type { IncomingFile } from '../../services/provider-enrolment/provider-files.ts';

const CONTENT_TYPES: Record<UploadKind, string> = { pdf: 'application/pdf', jpeg: 'image/jpeg', png: 'image/png' };
const EXTENSION_KINDS: Record<string, UploadKind> = { pdf: 'pdf', jpg: 'jpeg', jpeg: 'jpeg', png: 'png' };

/**
 * Reads a multipart form: text fields, and files under the field `files` (SPEC section 5). A file counts only
 * when its bytes are a PDF, JPEG or PNG and its extension (if any) says the same; anything else is refused
 * with a field map, before anything is stored.
 */
export async function readMultipartForm(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; files: IncomingFile[] }> {
  if (!request.isMultipart()) throw AppError.validation({ Files: [UPLOAD_MESSAGES.notMultipart] });
  const fields: Record<string, string> = {};
  const files: IncomingFile[] = [];
  const errors: FieldErrors = {};
  try {
    await collectParts(request, fields, files, errors);
  } catch (error) {
    // The multipart plugin's size refusal, as the app's 413 with the shared message.
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.tooLarge);
    throw error;
  }
  if (Object.keys(errors).length) throw AppError.validation(errors);
  return { fields, files };
}

async function collectParts(
  request: FastifyRequest,
  fields: Record<string, string>,
  files: IncomingFile[],
  errors: FieldErrors,
) {
  for await (const part of request.parts({ limits: { fileSize: PROVIDER_FILE_MAX_BYTES } })) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
      // The JSON body's NUL check (plugins/reject-nul.ts) cannot see fields read here.
      const nulKey = nulFieldKey({ [part.fieldname]: fields[part.fieldname] }, 'Body');
      if (nulKey) errors[nulKey] = [FIELD_MESSAGES.characterNotAllowed];
      continue;
    }
    const data = await part.toBuffer();
    const key = `Files[${files.length + Object.keys(errors).length}]`;
    if (part.fieldname !== 'files') {
      errors[key] = [UPLOAD_MESSAGES.wrongField];
      continue;
    }
    const kind = sniffKind(data);
    const extension = /\.([A-Za-z0-9]{1,5})$/.exec(part.filename)?.[1]?.toLowerCase();
    if (!kind || (extension && EXTENSION_KINDS[extension] !== kind)) {
      errors[key] = [PROVIDER_FIELD_MESSAGES.fileTypeInvalid];
      continue;
    }
    files.push({ fileName: sanitizeFileName(part.filename, kind), contentType: CONTENT_TYPES[kind], data });
  }
}
