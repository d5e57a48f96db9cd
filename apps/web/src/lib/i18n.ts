import { createInstance, type i18n as I18n } from 'i18next';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import { readStorage, writeStorage } from './storage.ts';

export const SUPPORTED_LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_STORAGE_KEY = 'kinderly.language';

/** Each language named in itself, so a reader finds their own language whatever the page is shown in. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fr: 'Français' };

export const resources = { en: { translation: en }, fr: { translation: fr } } as const;

/** Maps a BCP 47 tag (`fr-CA`, `EN_us`) to a supported language, or null. */
export function toLanguage(tag: string | null | undefined): Language | null {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return SUPPORTED_LANGUAGES.find((language) => language === primary) ?? null;
}

/** The reader's explicit choice wins; then the first browser language we support; then English. */
export function detectLanguage(stored: string | null, browserLanguages: readonly string[]): Language {
  const chosen = toLanguage(stored);
  if (chosen) return chosen;
  for (const tag of browserLanguages) {
    const language = toLanguage(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

export function detectBrowserLanguage(): Language {
  const nav = globalThis.navigator;
  const languages = nav?.languages?.length ? nav.languages : nav?.language ? [nav.language] : [];
  return detectLanguage(readStorage(LANGUAGE_STORAGE_KEY), languages);
}

function syncDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = toLanguage(language) ?? DEFAULT_LANGUAGE;
}

/**
 * One i18next instance per app (and per test), with both catalogues bundled: they are small, and
 * loading them synchronously means the first paint is already in the right language.
 */
export function createI18n(language: Language = detectBrowserLanguage()): I18n {
  const i18n = createInstance();
  i18n.on('languageChanged', syncDocumentLanguage);
  void i18n.init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    initAsync: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
  });
  syncDocumentLanguage(language);
  return i18n;
}

/** Switches the interface language and remembers the choice for the next visit. */
export async function changeLanguage(i18n: I18n, language: Language): Promise<void> {
  writeStorage(LANGUAGE_STORAGE_KEY, language);
  await i18n.changeLanguage(language);
}

export function currentLanguage(i18n: I18n): Language {
  return toLanguage(i18n.resolvedLanguage ?? i18n.language) ?? DEFAULT_LANGUAGE;
}
