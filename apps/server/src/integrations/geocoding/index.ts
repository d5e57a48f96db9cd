import type { GeocodePlace } from '@kinderly/shared';
import { CanadianPlaces } from './canadian-places.ts';
import { NominatimGeocoder } from './nominatim.ts';
import { GeocodingError, type ForwardGeocoder, type ReverseGeocoder } from './types.ts';

export interface GeocoderConfig {
  GEOCODER_URL?: string | undefined;
  GEOCODER_TIMEOUT_MS: number;
  PUBLIC_URL: string;
}

/** Places one forward search answers at most. */
export const PLACE_SEARCH_LIMIT = 8;

/** The configured geocoder first; when it fails, the bundled places, so the search box still finds cities. */
class ForwardWithFallback implements ForwardGeocoder {
  constructor(
    private readonly primary: ForwardGeocoder,
    private readonly fallback: ForwardGeocoder,
    private readonly onFallback: (error: GeocodingError) => void,
  ) {}

  async search(query: string): Promise<GeocodePlace[]> {
    try {
      return await this.primary.search(query);
    } catch (error) {
      if (!(error instanceof GeocodingError)) throw error;
      this.onFallback(error);
      return this.fallback.search(query);
    }
  }
}

export interface Geocoders {
  /** Null when GEOCODER_URL is unset: then no request leaves the server and the form asks for the address (ADR 010). */
  reverse: ReverseGeocoder | null;
  /** GEOCODER_URL's `/search` when set (the bundled places when it fails), else the bundled places alone. */
  forward: ForwardGeocoder;
}

export function createGeocoders(
  config: GeocoderConfig,
  onFallback: (error: GeocodingError) => void = () => {},
): Geocoders {
  const offline = new CanadianPlaces(PLACE_SEARCH_LIMIT);
  if (!config.GEOCODER_URL) return { reverse: null, forward: offline };
  const nominatim = new NominatimGeocoder({
    baseUrl: config.GEOCODER_URL,
    timeoutMs: config.GEOCODER_TIMEOUT_MS,
    // Nominatim's usage policy asks for an identifying User-Agent.
    userAgent: `Kinderly (+${config.PUBLIC_URL})`,
    searchLimit: PLACE_SEARCH_LIMIT,
  });
  return { reverse: nominatim, forward: new ForwardWithFallback(nominatim, offline, onFallback) };
}

export { CanadianPlaces, normalisePlaceName } from './canadian-places.ts';
export { joinAddressLine, NominatimGeocoder } from './nominatim.ts';
export { GeocodingError, type ForwardGeocoder, type ReverseGeocoder } from './types.ts';
