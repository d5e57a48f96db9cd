import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size.ts';

describe('formatFileSize', () => {
  it('picks the unit and formats in the locale', () => {
    expect(formatFileSize(820, 'fr-CA')).toMatch(/^820\s?octets$/);
    expect(formatFileSize(820, 'en-CA')).toBe('820 bytes');
    expect(formatFileSize(12_700, 'en-CA')).toBe('12.4 kB');
    expect(formatFileSize(3.25 * 1024 * 1024, 'en-CA')).toBe('3.3 MB');
    expect(formatFileSize(3.25 * 1024 * 1024, 'fr-CA')).toMatch(/^3,3\s?Mo$/);
  });
});
