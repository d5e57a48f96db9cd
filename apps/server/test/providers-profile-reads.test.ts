import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.ts';
import {
  daysFromToday,
  oneYearFromToday,
  profileWorld,
  PRIVATE_TEXT,
  type Headers,
  type ProfileWorld,
} from './providers-profile-helpers.ts';

const ctx = useTestApp();
let world: ProfileWorld;
beforeAll(async () => {
  world = await profileWorld(ctx.app, ctx.db.db);
});

const get = (path: string, headers: Headers = {}) => ctx.app.inject({ method: 'GET', url: `/api/${path}`, headers });

/** The section 7 reads by providerId, and the two of enrolment's profile routes read the same way. */
const READS = [
  'getFamilyAmenitiesById',
  'getPoliciesAndProceduresById',
  'getHoursOfBusinessById',
  'getUserProfileById',
  'getAvailabilitySettingsByProviderId',
  'getHouseholdInfoById',
  'getHolidaysForRestNextYear',
  'getBadgesIsActivated',
];
const readUrl = (read: string, provider: { id: string; userId: string }) =>
  read === 'getProviderBackgroundGallery'
    ? `booking/${read}?userId=${provider.userId}`
    : `booking/${read}?providerId=${provider.id}`;

describe('profile reads of section 7 "Booking"', () => {
  it("give a parent a listed provider's amenities, ticked policies, hours and owner", async () => {
    const amenities = await get(readUrl('getFamilyAmenitiesById', world.listed), world.parent);
    expect(amenities.statusCode, amenities.body).toBe(200);
    expect(amenities.json().data).toEqual({
      amenities: ['fencedOutdoorPlayArea', 'indoorPlayroom', 'snacksIncluded', 'nutFree', 'englishSpoken'],
      otherAmenities: '',
    });

    const policies = (await get(readUrl('getPoliciesAndProceduresById', world.listed), world.parent)).json().data;
    expect(policies.policies.map((policy: { id: number }) => policy.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 9, 10]);
    expect(policies.policies.every((policy: { checked: boolean }) => policy.checked)).toBe(true);
    expect(policies.files).toEqual([]);

    const hours = (await get(readUrl('getHoursOfBusinessById', world.listed), world.parent)).json().data;
    expect(hours.hoursOfBusiness.map((day: { weekday: number; isOpen: boolean }) => [day.weekday, day.isOpen])).toEqual(
      [
        [1, true],
        [2, true],
        [3, true],
        [4, true],
        [5, true],
        [6, false],
        [7, false],
      ],
    );

    const owner = (await get(readUrl('getUserProfileById', world.listed), world.parent)).json().data;
    expect(owner).toMatchObject({
      providerId: world.listed.id,
      userId: world.listed.userId,
      ownerName: 'Amina O.',
      photoUrl: null,
    });
    expect(Date.parse(owner.memberSince)).toBeGreaterThan(Date.now() - 60 * 60 * 1000);
  });

  it('give availability with the holidays of the coming year only', async () => {
    const res = await get(readUrl('getAvailabilitySettingsByProviderId', world.listed), world.parent);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      startDate: '2026-09-01',
      availableSpaces: [
        { ageGroupId: 15, spaces: 2 },
        { ageGroupId: 16, spaces: 3 },
      ],
      holidays: [
        { date: daysFromToday(0), name: 'Today off' },
        { date: daysFromToday(200), name: 'Later off' },
      ],
    });
  });

  it('tell a parent about the household without saying who lives there', async () => {
    const res = await get(readUrl('getHouseholdInfoById', world.listed), world.parent);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      propertyType: 'house',
      householdMembersCount: 1,
      householdMemberAges: [41],
      hasPets: false,
      petsDescription: '',
      anyoneSmokes: false,
      visitorsFrequency: 'rarely',
    });
    expect(res.body).not.toMatch(/spouse|relationship|Grandparents|smokingDetails|visitorsDescription/);
  });

  it('getHolidaysForRestNextYear: from today (or the date given) to a year later, that day excluded', async () => {
    const fromToday = await get(readUrl('getHolidaysForRestNextYear', world.listed), world.parent);
    expect(fromToday.statusCode, fromToday.body).toBe(200);
    expect(fromToday.json().data).toEqual([
      { date: daysFromToday(0), name: 'Today off' },
      { date: daysFromToday(200), name: 'Later off' },
    ]);
    const later = await get(
      `${readUrl('getHolidaysForRestNextYear', world.listed)}&date=${daysFromToday(100)}`,
      world.parent,
    );
    expect(later.json().data).toEqual([
      { date: daysFromToday(200), name: 'Later off' },
      { date: oneYearFromToday(), name: 'A year from now' },
    ]);
    const bad = await get(`${readUrl('getHolidaysForRestNextYear', world.listed)}&date=2026-02-30`, world.parent);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['Date']);
  });

  it('never show a parent the street, the postal code or the exact point', async () => {
    for (const read of [...READS, 'getProviderBackgroundGallery']) {
      const res = await get(readUrl(read, world.listed), world.parent);
      expect(res.statusCode, read).toBe(200);
      for (const text of PRIVATE_TEXT) expect(res.body, `${read}: ${text}`).not.toContain(text);
    }
  });

  it('answer 404 for an unlisted provider except to its owner and the SuperAdmin, the same for every read', async () => {
    for (const read of [...READS, 'getProviderBackgroundGallery']) {
      for (const headers of [world.parent, world.otherProvider, world.owner]) {
        expect((await get(readUrl(read, world.unlisted), headers)).statusCode, read).toBe(404);
      }
      for (const headers of [world.unlistedOwner, world.admin]) {
        expect((await get(readUrl(read, world.unlisted), headers)).statusCode, read).toBe(200);
      }
    }
  });

  it('answer null data for a step the provider never saved, and the step for one they did', async () => {
    const never = await get(readUrl('getFamilyAmenitiesById', world.unlisted), world.unlistedOwner);
    expect(never.json()).toEqual({ data: null });
    for (const read of [
      'getHoursOfBusinessById',
      'getAvailabilitySettingsByProviderId',
      'getPoliciesAndProceduresById',
    ])
      expect((await get(readUrl(read, world.unlisted), world.admin)).json(), read).toEqual({ data: null });
    const saved = await get(readUrl('getHouseholdInfoById', world.unlisted), world.admin);
    expect(saved.json().data).toMatchObject({ propertyType: 'apartment', householdMembersCount: 0 });
  });

  it('refuse a missing or malformed providerId with a field map, and a call without a token with 401', async () => {
    for (const read of READS) {
      const missing = await get(`booking/${read}`, world.parent);
      expect(missing.statusCode, read).toBe(400);
      expect(Object.keys(missing.json().errors), read).toEqual(['ProviderId']);
      expect((await get(`booking/${read}?providerId=42`, world.parent)).statusCode, read).toBe(400);
      expect((await get(readUrl(read, world.listed))).statusCode, read).toBe(401);
    }
    expect(
      (await get('booking/getHoursOfBusinessById?providerId=3f1c1a52-0000-4000-8000-000000000000', world.admin))
        .statusCode,
    ).toBe(404);
  });

  it('are documented in /docs/json with their query and answer', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json();
    for (const read of READS) {
      const operation = doc.paths[`/api/booking/${read}`].get;
      expect(
        operation.parameters.map((p: { name: string }) => p.name),
        read,
      ).toContain('providerId');
      expect(operation.responses['200'].content['application/json'].schema.properties, read).toHaveProperty('data');
    }
    const profile = doc.paths['/api/providers/{childcareProviderId}'];
    expect(profile.get.responses['200'].content['application/json'].schema.properties.data.properties).toHaveProperty(
      'exactLocation',
    );
    expect(profile.patch.requestBody.content['application/json'].schema.properties).toHaveProperty('updatedFields');
    expect(doc.paths['/api/addresses/actions/search'].get.parameters.map((p: { name: string }) => p.name)).toEqual([
      'q',
    ]);
  });
});
