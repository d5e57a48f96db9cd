import { createInstance, type BackendModule, type InitOptions, type i18n as I18n } from 'i18next';
import { LANGUAGE_COOKIE, LANGUAGE_QUERY } from '@kinderly/shared';
import type common from '../locales/en/common.json';
import { readCookie, writeCookie } from './cookies.ts';
import { readStorage, writeStorage } from './storage.ts';

export const SUPPORTED_LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_STORAGE_KEY = 'kinderly.language';

/** Each language named in itself, so a reader finds their own language whatever the page is shown in. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fr: 'Français' };

export type Catalogue = typeof common;

/**
 * Catalogues are split by namespace (`src/locales/{language}/{namespace}.json`): `common` holds the shell and
 * the home page, each feature has its own. Each file is its own chunk, so a visitor downloads only their
 * language and only the text of the pages they open (the first load of / has a size budget).
 */
export const DEFAULT_NAMESPACE = 'common';
const catalogueFiles = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

function catalogueLoader(language: Language, namespace: string) {
  return catalogueFiles[`../locales/${language}/${namespace}.json`];
}

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const supported = toLanguage(language);
    const load = supported ? catalogueLoader(supported, namespace) : undefined;
    if (!load) return callback(new Error(`No catalogue ${language}/${namespace}`), null);
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

export type Resources = Record<Language, Record<string, Record<string, unknown>>>;
let bundledCatalogues: Resources | null = null;

/** Tests hand every catalogue in once (src/test/setup.ts), so that `createI18n` works synchronously. */
export function provideCatalogues(catalogues: Resources): void {
  bundledCatalogues = catalogues;
}

/** The instance the app runs on, so that route modules can ask for their namespaces before they render. */
let activeI18n: I18n | null = null;

/**
 * Loads the catalogues a route's pages use (in the current language) before the route renders, so that a page
 * never paints its keys. Routes call it from their `lazy` loader.
 */
export async function loadNamespaces(...namespaces: string[]): Promise<void> {
  if (activeI18n) await activeI18n.loadNamespaces(namespaces);
}

/** Maps a BCP 47 tag (`fr-CA`, `EN_us`) to a supported language, or null. */
export function toLanguage(tag: string | null | undefined): Language | null {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return SUPPORTED_LANGUAGES.find((language) => language === primary) ?? null;
}

/**
 * The language version the address names (`?lang=fr`, an hreflang alternate) wins; then the reader's explicit
 * choice; then the first browser language we support; then English. The server answers by the same order (ADR 018).
 */
export function detectLanguage(
  stored: string | null,
  browserLanguages: readonly string[],
  asked: string | null = null,
): Language {
  const named = asked === 'en' || asked === 'fr' ? asked : null;
  if (named) return named;
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
  const asked = new URLSearchParams(globalThis.location?.search ?? '').get(LANGUAGE_QUERY);
  return detectLanguage(readStorage(LANGUAGE_STORAGE_KEY), languages, asked);
}

function syncDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = toLanguage(language) ?? DEFAULT_LANGUAGE;
}

const baseOptions = (language: Language): InitOptions => ({
  lng: language,
  supportedLngs: [...SUPPORTED_LANGUAGES],
  load: 'languageOnly',
  ns: [DEFAULT_NAMESPACE],
  defaultNS: DEFAULT_NAMESPACE,
  // React escapes what it renders.
  interpolation: { escapeValue: false },
});

/**
 * The app's i18next instance, resolved once the reader's catalogue has arrived, so that the first paint
 * is already in the right language. Switching language loads the other catalogue before it switches.
 */
export async function loadI18n(language: Language = detectBrowserLanguage()): Promise<I18n> {
  const i18n = createInstance().use(lazyCatalogues);
  i18n.on('languageChanged', syncDocumentLanguage);
  // No fallback language: the parity test keeps both catalogues complete, and a French reader should not
  // download the English catalogue too.
  await i18n.init({ ...baseOptions(language), fallbackLng: false });
  syncDocumentLanguage(language);
  activeI18n = i18n;
  // A choice stored before the server read the cookie reaches the server from the next page on.
  const stored = toLanguage(readStorage(LANGUAGE_STORAGE_KEY));
  if (stored && readCookie(LANGUAGE_COOKIE) !== stored) writeCookie(LANGUAGE_COOKIE, stored);
  return i18n;
}

/**
 * A ready instance over catalogues already in memory, with no lazy loading: the server renders with it (every
 * catalogue is bundled into the server entry), and it does not become the app's active instance.
 */
export function createI18nFrom(resources: Resources, language: Language): I18n {
  const i18n = createInstance();
  const ns = Object.keys(resources.en);
  void i18n.init({ ...baseOptions(language), ns, resources, fallbackLng: false, initAsync: false });
  return i18n;
}

/** A ready instance with the catalogues given to `provideCatalogues` (tests). */
export function createI18n(language: Language = detectBrowserLanguage()): I18n {
  if (!bundledCatalogues) throw new Error('createI18n needs provideCatalogues() first; the app uses loadI18n()');
  const i18n = createInstance();
  i18n.on('languageChanged', syncDocumentLanguage);
  const resources = bundledCatalogues;
  const ns = Object.keys(resources.en);
  void i18n.init({ ...baseOptions(language), ns, resources, fallbackLng: DEFAULT_LANGUAGE, initAsync: false });
  syncDocumentLanguage(language);
  activeI18n = i18n;
  return i18n;
}

/** Switches the interface language and remembers the choice for the next visit. */
export async function changeLanguage(i18n: I18n, language: Language): Promise<void> {
  writeStorage(LANGUAGE_STORAGE_KEY, language);
  // The server renders public pages in the language this cookie names (ADR 019).
  writeCookie(LANGUAGE_COOKIE, language);
  await i18n.changeLanguage(language);
}

export function currentLanguage(i18n: I18n): Language {
  return toLanguage(i18n.resolvedLanguage ?? i18n.language) ?? DEFAULT_LANGUAGE;
}
