import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createParent } from '@kinderly/db';
import { startFakeNominatim, type FakeNominatim } from './fake-nominatim.ts';
import { joinAddressLine } from '../src/integrations/geocoding/index.ts';
import { bearer, loginAs } from './account-helpers.ts';
import { useTestApp } from './helpers.ts';

let fake: FakeNominatim;
beforeAll(async () => {
  fake = await startFakeNominatim();
  process.env.TEST_GEOCODER_URL = fake.url;
});
afterAll(() => fake.close());

// The app reads GEOCODER_URL at build time; the fake's port is known only once it listens, so the env is a getter.
const ctx = useTestApp({
  env: {
    get GEOCODER_URL() {
      return process.env.TEST_GEOCODER_URL;
    },
    GEOCODER_TIMEOUT_MS: '300',
  },
});
const unconfigured = useTestApp();

const reverse = async (app: typeof ctx.app, query: string) => {
  const headers = bearer(await loginAs(app, await createParent(app.db)));
  return app.inject({ method: 'GET', url: `/api/addresses/actions/reverse?${query}`, headers });
};

describe('GET /api/addresses/actions/reverse', () => {
  it('asks the geocoder once per place and joins house number, road, city and country', async () => {
    const before = fake.requests.length;
    const res = await reverse(ctx.app, 'lat=45.5017&lon=-73.5673');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      address: '221 Rue Saint-Paul Ouest, Montréal, Canada',
      city: 'Montréal',
      province: 'QC',
      postalCode: 'H2Y 1Z9',
      latitude: 45.5017,
    });
    const sent = fake.requests.at(-1)!;
    expect(Object.fromEntries(sent.searchParams)).toMatchObject({ format: 'jsonv2', lat: '45.5017', lon: '-73.5673' });
    await reverse(ctx.app, 'lat=45.5017&lon=-73.5673');
    expect(fake.requests.length - before).toBe(1);
  });

  it('answers 503 with a message when the geocoder fails or is too slow, and 404 when it finds nothing', async () => {
    fake.status = 500;
    const failed = await reverse(ctx.app, 'lat=43.1&lon=-79.1');
    expect(failed.statusCode).toBe(503);
    expect(failed.json().message).toMatch(/Type the address/);
    fake.status = 200;
    fake.delayMs = 1000;
    const slow = await reverse(ctx.app, 'lat=43.2&lon=-79.2');
    expect(slow.statusCode).toBe(503);
    expect(slow.json().message).toMatch(/too long/);
    fake.delayMs = 0;
    fake.answer = { error: 'Unable to geocode' };
    expect((await reverse(ctx.app, 'lat=0&lon=0')).statusCode).toBe(404);
  });

  it('refuses bad coordinates with a field map', async () => {
    const res = await reverse(ctx.app, 'lat=91&lon=abc');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['Lat', 'Lon']);
  });

  it('answers 503 "not configured" when no GEOCODER_URL is set', async () => {
    const res = await reverse(unconfigured.app, 'lat=45.5&lon=-73.5');
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toMatch(/^Address lookup is not configured/);
  });
});

describe('joinAddressLine', () => {
  it('leaves out missing parts', () => {
    expect(joinAddressLine({ road: 'Rue Principale', city: 'Gatineau', country: 'Canada' })).toBe(
      'Rue Principale, Gatineau, Canada',
    );
    expect(joinAddressLine({ houseNumber: '12', city: null, country: 'Canada' })).toBe('12, Canada');
  });
});
