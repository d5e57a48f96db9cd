import type { Catalogue } from '../lib/i18n.ts';

// Types every `t('...')` key against the English catalogue: a typo or a missing key fails the type check.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalogue };
  }
}
