import type { Language } from '../lib/i18n.ts';

type Catalogue = Record<string, unknown>;

const files = import.meta.glob<Catalogue>('../locales/*/*.json', { eager: true, import: 'default' });

/** Every catalogue file, as `{ en: { common: {...}, content: {...} }, fr: {...} }`. */
export const catalogues: Record<Language, Record<string, Catalogue>> = { en: {}, fr: {} };

for (const [path, catalogue] of Object.entries(files)) {
  const [, language, namespace] = /\/locales\/(\w+)\/([\w-]+)\.json$/.exec(path) ?? [];
  if (language !== 'en' && language !== 'fr') throw new Error(`Catalogue of an unknown language: ${path}`);
  catalogues[language][namespace!] = catalogue;
}
