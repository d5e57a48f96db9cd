import { compressToBase64, decompressFromBase64 } from 'lz-string';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { loadCompressed, removeStored, saveCompressed } from './compressed-storage.ts';

const KEY = 'kinderly.test';
const WaitlistSchema = z.object({ childId: z.number(), days: z.array(z.string()) });
const waitlist = { childId: 7, days: ['mon', 'tue'] };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('saveCompressed', () => {
  it('stores base64 lz-string compressed JSON by default', () => {
    expect(saveCompressed(KEY, waitlist)).toBe(true);

    const stored = localStorage.getItem(KEY);
    expect(stored).not.toContain('childId');
    expect(stored).toMatch(/^[A-Za-z0-9+/=]+$/);
    expect(JSON.parse(decompressFromBase64(stored!))).toEqual(waitlist);
  });

  it('stores plain JSON when compression is off', () => {
    saveCompressed(KEY, waitlist, { compress: false });
    expect(localStorage.getItem(KEY)).toBe(JSON.stringify(waitlist));
  });

  it('removes the entry when the value has no JSON form', () => {
    saveCompressed(KEY, waitlist);
    expect(saveCompressed(KEY, undefined)).toBe(true);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('reports values that cannot be serialised instead of throwing', () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(saveCompressed(KEY, circular)).toBe(false);
    expect(saveCompressed(KEY, { big: 1n })).toBe(false);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('reports a full quota instead of throwing', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(saveCompressed(KEY, waitlist)).toBe(false);
  });
});

describe('loadCompressed', () => {
  it('round-trips values in both encodings', () => {
    saveCompressed(KEY, waitlist);
    expect(loadCompressed(KEY)).toEqual(waitlist);

    saveCompressed(KEY, 'texte accentué ✓', { compress: false });
    expect(loadCompressed(KEY, undefined, { compress: false })).toBe('texte accentué ✓');

    saveCompressed(KEY, null);
    expect(loadCompressed(KEY)).toBeNull();
  });

  it('returns null for a missing key', () => {
    expect(loadCompressed('kinderly.absent', WaitlistSchema)).toBeNull();
  });

  it('returns the schema output, defaults included', () => {
    const WithDefault = WaitlistSchema.extend({ comments: z.boolean().default(true) });
    saveCompressed(KEY, waitlist);
    expect(loadCompressed(KEY, WithDefault)).toEqual({ ...waitlist, comments: true });
  });

  it('returns null for schema-invalid data and keeps it for the caller to replace', () => {
    saveCompressed(KEY, { childId: 'seven', days: [] });
    expect(loadCompressed(KEY, WaitlistSchema)).toBeNull();
    expect(localStorage.getItem(KEY)).not.toBeNull();
  });

  it.each([
    ['text that is not base64', 'not base64 at all!'],
    ['base64 that lz-string did not produce', btoa('{"childId":7}')],
    ['compressed text that is not JSON', compressToBase64('{"childId": 7')],
    ['an empty entry', ''],
  ])('returns null for %s and removes the corrupt entry', (_case, stored) => {
    localStorage.setItem(KEY, stored);
    expect(loadCompressed(KEY, WaitlistSchema)).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('does not read an uncompressed entry as compressed', () => {
    saveCompressed(KEY, waitlist, { compress: false });
    expect(loadCompressed(KEY)).toBeNull();
  });

  it('reads nothing, and does not throw, when storage is disabled', () => {
    saveCompressed(KEY, waitlist);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('Access is denied.', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('Access is denied.', 'SecurityError');
    });
    expect(loadCompressed(KEY, WaitlistSchema)).toBeNull();
    expect(() => removeStored(KEY)).not.toThrow();
  });
});

describe('removeStored', () => {
  it('removes the entry', () => {
    saveCompressed(KEY, waitlist);
    removeStored(KEY);
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(loadCompressed(KEY)).toBeNull();
  });
});
