import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@kinderly/shared';
import { checkRecordFile } from './record-file.ts';

const file = (bytes: number[], name: string, size?: number) => {
  const content = new Uint8Array(size ?? bytes.length);
  content.set(bytes);
  return new File([content], name);
};

describe('checkRecordFile', () => {
  it('accepts a PDF and a JPEG by their first bytes', async () => {
    expect(await checkRecordFile(file([0x25, 0x50, 0x44, 0x46, 0x2d], 'record.pdf'))).toBeNull();
    expect(await checkRecordFile(file([0xff, 0xd8, 0xff, 0xe0], 'record.jpg'))).toBeNull();
  });

  it('refuses a file whose bytes are not PDF or JPEG, whatever its name', async () => {
    expect(await checkRecordFile(file([0x89, 0x50, 0x4e, 0x47], 'record.pdf'))).toBe('type');
    expect(await checkRecordFile(file([], 'empty.pdf'))).toBe('type');
  });

  it('refuses a file over the size limit', async () => {
    expect(await checkRecordFile(file([0x25, 0x50, 0x44, 0x46], 'big.pdf', UPLOAD_MAX_BYTES + 1))).toBe('size');
  });
});
