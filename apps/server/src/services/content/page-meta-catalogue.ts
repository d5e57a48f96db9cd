import type { Language, PublicPageKey } from '@kinderly/shared';
import en from '../../../../web/src/locales/en/common.json' with { type: 'json' };
import fr from '../../../../web/src/locales/fr/common.json' with { type: 'json' };

export type PageMetaKey = PublicPageKey | 'fallback';
export interface PageMetaText {
  title: string;
  description: string;
}

/** The web app's `meta` strings (its `common` catalogues), bundled into the server by esbuild. */
const CATALOGUES: Record<Language, Record<PageMetaKey, PageMetaText>> = { en: en.meta, fr: fr.meta };

export function pageMetaText(language: Language, key: PageMetaKey): PageMetaText {
  return CATALOGUES[language][key];
}
