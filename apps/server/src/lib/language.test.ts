import { describe, expect, it } from 'vitest';
import { preferredLanguage, readerLanguage } from './language.ts';

describe('preferredLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['fr-CA,fr;q=0.9,en;q=0.8', 'fr'],
    ['de-DE,en;q=0.5,fr;q=0.7', 'fr'],
    ['en-GB,fr;q=0.9', 'en'],
    ['fr;q=0', 'en'],
    ['es', 'en'],
  ])('%s -> %s', (header, language) => {
    expect(preferredLanguage(header)).toBe(language);
  });
});

describe('readerLanguage', () => {
  const none = { query: undefined, cookie: undefined, acceptLanguage: undefined };

  it('takes ?lang= first, then the kinderly.language cookie, then Accept-Language, then English', () => {
    const all = { query: 'fr', cookie: 'theme=dark; kinderly.language=en', acceptLanguage: 'en' };
    expect(readerLanguage(all)).toEqual({ language: 'fr', fromQuery: true });
    expect(readerLanguage({ ...all, query: undefined })).toEqual({ language: 'en', fromQuery: false });
    expect(readerLanguage({ ...none, cookie: 'kinderly.language=fr', acceptLanguage: 'en' }).language).toBe('fr');
    expect(readerLanguage({ ...none, acceptLanguage: 'fr-CA,en;q=0.5' }).language).toBe('fr');
    expect(readerLanguage(none)).toEqual({ language: 'en', fromQuery: false });
  });

  it('ignores a language it does not have, wherever it comes from', () => {
    expect(readerLanguage({ query: 'de', cookie: 'kinderly.language=es', acceptLanguage: 'fr' })).toEqual({
      language: 'fr',
      fromQuery: false,
    });
  });
});
