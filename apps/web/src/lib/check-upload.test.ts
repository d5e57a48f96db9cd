import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@kinderly/shared';
import { checkUploadFile } from './check-upload.ts';

const file = (bytes: number[], name: string, size?: number) => {
  const content = new Uint8Array(size ?? bytes.length);
  content.set(bytes);
  return new File([content], name);
};
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d];
const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('checkUploadFile', () => {
  it('accepts the types of the kind of upload by their first bytes', async () => {
    expect(await checkUploadFile('vaccinationRecord', file(PDF, 'record.pdf'))).toBeNull();
    expect(await checkUploadFile('vaccinationRecord', file(JPEG, 'record.jpg'))).toBeNull();
    expect(await checkUploadFile('badge', file(PNG, 'cpr.png'))).toBeNull();
  });

  it('refuses other bytes, a name that claims another type, and a type the kind does not take', async () => {
    expect(await checkUploadFile('vaccinationRecord', file(PNG, 'record.pdf'))).toBe('type');
    expect(await checkUploadFile('vaccinationRecord', file([], 'empty.pdf'))).toBe('type');
    expect(await checkUploadFile('badge', file(PDF, 'cpr.png'))).toBe('type');
    expect(await checkUploadFile('vaccinationRecord', file(PNG, 'photo.png'))).toBe('type');
  });

  it('refuses a file over the size limit', async () => {
    expect(await checkUploadFile('policyFile', file(PDF, 'big.pdf', UPLOAD_MAX_BYTES + 1))).toBe('size');
  });
});
