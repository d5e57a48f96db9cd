import { describe, expect, it } from 'vitest';
import { resolvePdfSource } from './pdf-source.ts';

const ORIGIN = 'https://kinderly.example';
const resolve = (query: Record<string, string>) => resolvePdfSource(new URLSearchParams(query), ORIGIN);

describe('resolvePdfSource', () => {
  it('accepts a path on our own origin and names the download after it', () => {
    expect(resolve({ url: '/samples/kinderly-guide.pdf' })).toEqual({
      kind: 'ok',
      path: '/samples/kinderly-guide.pdf',
      fileName: 'kinderly-guide.pdf',
      stored: false,
    });
    expect(resolve({ url: 'samples/My%20Guide?v=2#page=3' })).toEqual({
      kind: 'ok',
      path: '/samples/My%20Guide?v=2',
      fileName: 'My Guide.pdf',
      stored: false,
    });
  });

  it('accepts an absolute address on our own origin', () => {
    expect(resolve({ url: `${ORIGIN}/samples/a.pdf` })).toMatchObject({ kind: 'ok', path: '/samples/a.pdf' });
  });

  it.each([
    'https://evil.example/file.pdf',
    'http://kinderly.example/file.pdf',
    'https://kinderly.example.evil.example/file.pdf',
    '//evil.example/file.pdf',
    '/\\evil.example/file.pdf',
    '\\\\evil.example/file.pdf',
    'javascript:alert(1)',
    'data:application/pdf;base64,JVBERi0=',
    `blob:${ORIGIN}/3f1c`,
    'http://[::1',
  ])('refuses %s', (url) => {
    expect(resolve({ url })).toEqual({ kind: 'refused', url });
  });

  it('reads a scheme-relative oddity the way the browser would: as a path on our origin', () => {
    expect(resolve({ url: 'https:evil.example/file.pdf' })).toMatchObject({
      kind: 'ok',
      path: '/evil.example/file.pdf',
    });
  });

  it('maps a file id to the files API the server serves, GET /api/file/{id}, fetched with the token', () => {
    expect(resolve({ fileId: '42' })).toEqual({
      kind: 'ok',
      path: '/api/file/42',
      fileName: 'document-42.pdf',
      stored: true,
    });
    expect(resolve({ fileId: 'a1B2-c_3' })).toMatchObject({ path: '/api/file/a1B2-c_3', stored: true });
  });

  it('refuses a file id that is not a plain identifier', () => {
    expect(resolve({ fileId: '../account/getUser' })).toEqual({ kind: 'invalid-file' });
    expect(resolve({ fileId: '42?x=1' })).toEqual({ kind: 'invalid-file' });
  });

  it('prefers url over fileId and reports when neither is given', () => {
    expect(resolve({ url: '/a.pdf', fileId: '42' })).toMatchObject({ path: '/a.pdf' });
    expect(resolve({})).toEqual({ kind: 'none' });
    expect(resolve({ url: '  ', fileId: '' })).toEqual({ kind: 'none' });
  });
});
