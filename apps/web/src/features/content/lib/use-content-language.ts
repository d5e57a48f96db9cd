import { useTranslation } from 'react-i18next';
import { currentLanguage, type Language } from '../../../lib/i18n.ts';

/** The interface language, which is also the language asked of the content API; re-renders when it changes. */
export function useContentLanguage(): Language {
  const { i18n } = useTranslation();
  return currentLanguage(i18n);
}
