import type { GeocodePlace, ProviderSearchItem, ProviderSearchResult } from '@kinderly/shared';

export const SUNNY_ID = '6a1f7c2e-3b4d-4e5f-8a9b-1c2d3e4f5a61';
export const MAPLE_ID = '7b2e8d3f-4c5e-4f60-9bac-2d3e4f5a6b72';

export const provider = (overrides: Partial<ProviderSearchItem> = {}): ProviderSearchItem => ({
  id: SUNNY_ID,
  userId: '11111111-2222-4333-8444-555555555555',
  displayName: 'Sunny Days Home Daycare',
  providerType: 11,
  area: { neighbourhood: 'The Annex', city: 'Toronto', province: 'ON' },
  distanceKm: 2.5,
  latitude: 43.67,
  longitude: -79.4,
  dailyPriceCents: 4500,
  ageGroups: [14, 15],
  careTypes: [21],
  badges: ['firstAid', 'cpr'],
  photoUrl: null,
  favourite: false,
  createdAt: '2026-03-01T12:00:00.000Z',
  ...overrides,
});

export const maple = provider({
  id: MAPLE_ID,
  displayName: 'Maple Tree Childcare',
  providerType: 12,
  area: { neighbourhood: null, city: 'Toronto', province: 'ON' },
  distanceKm: 4.1,
  dailyPriceCents: 5250,
  ageGroups: [15],
  badges: [],
});

export const TORONTO = { latitude: 43.6532, longitude: -79.3832 };

export const result = (
  items: ProviderSearchItem[],
  overrides: Partial<ProviderSearchResult> = {},
): ProviderSearchResult => ({
  items,
  total: items.length,
  totalIsLowerBound: false,
  page: 1,
  pageSize: 20,
  center: TORONTO,
  ...overrides,
});

export const place = (label: string, latitude: number, longitude: number): GeocodePlace => ({
  label,
  city: label.split(',')[0] ?? null,
  province: 'ON',
  latitude,
  longitude,
});

export const CONFIG = {
  environment: 'test',
  version: '1',
  sentryDsn: null,
  stripePublishableKey: null,
  mapTilesUrl: '',
};
export const NO_LOCATION = { latitude: null, longitude: null, address: null };
export const SAVED_LOCATION = { latitude: 43.66, longitude: -79.39, address: '12 Bloor St W, Toronto, Canada' };
