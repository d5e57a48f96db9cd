import { describe, expect, it } from 'vitest';
import {
  clearFilters,
  countActiveFilters,
  DEFAULT_FILTERS,
  parseSearchParams,
  toApiQuery,
  toSearchParams,
  widerDistance,
  type SearchFilters,
} from './search-params.ts';

const parse = (query: string) => parseSearchParams(new URLSearchParams(query));

describe('the search in the address', () => {
  it('reads an empty address as the default search', () => {
    expect(parse('')).toEqual(DEFAULT_FILTERS);
    expect(DEFAULT_FILTERS.providerTypes).toEqual([11, 12]);
    expect(DEFAULT_FILTERS.distanceKm).toBe(10);
  });

  it('reads every filter under the API parameter names', () => {
    const filters = parse(
      'lat=43.6532&lng=-79.3832&place=Toronto%2C+Ontario&distanceKm=25&providerTypes=11&ageGroups=15,14' +
        '&careTypes=28,21&date=2026-12-01&minPrice=2000&maxPrice=6550&q=montessori&sort=price&page=3',
    );
    expect(filters).toEqual<SearchFilters>({
      lat: 43.6532,
      lng: -79.3832,
      place: 'Toronto, Ontario',
      distanceKm: 25,
      providerTypes: [11],
      ageGroups: [14, 15],
      careTypes: [21, 28],
      date: '2026-12-01',
      minPrice: 2000,
      maxPrice: 6550,
      q: 'montessori',
      sort: 'price',
      page: 3,
    });
  });

  it('writes back the same address it reads, leaving the defaults out', () => {
    const query =
      'lat=43.6532&lng=-79.3832&place=Toronto&distanceKm=25&providerTypes=11&ageGroups=14%2C15&careTypes=21%2C28' +
      '&date=2026-12-01&minPrice=2000&maxPrice=6550&q=montessori&sort=price&page=3';
    expect(toSearchParams(parse(query)).toString()).toBe(query);
    expect(toSearchParams(DEFAULT_FILTERS).toString()).toBe('');
    expect(toSearchParams({ ...DEFAULT_FILTERS, providerTypes: [12, 11] }).toString()).toBe('');
  });

  it('keeps "no provider type" apart from the default types', () => {
    expect(parse('providerTypes=').providerTypes).toEqual([]);
    expect(toSearchParams({ ...DEFAULT_FILTERS, providerTypes: [] }).toString()).toBe('providerTypes=');
  });

  it('drops what it cannot use: disabled filters, half a point, numbers out of range, unknown sorts', () => {
    const filters = parse(
      'lat=43.6&providerTypes=11,13&ageGroups=14,16,19,99&careTypes=20,22&distanceKm=500&sort=rating' +
        '&date=tomorrow&minPrice=-5&page=0',
    );
    expect(filters.lat).toBeNull();
    expect(filters.lng).toBeNull();
    // Drop-in (13) and Preschool to Jr. School (16-19) are shown but cannot be chosen (SPEC section 9).
    expect(filters.providerTypes).toEqual([11]);
    expect(filters.ageGroups).toEqual([14]);
    expect(filters.careTypes).toEqual([22]);
    expect(filters.distanceKm).toBe(10);
    expect(filters.sort).toBe('distance');
    expect(filters.date).toBeNull();
    expect(filters.minPrice).toBeNull();
    expect(filters.page).toBe(1);
    expect(parse('lat=91&lng=0').lat).toBeNull();
  });

  it('asks the API with the point only when it has both coordinates', () => {
    const withPoint = toApiQuery(parse('lat=45.5&lng=-73.56&ageGroups=14&page=2'), 20);
    expect(withPoint).toMatchObject({
      lat: 45.5,
      lng: -73.56,
      distanceKm: 10,
      providerTypes: '11,12',
      ageGroups: '14',
      sort: 'distance',
      page: 2,
      pageSize: 20,
    });
    const saved = toApiQuery(parse('place=Toronto'), 20);
    expect(saved.lat).toBeUndefined();
    expect(saved.lng).toBeUndefined();
    expect(saved.careTypes).toBeUndefined();
    expect(saved).not.toHaveProperty('place');
  });

  it('counts the filters chosen, and clears them without losing the place or the sort', () => {
    const filters = parse('lat=1&lng=2&place=Ottawa&ageGroups=14&minPrice=100&distanceKm=25&sort=newest&page=4');
    expect(countActiveFilters(filters)).toBe(3);
    expect(countActiveFilters(DEFAULT_FILTERS)).toBe(0);
    expect(clearFilters(filters)).toEqual({ ...DEFAULT_FILTERS, lat: 1, lng: 2, place: 'Ottawa', sort: 'newest' });
  });

  it('offers the next distance up until the widest', () => {
    expect(widerDistance(10)).toBe(25);
    expect(widerDistance(7)).toBe(10);
    expect(widerDistance(100)).toBeNull();
  });
});
