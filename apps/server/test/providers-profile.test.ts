import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { providers } from '@kinderly/db';
import { PUBLIC_COORDINATE_GRID_DEGREES } from '@kinderly/shared';
import { useTestApp } from './helpers.ts';
import { PNG, multipart } from './provider-enrolment-helpers.ts';
import {
  HOME,
  daysFromToday,
  profileWorld,
  PRIVATE_TEXT,
  type Headers,
  type ProfileWorld,
} from './providers-profile-helpers.ts';

const ctx = useTestApp();
let world: ProfileWorld;

beforeAll(async () => {
  world = await profileWorld(ctx.app, ctx.db.db);
  // Pictures in slots 3 and 1, uploaded by the owner.
  const upload = multipart({}, [
    { name: 'fileBackground_3.png', data: PNG },
    { name: 'fileBackground_1.png', data: PNG },
  ]);
  const saved = await ctx.app.inject({
    method: 'POST',
    url: '/api/booking/saveProviderBackgroundGallery',
    payload: upload.payload,
    headers: { ...world.owner, ...upload.headers },
  });
  if (saved.statusCode !== 200) throw new Error(saved.body);
});

const profile = (id: string, headers: Headers = {}) =>
  ctx.app.inject({ method: 'GET', url: `/api/providers/${id}`, headers });
