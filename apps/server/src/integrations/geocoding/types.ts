import type { GeocodePlace, ReverseGeocodeResult } from '@kinderly/shared';

/** Turns coordinates into an address (the "get location automatically" step). */
export interface ReverseGeocoder {
  reverse(latitude: number, longitude: number): Promise<ReverseGeocodeResult>;
}

/** Turns what a person typed ("Toronto", "montreal") into places in Canada, best match first. */
export interface ForwardGeocoder {
  search(query: string): Promise<GeocodePlace[]>;
}

/** Why a lookup gave no address; routes answer 503 for `unavailable`, 404 for `notFound`. */
export class GeocodingError extends Error {
  constructor(
    readonly reason: 'unavailable' | 'notFound',
    message: string,
  ) {
    super(message);
    this.name = 'GeocodingError';
  }
}
