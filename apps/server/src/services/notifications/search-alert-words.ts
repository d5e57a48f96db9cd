import type { LocalizedText } from '@kinderly/db';
import { SEARCH_ALERT_NAMED_PROVIDERS, type Language } from '@kinderly/shared';
import { kilometres } from '../../lib/provider-list/provider-summaries.ts';
import type { MatchedProvider } from './search-alert-sql.ts';

/** The words of an "alert.match" notification, in both languages (rendered once, ADR 029). */

const km = (metres: number, language: Language) =>
  `${new Intl.NumberFormat(language === 'fr' ? 'fr-CA' : 'en-CA', { maximumFractionDigits: 1 }).format(kilometres(metres))} km`;

function list(providers: MatchedProvider[], language: Language): string {
  const named = providers.slice(0, SEARCH_ALERT_NAMED_PROVIDERS).map((p) => `${p.name} (${km(p.metres, language)})`);
  const more = providers.length - named.length;
  const and = language === 'fr' ? 'et' : 'and';
  if (more > 0)
    return `${named.join(', ')} ${and} ${more} ${language === 'fr' ? (more > 1 ? 'autres' : 'autre') : 'more'}`;
  if (named.length === 1) return named[0]!;
  return `${named.slice(0, -1).join(', ')} ${and} ${named.at(-1)!}`;
}

export function alertMatchWords(
  alert: { place: string; distanceKm: number },
  providers: MatchedProvider[],
): { title: LocalizedText; body: LocalizedText; action: LocalizedText } {
  const one = providers.length === 1;
  return {
    title: {
      en: `New childcare near ${alert.place}`,
      fr: `Nouveau service de garde près de ${alert.place}`,
    },
    body: {
      en: `${list(providers, 'en')} now ${one ? 'takes' : 'take'} bookings within ${alert.distanceKm} km of ${alert.place}.\n\nYou asked us to let you know. You can stop this alert on the Let me know page.`,
      fr: `${list(providers, 'fr')} ${one ? 'accepte' : 'acceptent'} maintenant des réservations à moins de ${alert.distanceKm} km de ${alert.place}.\n\nVous nous avez demandé de vous prévenir. Vous pouvez arrêter cette alerte sur la page Me prévenir.`,
    },
    action: {
      en: one ? 'See the provider' : 'See the providers',
      fr: one ? 'Voir le service de garde' : 'Voir les services de garde',
    },
  };
}
