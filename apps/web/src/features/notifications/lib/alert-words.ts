import { useTranslation } from 'react-i18next';
import { AGE_GROUPS, CARE_TYPES, PROVIDER_TYPES, SEARCH_ALERT_MESSAGES, type SearchAlert } from '@kinderly/shared';

const ERROR_KEYS = {
  [SEARCH_ALERT_MESSAGES.place]: 'place',
  [SEARCH_ALERT_MESSAGES.distance]: 'distance',
  [SEARCH_ALERT_MESSAGES.providerTypes]: 'providerTypes',
  [SEARCH_ALERT_MESSAGES.tooMany]: 'tooMany',
} as const;

/** The words of the Let me know page: ids by name, the alerts' messages in the reader's language. */
export function useAlertWords() {
  const { t } = useTranslation('notifications');
  const providerType = (id: number) => {
    const type = PROVIDER_TYPES.find((entry) => entry.id === id);
    return type ? t(`letMeKnow.names.providerTypes.${type.key}`) : String(id);
  };
  const ageGroup = (id: number) => {
    const group = AGE_GROUPS.find((entry) => entry.id === id);
    return group ? t(`letMeKnow.names.ageGroups.${group.key}`) : String(id);
  };
  const careType = (id: number) => {
    const type = CARE_TYPES.find((entry) => entry.id === id);
    return type ? t(`letMeKnow.names.careTypes.${type.key}`) : String(id);
  };
  /** A message of the shared schema or the server in the reader's language (the text itself when unknown). */
  const message = (text: string | undefined) => {
    if (!text) return undefined;
    const key = (ERROR_KEYS as Record<string, (typeof ERROR_KEYS)[keyof typeof ERROR_KEYS]>)[text];
    return key ? t(`letMeKnow.errors.${key}`) : text;
  };
  /** "Licenced, Unlicenced · Toddler (…) · any type of care": what an alert watches for, in words. */
  const filters = (alert: Pick<SearchAlert, 'providerTypes' | 'ageGroups' | 'careTypes'>) =>
    [
      alert.providerTypes.map(providerType).join(', '),
      alert.ageGroups.length ? alert.ageGroups.map(ageGroup).join(', ') : t('letMeKnow.anyAge'),
      alert.careTypes.length ? alert.careTypes.map(careType).join(', ') : t('letMeKnow.anyCare'),
    ].join(' · ');
  return { providerType, ageGroup, careType, message, filters };
}
