import { UPLOAD_MAX_BYTES } from '@kinderly/shared';

export type FileProblem = 'type' | 'size' | null;

const PDF = [0x25, 0x50, 0x44, 0x46]; // %PDF
const JPEG = [0xff, 0xd8, 0xff];

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

/**
 * A first check before the upload, so a parent hears at once that a photo in HEIC or a 30 MB scan will not do:
 * the first bytes must be a PDF's or a JPEG's (a renamed file is caught), and the size within the limit. The
 * server checks both again.
 */
export async function checkRecordFile(file: File): Promise<FileProblem> {
  if (file.size > UPLOAD_MAX_BYTES) return 'size';
  const head = new Uint8Array(await file.slice(0, 4).arrayBuffer());
  return startsWith(head, PDF) || startsWith(head, JPEG) ? null : 'type';
}
