import {
  API_PATHS,
  type EnrollmentSteps,
  type Gallery,
  type ProviderFile,
  type ProviderProfile,
} from '@kinderly/shared';
import { buildPath } from '../../../lib/api-path.ts';

export const PROVIDER_ID = '6c1d2a7e-3b5f-4c8d-9e0a-1b2c3d4e5f60';
export const PROVIDER_USER_ID = '0a9b8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d';
export const PICTURE_ID = '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a';

/** A listed provider as a parent receives it: every section filled, the area only. */
export function parentProfile(overrides: Partial<ProviderProfile> = {}): ProviderProfile {
  return {
    id: PROVIDER_ID,
    userId: PROVIDER_USER_ID,
    displayName: 'Roncy Little Sprouts',
    ownerName: 'Aisha M.',
    providerType: 11,
    licenceNumber: 'ON-HCCA-40210',
    area: { neighbourhood: 'Roncesvalles', city: 'Toronto', province: 'ON' },
    latitude: 43.644,
    longitude: -79.449,
    exactLocation: null,
    programStatement: 'Play-based days with songs, stories and outdoor play twice a day.',
    badges: ['firstAid', 'ece'],
    insuranceActivate: true,
    familyAmenities: ['fencedOutdoorPlayArea', 'nutFree'],
    otherAmenities: 'A vegetable garden the children tend.',
    safetyItems: ['smokeAlarms', 'firstAidKit'],
    emergencyPlan: 'We meet at the park gate and call every parent.',
    otherSafety: null,
    hasPets: true,
    anyoneSmokes: false,
    ageGroups: [
      { ageGroupId: 15, spaces: 0 },
      { ageGroupId: 14, spaces: 2 },
    ],
    careTypes: [21, 22],
    prices: [
      { careTypeId: 22, unit: 'hourly', amountCents: 1250 },
      { careTypeId: 21, unit: 'daily', amountCents: 6500 },
    ],
    dailyPriceCents: 6500,
    hoursOfBusiness: [
      { weekday: 1, isOpen: true, openTime: '07:30', closeTime: '17:30' },
      { weekday: 2, isOpen: true, openTime: '07:30', closeTime: '17:30' },
      { weekday: 3, isOpen: false, openTime: null, closeTime: null },
      { weekday: 4, isOpen: true, openTime: '07:30', closeTime: '17:30' },
      { weekday: 5, isOpen: true, openTime: '08:00', closeTime: '16:00' },
    ],
    holidays: [
      { date: '2027-01-01', name: "New Year's Day" },
      { date: '2026-12-25', name: 'Christmas Day' },
    ],
    startDate: '2026-09-01',
    cancellationOption: 'moderate',
    withApprovalRequest: true,
    policies: [{ id: 2, name: 'Late pick-up', text: 'Ten dollars for each quarter hour.', checked: true }],
    gallery: [],
    photoUrl: null,
    favourite: false,
    isListed: true,
    createdAt: '2026-03-01T12:00:00.000Z',
    ...overrides,
  };
}

/** The same provider as its owner receives it: the exact address and coordinates too. */
export function ownerProfile(overrides: Partial<ProviderProfile> = {}): ProviderProfile {
  return parentProfile({
    latitude: 43.64521,
    longitude: -79.44863,
    exactLocation: {
      street: '45 Fermanagh Avenue',
      unit: null,
      city: 'Toronto',
      province: 'ON',
      postalCode: 'M6R 1M1',
      latitude: 43.64521,
      longitude: -79.44863,
    },
    ...overrides,
  });
}

export function storedFile(id: string, fileName: string): ProviderFile {
  return { id, fileName, contentType: 'image/png', size: 2048, url: buildPath(API_PATHS.files.file, { id }) };
}

export function gallery(slots: Partial<Record<1 | 2 | 3 | 4, ProviderFile>> = {}): Gallery {
  return {
    userId: PROVIDER_USER_ID,
    fileBackground_1: slots[1] ?? null,
    fileBackground_2: slots[2] ?? null,
    fileBackground_3: slots[3] ?? null,
    fileBackground_4: slots[4] ?? null,
  };
}

export function steps(overrides: Partial<EnrollmentSteps> = {}): EnrollmentSteps {
  return {
    enrollmentStep: 7,
    completedSteps: [
      'property-and-guests',
      'program-statement',
      'badges',
      'family-amenities',
      'home-safety',
      'get-location-automation',
      'location',
    ],
    nextStep: 'stripe-connected-account-link',
    totalSteps: 16,
    isComplete: false,
    missingForListing: ['stripe-connected-account-link', 'how-parents-can-book', 'prices'],
    isListed: false,
    ...overrides,
  };
}

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A file with these first bytes (PNG by default) and this size. */
export function pictureFile(name: string, { head = PNG_HEAD, size = 64 }: { head?: number[]; size?: number } = {}) {
  const content = new Uint8Array(size);
  content.set(head);
  return new File([content], name, { type: 'image/png' });
}
