import { describe, expect, it } from 'vitest';
import { AGE_GROUP_IDS } from '../child-enrolment/age-groups.ts';
import {
  CARE_TYPE_IDS,
  HoursOfBusinessSchema,
  PROVIDER_ENROLMENT_STEP_SLUGS,
  PROVIDER_TYPE_IDS,
  PricesSchema,
  ProgramStatementSchema,
  refundPercentFor,
  SaveBadgesFormSchema,
  SaveChildcareLocationRequestSchema,
} from './index.ts';

describe('constants', () => {
  it('keeps the spec ids and the 16 steps in order', () => {
    expect(PROVIDER_TYPE_IDS).toEqual([11, 12, 13]);
    expect(AGE_GROUP_IDS).toEqual([14, 15, 16, 17, 18, 19]);
    expect(CARE_TYPE_IDS).toEqual([21, 22, 23, 24, 25, 26, 27, 28]);
    expect(PROVIDER_ENROLMENT_STEP_SLUGS).toHaveLength(16);
    expect(PROVIDER_ENROLMENT_STEP_SLUGS[0]).toBe('stripe-connected-account-link');
    expect(PROVIDER_ENROLMENT_STEP_SLUGS[15]).toBe('settings-notifications');
  });
});

describe('refundPercentFor (ADR 009)', () => {
  it.each([
    ['flexible', 24, 100],
    ['flexible', 23.9, 0],
    ['moderate', 168, 100],
    ['moderate', 100, 50],
    ['moderate', 47, 0],
    ['strict', 400, 50],
    ['strict', 200, 0],
  ] as const)('%s with %d hours of notice refunds %d %%', (option, hours, percent) => {
    expect(refundPercentFor(option, hours)).toBe(percent);
  });
});

describe('step schemas', () => {
  it('stores postal codes as A1A 1A1 and refuses US zip codes', () => {
    const base = { street: '1 Rue Principale', city: 'Gatineau', province: 'QC', latitude: 45.4, longitude: -75.7 };
    expect(SaveChildcareLocationRequestSchema.parse({ ...base, postalCode: 'j8x2k3' }).postalCode).toBe('J8X 2K3');
    expect(SaveChildcareLocationRequestSchema.safeParse({ ...base, postalCode: '90210' }).success).toBe(false);
  });

  it('needs a licence number for a licenced provider only', () => {
    const base = { businessName: 'Home', programStatement: 'A warm program full of play and stories.' };
    expect(ProgramStatementSchema.safeParse({ ...base, providerType: 11 }).success).toBe(false);
    expect(ProgramStatementSchema.safeParse({ ...base, providerType: 12 }).success).toBe(true);
    expect(ProgramStatementSchema.safeParse({ ...base, providerType: 14 }).success).toBe(false);
  });

  it('wants open days with hours that close after they open, each weekday once', () => {
    const day = (weekday: number, openTime: string | null, closeTime: string | null, isOpen = true) => ({
      weekday,
      isOpen,
      openTime,
      closeTime,
    });
    expect(HoursOfBusinessSchema.safeParse({ hoursOfBusiness: [day(1, '07:00', '24:00')] }).success).toBe(true);
    expect(HoursOfBusinessSchema.safeParse({ hoursOfBusiness: [day(1, '07:00', '07:00')] }).success).toBe(false);
    expect(HoursOfBusinessSchema.safeParse({ hoursOfBusiness: [day(1, '07:00', null)] }).success).toBe(false);
    expect(HoursOfBusinessSchema.safeParse({ hoursOfBusiness: [day(1, null, null, false)] }).success).toBe(false);
    expect(
      HoursOfBusinessSchema.safeParse({ hoursOfBusiness: [day(1, '07:00', '17:00'), day(1, '08:00', '17:00')] })
        .success,
    ).toBe(false);
  });

  it('takes prices in whole cents, one per care type', () => {
    expect(PricesSchema.parse({ prices: [{ careTypeId: 21, unit: 'daily', amountCents: 5500 }] }).currency).toBe('CAD');
    expect(PricesSchema.safeParse({ prices: [{ careTypeId: 21, unit: 'daily', amountCents: 55.5 }] }).success).toBe(
      false,
    );
    const twice = { careTypeId: 21, unit: 'daily', amountCents: 5500 };
    expect(PricesSchema.safeParse({ prices: [twice, { ...twice, unit: 'hourly' }] }).success).toBe(false);
  });

  it('reads form-data booleans as text and leaves out what was not sent', () => {
    const parsed = SaveBadgesFormSchema.parse({ ece: 'true', cpr: 'false', facebook: '' });
    expect(parsed).toMatchObject({ ece: true, cpr: false, facebook: '' });
    expect(parsed.firstAid).toBeUndefined();
    expect(SaveBadgesFormSchema.safeParse({ ece: 'yes please' }).success).toBe(false);
  });
});
