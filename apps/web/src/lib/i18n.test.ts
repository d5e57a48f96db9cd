import { describe, expect, it } from 'vitest';
import { catalogues } from '../test/catalogues.ts';
import { changeLanguage, createI18n, detectLanguage, LANGUAGE_STORAGE_KEY, toLanguage } from './i18n.ts';

type Catalogue = { [key: string]: string | Catalogue };

/** Every leaf key path with its text, e.g. `home.hero.title`. */
function leaves(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [leaf, text] of leaves(value, path)) found.set(leaf, text);
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

describe('translation catalogues', () => {
  // Namespace-qualified paths (`content:content.about.title`), so a key in the wrong file counts as missing.
  const qualified = (language: 'en' | 'fr') =>
    new Map(
      Object.entries(catalogues[language]).flatMap(([namespace, catalogue]) =>
        [...leaves(catalogue as Catalogue)].map(([key, text]) => [`${namespace}:${key}`, text] as const),
      ),
    );
  const english = qualified('en');
  const french = qualified('fr');

  it('are split into the same namespace files in both languages', () => {
    expect(Object.keys(catalogues.fr).sort()).toEqual(Object.keys(catalogues.en).sort());
    expect(Object.keys(catalogues.en)).toContain('common');
  });

  it('have exactly the same keys in English and French', () => {
    const missingInFrench = [...english.keys()].filter((key) => !french.has(key));
    const missingInEnglish = [...french.keys()].filter((key) => !english.has(key));
    expect({ missingInFrench, missingInEnglish }).toEqual({ missingInFrench: [], missingInEnglish: [] });
  });

  it('have no empty text', () => {
    const empty = [...english, ...french].filter(([, text]) => text.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('use the same {{placeholders}} in both languages', () => {
    const mismatched = [...english].filter(([key, text]) => {
      const other = french.get(key);
      return other !== undefined && placeholders(other).join() !== placeholders(text).join();
    });
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });
});

describe('detectLanguage', () => {
  it('prefers the stored choice over the browser', () => {
    expect(detectLanguage('fr', ['en-US'])).toBe('fr');
    expect(detectLanguage('en', ['fr-CA'])).toBe('en');
  });

  it('takes the first supported browser language when nothing valid is stored', () => {
    expect(detectLanguage(null, ['fr-CA', 'en'])).toBe('fr');
    expect(detectLanguage('de', ['de-DE', 'FR_be'])).toBe('fr');
  });

  it('falls back to English', () => {
    expect(detectLanguage(null, [])).toBe('en');
    expect(detectLanguage(null, ['es-MX', 'de'])).toBe('en');
  });

  it('reads only the primary subtag', () => {
    expect(toLanguage('fr-CA')).toBe('fr');
    expect(toLanguage('fry')).toBeNull();
    expect(toLanguage('')).toBeNull();
  });
});

describe('changeLanguage', () => {
  it('translates, stores the choice and updates <html lang>', async () => {
    const i18n = createI18n('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('nav.home')).toBe('Home');

    await changeLanguage(i18n, 'fr');

    expect(i18n.t('nav.home')).toBe('Accueil');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
  });
});
