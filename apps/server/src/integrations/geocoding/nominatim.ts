import { CANADIAN_PROVINCES, type ReverseGeocodeResult } from '@kinderly/shared';
import { GeocodingError, type ReverseGeocoder } from './types.ts';
import { TtlCache } from './ttl-cache.ts';

interface NominatimAddress {
  house_number?: string;
  road?: string;
  city?: string;
  town?: string;
  village?: string;
  municipality?: string;
  state?: string;
  'ISO3166-2-lvl4'?: string;
  postcode?: string;
  country?: string;
}

/** Address from coordinates (SPEC section 3): "house_number road, city, country", missing parts left out. */
export function joinAddressLine(parts: {
  houseNumber?: string | null;
  road?: string | null;
  city?: string | null;
  country?: string | null;
}): string {
  const street = [parts.houseNumber, parts.road].filter(Boolean).join(' ');
  return [street, parts.city, parts.country].filter(Boolean).join(', ');
}

function provinceCode(address: NominatimAddress): string | null {
  // Nominatim gives "CA-QC" in ISO3166-2-lvl4 for Canadian addresses.
  const code = address['ISO3166-2-lvl4']?.replace(/^CA-/, '');
  return code && (CANADIAN_PROVINCES as readonly string[]).includes(code) ? code : null;
}

export interface NominatimOptions {
  baseUrl: string;
  timeoutMs: number;
  userAgent: string;
  /** Answers kept, and for how long; the same spot asked twice costs one request. */
  cacheEntries?: number;
  cacheTtlMs?: number;
}

/** Client of a Nominatim-compatible `/reverse?format=jsonv2` service. */
export class NominatimGeocoder implements ReverseGeocoder {
  private readonly cache: TtlCache<ReverseGeocodeResult>;

  constructor(private readonly options: NominatimOptions) {
    this.cache = new TtlCache(options.cacheEntries ?? 1000, options.cacheTtlMs ?? 24 * 60 * 60 * 1000);
  }

  async reverse(latitude: number, longitude: number): Promise<ReverseGeocodeResult> {
    // Five decimals is about a metre: nearer than that is the same address.
    const key = `${latitude.toFixed(5)},${longitude.toFixed(5)}`;
    const cached = this.cache.get(key);
    if (cached) return cached;

    const url = new URL(
      'reverse',
      this.options.baseUrl.endsWith('/') ? this.options.baseUrl : `${this.options.baseUrl}/`,
    );
    url.search = new URLSearchParams({
      format: 'jsonv2',
      lat: String(latitude),
      lon: String(longitude),
      addressdetails: '1',
    }).toString();
    let body: { error?: string; address?: NominatimAddress };
    try {
      const response = await fetch(url, {
        headers: { 'User-Agent': this.options.userAgent, Accept: 'application/json', 'Accept-Language': 'en-CA,fr-CA' },
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      if (!response.ok) throw new Error(`status ${response.status}`);
      body = (await response.json()) as typeof body;
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new GeocodingError(
        'unavailable',
        timedOut
          ? 'The address lookup took too long. Type the address instead.'
          : 'The address lookup is not available. Type the address instead.',
      );
    }
    if (body.error || !body.address)
      throw new GeocodingError('notFound', 'No address was found at this place. Type the address instead.');

    const address = body.address;
    const city = address.city ?? address.town ?? address.village ?? address.municipality ?? null;
    const result: ReverseGeocodeResult = {
      address: joinAddressLine({
        houseNumber: address.house_number,
        road: address.road,
        city,
        country: address.country,
      }),
      houseNumber: address.house_number ?? null,
      road: address.road ?? null,
      city,
      province: provinceCode(address),
      postalCode: address.postcode ?? null,
      country: address.country ?? null,
      latitude,
      longitude,
    };
    this.cache.set(key, result);
    return result;
  }
}
