import type { i18n as I18n } from 'i18next';
import { createI18nFrom, SUPPORTED_LANGUAGES, type Language, type Resources } from '../lib/i18n.ts';

// Every catalogue is in the server entry: a page renders at once in the reader's language, with every namespace.
const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json', { eager: true });

function bundledResources(): Resources {
  const resources = Object.fromEntries(SUPPORTED_LANGUAGES.map((language) => [language, {}])) as Resources;
  for (const [path, module] of Object.entries(files)) {
    const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    const language = SUPPORTED_LANGUAGES.find((supported) => supported === match?.[1]);
    if (language && match?.[2]) resources[language][match[2]] = module.default;
  }
  return resources;
}

const resources = bundledResources();
const instances = new Map<Language, I18n>();

/** One instance per language, shared by every request: the server never changes an instance's language. */
export function serverI18n(language: Language): I18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = createI18nFrom(resources, language);
    instances.set(language, instance);
  }
  return instance;
}
