import { describe, expect, it } from 'vitest';
import { ProviderSearchResultSchema, type ProviderSearchResult } from '@kinderly/shared';
import { compileFastSerializer } from './fast-serializer.ts';

const item: ProviderSearchResult['items'][number] = {
  id: '73b4749a-4474-4231-8d3d-d9bb8f5f4bfc',
  userId: 'c5110383-5bf1-46ac-85b3-21f55c5b4ea7',
  displayName: 'Les "Petits" Loups \u2028 \\ garderie',
  providerType: 12,
  area: { neighbourhood: null, city: 'Toronto', province: 'ON' },
  distanceKm: 1.1,
  latitude: 43.653,
  longitude: -79.383,
  dailyPriceCents: null,
  ageGroups: [14, 15],
  careTypes: [21],
  badges: ['ece', 'cpr'],
  photoUrl: '/api/file/73b4749a-4474-4231-8d3d-d9bb8f5f4bfc',
  favourite: true,
  createdAt: '2026-11-25T20:00:00.000Z',
};

describe('compileFastSerializer', () => {
  const serialize = compileFastSerializer(ProviderSearchResultSchema);

  it('writes what zod and JSON.stringify write, nulls, escapes and key order included', () => {
    const answers: ProviderSearchResult[] = [
      {
        items: [item, { ...item, dailyPriceCents: 5250, photoUrl: null, favourite: false, badges: [] }],
        total: 2,
        totalIsLowerBound: false,
        page: 1,
        pageSize: 20,
        center: { latitude: 43.6532, longitude: -79.3832 },
      },
      {
        items: [],
        total: 100,
        totalIsLowerBound: true,
        page: 9,
        pageSize: 50,
        center: { latitude: -1.5, longitude: 0 },
      },
    ];
    for (const answer of answers) {
      expect(serialize(answer)).toBe(JSON.stringify(ProviderSearchResultSchema.encode(answer)));
    }
  });

  it('leaves out a property the schema does not name', () => {
    const answer = {
      items: [],
      total: 0,
      totalIsLowerBound: false,
      page: 1,
      pageSize: 20,
      center: { latitude: 0, longitude: 0 },
    };
    expect(JSON.parse(serialize({ ...answer, secret: 'x' }))).toEqual(answer);
  });
});
