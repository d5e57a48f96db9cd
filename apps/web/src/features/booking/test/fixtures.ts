import type { BookingCalendar, Child, OrderHistory, ProviderProfile } from '@kinderly/shared';

import { CHILD_ID, OWNER_ID, PARENT_ID, PROVIDER_ID } from '../../../test/orders.ts';

export { CHILD_ID, OWNER_ID, PARENT_ID, PROVIDER_ID };
export const OTHER_CHILD_ID = '7b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e';

// The order fixture is shared with the payments feature's tests.
export { order } from '../../../test/orders.ts';

export const emptyHistory = (): OrderHistory => ({ drafts: [], requested: [], current: [], upcoming: [], past: [] });

export function calendar(days: BookingCalendar['days']): BookingCalendar {
  return {
    timeZone: 'America/Toronto',
    days,
    prices: [{ careTypeId: 21, unit: 'daily', amountCents: 6500 }],
    feePercent: 10,
    withApprovalRequest: true,
    cancellationOption: 'moderate',
  };
}

export function child(overrides: Partial<Child> = {}): Child {
  return {
    id: CHILD_ID,
    firstName: 'Léa',
    lastName: 'Roy',
    prefferedName: '',
    age: 3,
    dateOfBirth: '2023-09-25',
    ageGroupId: 16,
    homeAddressId: null,
    custodyArragementId: null,
    homeAddressSameAsParent: true,
    childAddress: null,
    childLanguages: [],
    enrollmentStepsCompleted: 15,
    currentViewedStep: 14,
    additionalInfo: '',
    additionalEmergencyInfo: '',
    requiresAdditionalSupport: false,
    hasLifeThretheningAllergy: false,
    allergyDetails: '',
    subsidy: false,
    specialNeeds: false,
    sex: 2,
    isEnrolled: true,
    relationship: 'Parent',
    ...overrides,
  };
}

/** The provider's profile as the booking pages read it (name, approval, cancellation option). */
export function providerProfile(overrides: Partial<ProviderProfile> = {}): ProviderProfile {
  return {
    id: PROVIDER_ID,
    userId: OWNER_ID,
    displayName: 'Roncy Little Sprouts',
    ownerName: 'Aisha M.',
    providerType: 11,
    licenceNumber: null,
    area: { neighbourhood: 'Roncesvalles', city: 'Toronto', province: 'ON' },
    latitude: 43.644,
    longitude: -79.449,
    exactLocation: null,
    programStatement: null,
    badges: [],
    insuranceActivate: false,
    familyAmenities: [],
    otherAmenities: null,
    safetyItems: [],
    emergencyPlan: null,
    otherSafety: null,
    hasPets: null,
    anyoneSmokes: null,
    ageGroups: [{ ageGroupId: 16, spaces: 4 }],
    careTypes: [21],
    prices: [{ careTypeId: 21, unit: 'daily', amountCents: 6500 }],
    dailyPriceCents: 6500,
    hoursOfBusiness: [],
    holidays: [],
    startDate: null,
    cancellationOption: 'moderate',
    withApprovalRequest: true,
    policies: [],
    gallery: [],
    photoUrl: null,
    favourite: false,
    isListed: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
