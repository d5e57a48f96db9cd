import {
  AGE_GROUP_IDS,
  CARE_TYPE_IDS,
  DEFAULT_PROVIDER_TYPE_IDS,
  DISABLED_AGE_GROUP_FILTER_IDS,
  PROVIDER_TYPE_FILTERS,
  SEARCH_DEFAULT_DISTANCE_KM,
  SEARCH_MAX_DISTANCE_KM,
  SEARCH_SORTS,
  type AgeGroupId,
  type CareTypeId,
  type ProviderTypeId,
  type SearchSort,
} from '@kinderly/shared';
import type { QueryParams } from '../../../lib/api-path.ts';

/**
 * The search as the address holds it (`/app/booking?lat=..&lng=..&distanceKm=..`): the same parameter names as
 * getAllProviders, plus `place`, the label of the point when it came from a place search. Defaults are left out
 * of the address, so the landing page's `?place=Toronto` is a whole search.
 */
export type SearchFilters = {
  lat: number | null;
  lng: number | null;
  place: string | null;
  distanceKm: number;
  providerTypes: ProviderTypeId[];
  ageGroups: AgeGroupId[];
  careTypes: CareTypeId[];
  date: string | null;
  /** Daily price, cents. */
  minPrice: number | null;
  maxPrice: number | null;
  q: string | null;
  sort: SearchSort;
  page: number;
};

export const DEFAULT_FILTERS: SearchFilters = {
  lat: null,
  lng: null,
  place: null,
  distanceKm: SEARCH_DEFAULT_DISTANCE_KM,
  providerTypes: [...DEFAULT_PROVIDER_TYPE_IDS],
  ageGroups: [],
  careTypes: [],
  date: null,
  minPrice: null,
  maxPrice: null,
  q: null,
  sort: 'distance',
  page: 1,
};

/** The ids a parent may choose: the disabled filters of SPEC section 9 never reach the address or the API. */
export const SELECTABLE_PROVIDER_TYPES: readonly ProviderTypeId[] = PROVIDER_TYPE_FILTERS.filter(
  (filter) => !filter.disabled,
).map((filter) => filter.id);
export const SELECTABLE_AGE_GROUPS: readonly AgeGroupId[] = AGE_GROUP_IDS.filter(
  (id) => !DISABLED_AGE_GROUP_FILTER_IDS.includes(id),
);

function numberOf(value: string | null, { min, max }: { min: number; max: number }): number | null {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) && number >= min && number <= max ? number : null;
}

function idsOf<T extends number>(value: string | null, allowed: readonly T[]): T[] {
  if (!value) return [];
  const ids = value.split(',').map((part) => Number(part.trim()) as T);
  return allowed.filter((id) => ids.includes(id));
}

