import { NominatimGeocoder } from './nominatim.ts';
import type { ReverseGeocoder } from './types.ts';

export interface GeocoderConfig {
  GEOCODER_URL?: string | undefined;
  GEOCODER_TIMEOUT_MS: number;
  PUBLIC_URL: string;
}

/**
 * The configured geocoder, or null when GEOCODER_URL is unset: then no request leaves the server and the form
 * asks the person to type the address (ADR 010).
 */
export function createReverseGeocoder(config: GeocoderConfig): ReverseGeocoder | null {
  if (!config.GEOCODER_URL) return null;
  return new NominatimGeocoder({
    baseUrl: config.GEOCODER_URL,
    timeoutMs: config.GEOCODER_TIMEOUT_MS,
    // Nominatim's usage policy asks for an identifying User-Agent.
    userAgent: `Kinderly (+${config.PUBLIC_URL})`,
  });
}

export { joinAddressLine, NominatimGeocoder } from './nominatim.ts';
export { GeocodingError, type ReverseGeocoder } from './types.ts';
