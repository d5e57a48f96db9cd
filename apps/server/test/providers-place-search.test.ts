import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createParent } from '@kinderly/db';
import { bearer, loginAs } from './account-helpers.ts';
import { startFakeNominatim, TORONTO_SEARCH_ANSWER, type FakeNominatim } from './fake-nominatim.ts';
import { useTestApp } from './helpers.ts';

let fake: FakeNominatim;
beforeAll(async () => {
  fake = await startFakeNominatim();
  process.env.TEST_PLACE_SEARCH_URL = fake.url;
});
afterAll(() => fake.close());

// The app reads GEOCODER_URL at build time; the fake's port is known only once it listens, so the env is a getter.
const configured = useTestApp({
  env: {
    get GEOCODER_URL() {
      return process.env.TEST_PLACE_SEARCH_URL;
    },
    GEOCODER_TIMEOUT_MS: '300',
  },
});
const offline = useTestApp();

const search = async (app: typeof offline.app, q: string | null) => {
  const headers = bearer(await loginAs(app, await createParent(app.db)));
  const query = q === null ? '' : `?${new URLSearchParams({ q })}`;
  return app.inject({ method: 'GET', url: `/api/addresses/actions/search${query}`, headers });
};
const labels = (res: { json(): { data: { label: string }[] } }) => res.json().data.map((place) => place.label);

describe('GET /api/addresses/actions/search with GEOCODER_URL (Nominatim)', () => {
  it('asks /search for Canada only and answers its places, the province as a code', async () => {
    const before = fake.requests.length;
    const res = await search(configured.app, 'Toronto');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      {
        label: 'Toronto, Golden Horseshoe, Ontario, Canada',
        city: 'Toronto',
        province: 'ON',
        latitude: 43.6534817,
        longitude: -79.3839347,
      },
      {
        label: 'Etobicoke, Toronto, Golden Horseshoe, Ontario, Canada',
        city: 'Toronto',
        province: 'ON',
        latitude: 43.6205,
        longitude: -79.5132,
      },
    ]);
    const sent = fake.requests.at(-1)!;
    expect(sent.pathname).toBe('/search');
    expect(Object.fromEntries(sent.searchParams)).toMatchObject({
      format: 'jsonv2',
      countrycodes: 'ca',
      q: 'Toronto',
      limit: '8',
    });
    // The same words, however typed, are answered from the cache.
    await search(configured.app, '  toronto ');
    expect(fake.requests.length - before).toBe(1);
  });

  it('answers an empty list when the geocoder finds nothing', async () => {
    fake.searchAnswer = [];
    const res = await search(configured.app, 'Nowhere at all');
    fake.searchAnswer = TORONTO_SEARCH_ANSWER;
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([]);
  });

  it('falls back to the bundled places when the geocoder fails or is too slow', async () => {
    fake.status = 500;
    const failed = await search(configured.app, 'Montreal');
    fake.status = 200;
    expect(failed.statusCode, failed.body).toBe(200);
    expect(labels(failed)[0]).toBe('Montréal, Quebec');

    fake.delayMs = 1000;
    const slow = await search(configured.app, 'Ottawa');
    fake.delayMs = 0;
    expect(slow.statusCode).toBe(200);
    expect(slow.json().data[0]).toMatchObject({ label: 'Ottawa, Ontario', province: 'ON' });
  });
});

describe('GET /api/addresses/actions/search offline (the bundled GeoNames places)', () => {
  it('folds accents and case: "montreal" finds Montréal first', async () => {
    const res = await search(offline.app, 'montreal');
    expect(res.statusCode, res.body).toBe(200);
    const [first] = res.json().data;
    expect(first).toMatchObject({ label: 'Montréal, Quebec', city: 'Montréal', province: 'QC' });
    expect(first.latitude).toBeCloseTo(45.5, 1);
    expect(first.longitude).toBeCloseTo(-73.6, 1);
    expect(labels(res)).toEqual(expect.arrayContaining(['Montréal-Est, Quebec', 'Montréal-Ouest, Quebec']));
  });

  it('ranks by population, answers at most 8, and narrows to a province named after the place', async () => {
    const toronto = await search(offline.app, 'Toronto');
    expect(toronto.json().data[0]).toMatchObject({ label: 'Toronto, Ontario', province: 'ON' });
    expect(toronto.json().data[0].latitude).toBeCloseTo(43.7, 1);

    const saint = await search(offline.app, 'Saint');
    expect(saint.json().data).toHaveLength(8);
    expect(labels(saint).every((label) => label.startsWith('Saint'))).toBe(true);

    const van = await search(offline.app, 'van');
    expect(labels(van)[0]).toBe('Vancouver, British Columbia');

    for (const q of ['London, ON', 'london ontario']) {
      const london = await search(offline.app, q);
      expect(labels(london), q).toEqual(['London, Ontario']);
    }
    expect(labels(await search(offline.app, "st. john's"))[0]).toBe("St. John's, Newfoundland and Labrador");
    expect((await search(offline.app, 'Springfield, Illinois')).json().data).toEqual([]);
  });

  it('refuses a query that is missing or too short with a field map', async () => {
    for (const q of [null, 'a']) {
      const res = await search(offline.app, q);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(['Q']);
    }
  });

  it('needs a bearer token', async () => {
    const res = await offline.app.inject({ method: 'GET', url: '/api/addresses/actions/search?q=Toronto' });
    expect(res.statusCode).toBe(401);
  });
});
