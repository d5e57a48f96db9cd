import { formatRequestedStartDateLong, parseRequestedStartDate, type Child } from '@kinderly/shared';

/** The requested start date as the confirmation shows it: the long US format (SPEC section 2), French in French. */
export function formatStartDate(text: string, language: string): string {
  if (!language.startsWith('fr')) return formatRequestedStartDateLong(text) ?? text;
  const iso = parseRequestedStartDate(text);
  if (!iso) return text;
  return new Intl.DateTimeFormat('fr-CA', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
}

/** The child's own address, street, city, province, country and postal code; null when it lives at the parent's. */
export function childAddressText(child: Pick<Child, 'childAddress'>): string | null {
  const address = child.childAddress;
  if (!address) return null;
  return `${address.street}, ${address.city}, ${address.province}, ${address.country}, ${address.postalCode}`;
}
