import { describe, expect, it } from 'vitest';
import { preferredLanguage } from './language.ts';

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
