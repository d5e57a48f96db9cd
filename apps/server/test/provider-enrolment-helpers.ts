import type { FastifyInstance } from 'fastify';
import { createHomeProvider, createParent, createSuperAdmin, type Database } from '@kinderly/db';
import { bearer, loginAs } from './account-helpers.ts';

/** Shared pieces of the provider-enrolment API tests: sign-ins, a good body per step, multipart bodies. */

export type Headers = Record<string, string>;

export async function signIn(app: FastifyInstance, db: Database) {
  const providerUser = await createHomeProvider(db);
  const otherUser = await createHomeProvider(db);
  const parentUser = await createParent(db);
  const adminUser = await createSuperAdmin(db);
  return {
    providerUser,
    provider: bearer(await loginAs(app, providerUser)),
    other: bearer(await loginAs(app, otherUser)),
    parent: bearer(await loginAs(app, parentUser)),
    admin: bearer(await loginAs(app, adminUser)),
  };
}

export async function providerIdOf(app: FastifyInstance, headers: Headers): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/childcareProvider/getProviderForCurrentUser', headers });
  return res.json<{ data: { id: string } }>().data.id;
}

/** One good body and one bad body (with the field key the 400 must name) per JSON step. */
export const JSON_STEPS = [
  {
    name: 'HouseholdInfo',
    slug: 'property-and-guests',
    good: {
      propertyType: 'house',
      householdMembers: [{ relationship: 'spouse', age: 38 }],
      hasPets: true,
      petsDescription: 'One calm old cat.',
      anyoneSmokes: false,
      smokingDetails: '',
      visitorsFrequency: 'never',
      visitorsDescription: '',
    },
    bad: {
      propertyType: 'house',
      householdMembers: [{ relationship: 'son', age: 200 }],
      hasPets: true,
      anyoneSmokes: true,
      visitorsFrequency: 'never',
    },
    badKeys: ['HouseholdMembers[0].Age', 'PetsDescription', 'SmokingDetails'],
  },
  {
    name: 'ProgramStatement',
    slug: 'program-statement',
    good: {
      providerType: 11,
      businessName: 'Sunny Days Home Daycare',
      licenceNumber: 'ON-123',
      programStatement: 'Play-based learning with plenty of outdoor time and stories.',
    },
    bad: { providerType: 11, businessName: 'X', programStatement: 'Too short' },
    badKeys: ['ProgramStatement', 'LicenceNumber'],
  },
  {
    name: 'FamilyAmenities',
    slug: 'family-amenities',
    good: { amenities: ['fencedOutdoorPlayArea', 'nutFree'], otherAmenities: 'Sandbox' },
    bad: { amenities: ['jacuzzi'] },
    badKeys: ['Amenities[0]'],
  },
  {
    name: 'HomeSafety',
    slug: 'home-safety',
    good: { safetyItems: ['smokeAlarms', 'firstAidKit'], emergencyPlan: 'Meet at the front gate.', otherSafety: '' },
    bad: { safetyItems: ['smokeAlarms', 'smokeAlarms'] },
    badKeys: ['SafetyItems'],
  },
  {
    name: 'ChildcareLocation',
    slug: 'location',
    good: {
      street: '88 Queen Street East',
      unit: '',
      city: 'Toronto',
      province: 'ON',
      postalCode: 'm5c1s6',
      latitude: 43.6532,
      longitude: -79.3774,
    },
    bad: { street: '', city: 'Toronto', province: 'ZZ', postalCode: '12345', latitude: 123, longitude: -79 },
    badKeys: ['Street', 'Province', 'PostalCode', 'Latitude'],
  },
  {
    name: 'AvailabilitySettings',
    slug: 'availability-settings',
    good: {
      startDate: '2026-09-01',
      availableSpaces: [{ ageGroupId: 15, spaces: 2 }],
      holidays: [{ date: '2026-12-25', name: 'Christmas Day' }],
    },
    bad: { startDate: '2026-02-30', availableSpaces: [{ ageGroupId: 20, spaces: 40 }], holidays: [] },
    badKeys: ['StartDate', 'AvailableSpaces[0].AgeGroupId', 'AvailableSpaces[0].Spaces'],
  },
  {
    name: 'AcceptedAgeGroups',
    slug: 'children-requirements',
    good: { ageGroupIds: [14, 15] },
    bad: { ageGroupIds: [] },
    badKeys: ['AgeGroupIds'],
  },
  {
    name: 'HoursOfBusiness',
    slug: 'hours-of-business',
    good: {
      hoursOfBusiness: [
        { weekday: 1, isOpen: true, openTime: '07:30', closeTime: '17:30' },
        { weekday: 6, isOpen: false, openTime: null, closeTime: null },
      ],
    },
    bad: { hoursOfBusiness: [{ weekday: 1, isOpen: true, openTime: '18:00', closeTime: '08:00' }] },
    badKeys: ['HoursOfBusiness[0].CloseTime'],
  },
  {
    name: 'Prices',
    slug: 'prices',
    good: {
      prices: [
        { careTypeId: 21, unit: 'daily', amountCents: 5200 },
        { careTypeId: 22, unit: 'hourly', amountCents: 1800 },
      ],
    },
    bad: { prices: [{ careTypeId: 29, unit: 'weekly', amountCents: 12.5 }] },
    badKeys: ['Prices[0].CareTypeId', 'Prices[0].Unit', 'Prices[0].AmountCents'],
  },
  {
    name: 'CancellationOptions',
    slug: 'cancellation-policy',
    good: { cancellationOption: 'strict' },
    bad: { cancellationOption: 'lenient' },
    badKeys: ['CancellationOption'],
  },
  {
    name: 'PoliciesAndProcedures',
    slug: 'policies-and-procedures',
    good: {
      policies: [
        { id: 1, text: 'Children with a fever stay home for 24 hours.', checked: true },
        { id: 8, text: '', checked: false },
      ],
    },
    bad: {
      policies: [
        { id: 99, text: 'x', checked: true },
        { id: 2, text: '', checked: true },
      ],
    },
    badKeys: ['Policies[0].Id', 'Policies[1].Text'],
  },
  {
    name: 'Notifications',
    slug: 'settings-notifications',
    good: {
      emailOnBookingRequest: true,
      emailOnBookingCancelled: true,
      emailOnNewMessage: false,
      emailOnWaitlistRequest: true,
      emailOnPayment: true,
      pushNotifications: false,
      smsNotifications: false,
    },
    bad: { emailOnBookingRequest: 'yes' },
    badKeys: ['EmailOnBookingRequest', 'PushNotifications'],
  },
  {
    name: 'Holidays',
    slug: null,
    good: { holidays: [{ date: '2026-07-01', name: 'Canada Day' }] },
    bad: { holidays: [{ date: '2026-07-01', name: '' }] },
    badKeys: ['Holidays[0].Name'],
  },
  {
    name: 'AvailableSpaces',
    slug: null,
    good: { availableSpaces: [{ ageGroupId: 16, spaces: 3 }] },
    bad: { availableSpaces: [{ ageGroupId: 16, spaces: -1 }] },
    badKeys: ['AvailableSpaces[0].Spaces'],
  },
] as const;

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGN48fodAAWAAsIXbOaCAAAAAElFTkSuQmCC',
  'base64',
);
export const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);
/** A script with a PDF name: what "disguised by extension" means. */
export const FAKE_PDF = Buffer.from('#!/bin/sh\necho hello\n');

/** A multipart/form-data body as a browser sends it. */
export function multipart(
  fields: Record<string, string>,
  files: { name: string; data: Buffer; type?: string; field?: string }[] = [],
): { payload: Buffer; headers: Headers } {
  const boundary = `----kinderly${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'files'}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