const patch = (id: string, headers: Headers, updatedFields: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/providers/${id}`, headers, payload: { updatedFields } });

describe('GET /api/providers/{childcareProviderId}', () => {
  it("shows a parent a listed provider's profile: area, rounded point, verified badges, ticked policies, a year of holidays", async () => {
    const res = await profile(world.listed.id, world.parent);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      id: world.listed.id,
      userId: world.listed.userId,
      displayName: 'Little Maples Home Daycare',
      ownerName: 'Amina O.',
      providerType: 11,
      area: { neighbourhood: null, city: 'Toronto', province: 'ON' },
      latitude: 43.68,
      longitude: -79.422,
      exactLocation: null,
      badges: ['firstAid', 'cprInfant'],
      favourite: true,
      isListed: true,
      dailyPriceCents: 5500,
      careTypes: [21, 26],
      ageGroups: [
        { ageGroupId: 15, spaces: 2 },
        { ageGroupId: 16, spaces: 3 },
      ],
      cancellationOption: 'moderate',
      withApprovalRequest: true,
      hasPets: false,
      anyoneSmokes: false,
    });
    // On the public grid (about 300 m), not the home's own point.
    for (const value of [data.latitude, data.longitude]) {
      const cells = value / PUBLIC_COORDINATE_GRID_DEGREES;
      expect(Math.abs(cells - Math.round(cells))).toBeLessThan(1e-6);
    }
    expect(data.hoursOfBusiness.map((day: { weekday: number }) => day.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(data.hoursOfBusiness[0]).toEqual({ weekday: 1, isOpen: true, openTime: '07:00', closeTime: '18:00' });
    expect(data.hoursOfBusiness[6]).toEqual({ weekday: 7, isOpen: false, openTime: null, closeTime: null });
    expect(data.holidays).toEqual([
      { date: daysFromToday(0), name: 'Today off' },
      { date: daysFromToday(200), name: 'Later off' },
    ]);
    expect(data.policies.map((policy: { id: number }) => policy.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 9, 10]);
    expect(data.policies.every((policy: { checked: boolean }) => policy.checked)).toBe(true);
    expect(data.gallery).toHaveLength(2);
    expect(data.gallery[0]).toMatch(/^\/api\/file\/[0-9a-f-]{36}$/);
    expect(data.photoUrl).toBe(data.gallery[0]);
    // The gallery keeps slot order: slot 1 first although it was sent second.
    const gallery = await ctx.app.inject({
      method: 'GET',
      url: `/api/booking/getProviderBackgroundGallery?userId=${world.listed.userId}`,
      headers: world.parent,
    });
    expect(data.gallery).toEqual([gallery.json().data.fileBackground_1.url, gallery.json().data.fileBackground_3.url]);
  });

  it('never puts the street, the postal code or the exact point in what a parent or another provider gets', async () => {
    for (const headers of [world.parent, world.otherProvider]) {
      const res = await profile(world.listed.id, headers);
      expect(res.statusCode).toBe(200);
      for (const text of PRIVATE_TEXT) expect(res.body, text).not.toContain(text);
    }
  });

  it('gives the owner and the SuperAdmin the exact location', async () => {
    for (const headers of [world.owner, world.admin]) {
      const data = (await profile(world.listed.id, headers)).json().data;
      expect(data.latitude).toBe(HOME.latitude);
      expect(data.longitude).toBe(HOME.longitude);
      expect(data.exactLocation).toEqual({
        street: HOME.street,
        unit: HOME.unit,
        city: 'Toronto',
        province: 'ON',
        postalCode: HOME.postalCode,
        latitude: HOME.latitude,
        longitude: HOME.longitude,
      });
      expect(data.favourite).toBe(false);
    }
  });

  it('answers 404 for an unlisted provider except to its owner and the SuperAdmin', async () => {
    for (const headers of [world.parent, world.otherProvider, world.owner]) {
      expect((await profile(world.unlisted.id, headers)).statusCode).toBe(404);
    }
    for (const headers of [world.unlistedOwner, world.admin]) {
      const res = await profile(world.unlisted.id, headers);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({
        isListed: false,
        displayName: 'Not Ready Yet Daycare',
        exactLocation: { street: HOME.street },
        hoursOfBusiness: expect.arrayContaining([{ weekday: 3, isOpen: false, openTime: null, closeTime: null }]),
        badges: [],
        policies: [],
        gallery: [],
        photoUrl: null,
      });
    }
    expect((await profile('3f1c1a52-0000-4000-8000-000000000000', world.admin)).statusCode).toBe(404);
  });

  it('refuses a malformed id with a field map and a call without a token with 401', async () => {
    const bad = await profile('not-a-uuid', world.parent);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['ChildcareProviderId']);
    expect((await profile(world.listed.id)).statusCode).toBe(401);
  });
});

describe('PATCH /api/providers/{childcareProviderId}', () => {
  it('lets the owner change their own fields and answers the updated profile', async () => {
    const res = await patch(world.listed.id, world.owner, {
      businessName: '  Little Maples Forest School ',
      otherAmenities: 'A reading nook',
      emergencyPlan: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      displayName: 'Little Maples Forest School',
      otherAmenities: 'A reading nook',
      emergencyPlan: null,
      exactLocation: { street: HOME.street },
    });
    const [row] = await ctx.db.db.select().from(providers).where(eq(providers.id, world.listed.id));
    expect(row).toMatchObject({
      businessName: 'Little Maples Forest School',
      otherAmenities: 'A reading nook',
      emergencyPlan: null,
      isListed: true,
    });
    // Fields left out keep their value; a parent reads the change.
    const seen = (await profile(world.listed.id, world.parent)).json().data;
    expect(seen.displayName).toBe('Little Maples Forest School');
    expect(seen.programStatement).toMatch(/^A play-based program/);
  });

  it('lets the SuperAdmin edit any provider, listed or not', async () => {
    const res = await patch(world.unlisted.id, world.admin, { otherSafety: 'Gates on every stair' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: world.unlisted.id, otherSafety: 'Gates on every stair' });
  });

  it('answers 404 to anyone else, and changes nothing', async () => {
    for (const headers of [world.otherProvider, world.parent, world.unlistedOwner]) {
      const res = await patch(world.listed.id, headers, { businessName: 'Taken over' });
      expect(res.statusCode).toBe(404);
    }
    const [row] = await ctx.db.db.select().from(providers).where(eq(providers.id, world.listed.id));
    expect(row!.businessName).not.toBe('Taken over');
    expect((await patch(world.listed.id, {}, { businessName: 'Anonymous' })).statusCode).toBe(401);
  });

  it('refuses unknown fields and bad values with a field map', async () => {
    const unknown = await patch(world.listed.id, world.owner, { businessName: 'Fine name', street: '1 Other Road' });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().errors)).toEqual(['UpdatedFields']);
    expect(unknown.json().errors.UpdatedFields.join(' ')).toMatch(/street/);

    const bad = await patch(world.listed.id, world.owner, { businessName: ' ', programStatement: 'Too short' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      'UpdatedFields.BusinessName': ['This field is required.'],
      'UpdatedFields.ProgramStatement': ['Describe your program in at least 20 characters.'],
    });

    const noBody = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/providers/${world.listed.id}`,
      headers: world.owner,
      payload: {},
    });
    expect(noBody.statusCode).toBe(400);
    expect(Object.keys(noBody.json().errors)).toEqual(['UpdatedFields']);
    const [row] = await ctx.db.db.select().from(providers).where(eq(providers.id, world.listed.id));
    expect(row!.street).toBe(HOME.street);
  });
});

describe('GET /api/providers/types', () => {
  it('lists the three provider types of section 9 with their filter defaults', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/providers/types', headers: world.parent });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { id: 11, name: 'Licenced', key: 'licenced', defaultOn: true, disabled: false },
      { id: 12, name: 'Unlicenced', key: 'unlicenced', defaultOn: true, disabled: false },
      { id: 13, name: 'Drop-in', key: 'dropIn', defaultOn: false, disabled: true },
    ]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/providers/types' })).statusCode).toBe(401);
  });
});