const textOf = (value: string | null) => value?.trim() || null;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Reads the address; anything it cannot use (a typo, a disabled filter) falls back to the default. */
export function parseSearchParams(params: URLSearchParams): SearchFilters {
  let lat = numberOf(params.get('lat'), { min: -90, max: 90 });
  let lng = numberOf(params.get('lng'), { min: -180, max: 180 });
  if (lat === null || lng === null) lat = lng = null;
  const sort = params.get('sort');
  const minPrice = numberOf(params.get('minPrice'), { min: 0, max: Number.MAX_SAFE_INTEGER });
  const maxPrice = numberOf(params.get('maxPrice'), { min: 0, max: Number.MAX_SAFE_INTEGER });
  const date = params.get('date');
  return {
    lat,
    lng,
    place: textOf(params.get('place')),
    distanceKm:
      numberOf(params.get('distanceKm'), { min: 1, max: SEARCH_MAX_DISTANCE_KM }) ?? DEFAULT_FILTERS.distanceKm,
    // Present but empty is a choice (no type at all); absent is the default.
    providerTypes: params.has('providerTypes')
      ? idsOf(params.get('providerTypes'), SELECTABLE_PROVIDER_TYPES)
      : [...DEFAULT_FILTERS.providerTypes],
    ageGroups: idsOf(params.get('ageGroups'), SELECTABLE_AGE_GROUPS),
    careTypes: idsOf(params.get('careTypes'), CARE_TYPE_IDS),
    date: date && DATE.test(date) ? date : null,
    minPrice: minPrice === null ? null : Math.round(minPrice),
    maxPrice: maxPrice === null ? null : Math.round(maxPrice),
    q: textOf(params.get('q')),
    sort: SEARCH_SORTS.find((known) => known === sort) ?? DEFAULT_FILTERS.sort,
    page: Math.floor(numberOf(params.get('page'), { min: 1, max: 10_000 }) ?? 1),
  };
}

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** The address of a search: only what differs from the defaults, in a stable order. */
export function toSearchParams(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.lat !== null && filters.lng !== null) {
    params.set('lat', String(filters.lat));
    params.set('lng', String(filters.lng));
  }
  if (filters.place) params.set('place', filters.place);
  if (filters.distanceKm !== DEFAULT_FILTERS.distanceKm) params.set('distanceKm', String(filters.distanceKm));
  if (!sameIds(filters.providerTypes, DEFAULT_FILTERS.providerTypes)) {
    params.set('providerTypes', [...filters.providerTypes].sort().join(','));
  }
  if (filters.ageGroups.length > 0) params.set('ageGroups', [...filters.ageGroups].sort().join(','));
  if (filters.careTypes.length > 0) params.set('careTypes', [...filters.careTypes].sort().join(','));
  if (filters.date) params.set('date', filters.date);
  if (filters.minPrice !== null) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== null) params.set('maxPrice', String(filters.maxPrice));
  if (filters.q) params.set('q', filters.q);
  if (filters.sort !== DEFAULT_FILTERS.sort) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** getAllProviders' query for this search. Without a point the server searches around the saved location. */
export function toApiQuery(filters: SearchFilters, pageSize: number): QueryParams {
  const point = filters.lat !== null && filters.lng !== null;
  return {
    lat: point ? filters.lat : undefined,
    lng: point ? filters.lng : undefined,
    distanceKm: filters.distanceKm,
    providerTypes: filters.providerTypes.join(','),
    ageGroups: filters.ageGroups.length > 0 ? filters.ageGroups.join(',') : undefined,
    careTypes: filters.careTypes.length > 0 ? filters.careTypes.join(',') : undefined,
    date: filters.date ?? undefined,
    minPrice: filters.minPrice ?? undefined,
    maxPrice: filters.maxPrice ?? undefined,
    q: filters.q ?? undefined,
    sort: filters.sort,
    page: filters.page,
    pageSize,
  };
}

/** Filters a parent chose beyond the defaults (the phone's "Filters" button shows how many). */
export function countActiveFilters(filters: SearchFilters): number {
  return [
    !sameIds(filters.providerTypes, DEFAULT_FILTERS.providerTypes),
    filters.ageGroups.length > 0,
    filters.careTypes.length > 0,
    filters.date !== null,
    filters.minPrice !== null || filters.maxPrice !== null,
    filters.distanceKm !== DEFAULT_FILTERS.distanceKm,
    filters.q !== null,
  ].filter(Boolean).length;
}

/** The filters back to their defaults, keeping where and how the parent searches. */
export function clearFilters(filters: SearchFilters): SearchFilters {
  return { ...DEFAULT_FILTERS, lat: filters.lat, lng: filters.lng, place: filters.place, sort: filters.sort };
}

/** The distances the filter offers (km), within 1-100. */
export const DISTANCE_CHOICES = [1, 2, 5, 10, 25, 50, 100] as const;

/** The next distance up, for the empty state's "search further"; null at the widest. */
export function widerDistance(distanceKm: number): number | null {
  return DISTANCE_CHOICES.find((choice) => choice > distanceKm) ?? null;
}
