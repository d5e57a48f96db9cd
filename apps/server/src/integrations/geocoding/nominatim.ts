import { CANADIAN_PROVINCES, type GeocodePlace, type ReverseGeocodeResult } from '@kinderly/shared';
import { normalisePlaceName } from './canadian-places.ts';
import { GeocodingError, type ForwardGeocoder, type ReverseGeocoder } from './types.ts';
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

/** One answer of `/search?format=jsonv2&addressdetails=1`. */
interface NominatimPlace {
  lat: string;
  lon: string;
  name?: string;
  display_name: string;
  address?: NominatimAddress;
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
  /** Answers kept, and for how long; the same spot (or the same words) asked twice costs one request. */
  cacheEntries?: number;
  cacheTtlMs?: number;
  /** Places one search answers at most. */
  searchLimit?: number;
}

const cityOf = (address: NominatimAddress) =>
  address.city ?? address.town ?? address.village ?? address.municipality ?? null;

/** Client of a Nominatim-compatible service: `/reverse` and `/search` (Canada only), both `format=jsonv2`. */
export class NominatimGeocoder implements ReverseGeocoder, ForwardGeocoder {
  private readonly cache: TtlCache<ReverseGeocodeResult>;
  private readonly searchCache: TtlCache<GeocodePlace[]>;

  constructor(private readonly options: NominatimOptions) {
    const entries = options.cacheEntries ?? 1000;
    const ttl = options.cacheTtlMs ?? 24 * 60 * 60 * 1000;
    this.cache = new TtlCache(entries, ttl);
    this.searchCache = new TtlCache(entries, ttl);
  }

  /** GET `path` with `params`; a network error, a timeout or a status other than 200 is `unavailable`. */
  private async get<T>(path: string, params: Record<string, string>, what: string): Promise<T> {
    const url = new URL(path, this.options.baseUrl.endsWith('/') ? this.options.baseUrl : `${this.options.baseUrl}/`);
    url.search = new URLSearchParams({ format: 'jsonv2', ...params }).toString();
    try {
      const response = await fetch(url, {
        headers: { 'User-Agent': this.options.userAgent, Accept: 'application/json', 'Accept-Language': 'en-CA,fr-CA' },
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      if (!response.ok) throw new Error(`status ${response.status}`);
      return (await response.json()) as T;
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new GeocodingError(
        'unavailable',
        timedOut
          ? `The ${what} took too long. Type the address instead.`
          : `The ${what} is not available. Type the address instead.`,
      );
    }
  }

  async search(query: string): Promise<GeocodePlace[]> {
    const key = normalisePlaceName(query);
    const cached = this.searchCache.get(key);
    if (cached) return cached;
    const limit = this.options.searchLimit ?? 8;
    const body = await this.get<NominatimPlace[] | { error?: string }>(
      'search',
      { q: query, countrycodes: 'ca', addressdetails: '1', limit: String(limit) },
      'place search',
    );
    const places = (Array.isArray(body) ? body : []).slice(0, limit).flatMap((place): GeocodePlace[] => {
      const latitude = Number(place.lat);
      const longitude = Number(place.lon);
      if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return [];
      const address = place.address ?? {};
      return [
        {
          label: place.display_name,
          city: cityOf(address) ?? place.name ?? null,
          province: provinceCode(address),
          latitude,
          longitude,
        },
      ];
    });
    this.searchCache.set(key, places);
    return places;
  }

  async reverse(latitude: number, longitude: number): Promise<ReverseGeocodeResult> {
    // Five decimals is about a metre: nearer than that is the same address.
    const key = `${latitude.toFixed(5)},${longitude.toFixed(5)}`;
    const cached = this.cache.get(key);
    if (cached) return cached;

    const body = await this.get<{ error?: string; address?: NominatimAddress }>(
      'reverse',
      { lat: String(latitude), lon: String(longitude), addressdetails: '1' },
      'address lookup',
    );
    if (body.error || !body.address)
      throw new GeocodingError('notFound', 'No address was found at this place. Type the address instead.');

    const address = body.address;
    const city = cityOf(address);
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
