import { useTranslation } from 'react-i18next';
import { CANADIAN_PROVINCES, type ProviderArea } from '@kinderly/shared';

const isProvince = (value: string): value is (typeof CANADIAN_PROVINCES)[number] =>
  (CANADIAN_PROVINCES as readonly string[]).includes(value);

/** "Leslieville, Toronto, Ontario": the area a provider is in, never a street; null when nothing is known. */
export function useAreaText(area: ProviderArea): string | null {
  const { t } = useTranslation('provider-profile');
  const province = area.province && isProvince(area.province) ? t(`provinces.${area.province}`) : area.province;
  const parts = [area.neighbourhood, area.city, province].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(', ') : null;
}
