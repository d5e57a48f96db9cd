import { describe, expect, it } from 'vitest';
import { catalogues } from '../test/catalogues.ts';
import {
  changeLanguage,
  createI18n,
  detectBrowserLanguage,
  detectLanguage,
  LANGUAGE_STORAGE_KEY,
  toLanguage,
} from './i18n.ts';

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

  it('count things with plural forms: no number other than {{count}} stands before a plural noun', () => {
    // French says "1 étape", "0 étape" but "2 étapes"; only i18next's _one/_other forms get that right. Totals and
    // maximums are always above one, and so is the one count named here.
    const alwaysSeveral = new Set(['content:content.licenses.summary']);
    const pluralNoun = /\{\{\s*(?!count\b|total\b|max\b)\w+\s*\}\} (?:[a-zà-ÿ’]+s|[a-zà-ÿ’]+x)\b/u;
    const offenders = [...french]
      .filter(([key, text]) => !alwaysSeveral.has(key) && pluralNoun.test(text))
      .map(([key]) => key);
    expect([...new Set(offenders)]).toEqual([]);
  });

  it('say "1 étape" and "2 étapes" in French, and the same in English', () => {
    const i18n = createI18n('fr');
    expect(i18n.t('wizard.settled', { count: 1, total: 15 })).toBe('1 étape sur 15 terminée');
    expect(i18n.t('wizard.settled', { count: 0, total: 15 })).toBe('0 étape sur 15 terminée');
    expect(i18n.t('wizard.settled', { count: 2, total: 15 })).toBe('2 étapes sur 15 terminées');
    expect(i18n.t('child-enrolment:overview.progress', { count: 1, total: 15 })).toBe('1 étape sur 15');
    expect(i18n.t('child-enrolment:feeding.bottles', { count: 1 })).toBe('1 biberon');
    const english = createI18n('en');
    expect(english.t('provider-enrolment:progress.done', { count: 1, total: 16 })).toBe('1 of 16 steps done');
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

  it('lets the language version the address names (?lang=) win over the stored choice', () => {
    expect(detectLanguage('en', ['en-US'], 'fr')).toBe('fr');
    expect(detectLanguage('fr', ['fr-CA'], 'en')).toBe('en');
    expect(detectLanguage('fr', ['en'], 'de')).toBe('fr');
  });

  it('reads ?lang= from the address at start-up', () => {
    window.history.replaceState(null, '', '/about?lang=fr');
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
      expect(detectBrowserLanguage()).toBe('fr');
    } finally {
      window.history.replaceState(null, '', '/');
    }
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
    // The server reads the choice from this cookie (ADR 018).
    expect(document.cookie).toContain('kinderly.language=fr');
    await changeLanguage(i18n, 'en');
    expect(document.cookie).toContain('kinderly.language=en');
    expect(document.cookie).not.toContain('kinderly.language=fr');
  });
});
