import type { DaycareOrder } from '@kinderly/shared';

export const PROVIDER_ID = '3f2b8c1e-4d5a-4e6f-9a7b-1c2d3e4f5a6b';
export const CHILD_ID = '6a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
export const PARENT_ID = '8c3d4e5f-6a7b-4c8d-8e9f-1a2b3c4d5e6f';
export const OWNER_ID = '9d4e5f6a-7b8c-4d9e-9f0a-2b3c4d5e6f7a';

let orderSeq = 0;
const orderId = () => `0e${String(++orderSeq).padStart(6, '0')}-1111-4111-8111-111111111111`;

/** A draft day of Léa at Roncy Little Sprouts, priced 65.00 + 10% fee. */
export function order(overrides: Partial<DaycareOrder> = {}): DaycareOrder {
  const date = overrides.bookedDays?.[0]?.date ?? '2026-12-02';
  return {
    orderId: orderId(),
    status: 'draft',
    isBooked: false,
    childId: CHILD_ID,
    childFirstName: 'Léa',
    childLastName: 'Roy',
    childcareProviderId: PROVIDER_ID,
    providerId: OWNER_ID,
    providerName: 'Roncy Little Sprouts',
    parentUserId: PARENT_ID,
    parentName: 'Marie Roy',
    address: { street: null, unit: null, city: 'Toronto', province: 'ON', postalCode: null },
    bookedDays: [{ date, startTime: '08:00', endTime: '16:00', priceCents: 6500 }],
    timeZone: 'America/Toronto',
    startsAt: `${date}T13:00:00.000Z`,
    endsAt: `${date}T21:00:00.000Z`,
    careTypeId: 21,
    priceUnit: 'daily',
    unitPriceCents: 6500,
    // The contract types the age group as its first literal (a cast in the schema); 16 is Preschool.
    ageGroupId: 16 as number as DaycareOrder['ageGroupId'],
    subtotalCents: 6500,
    feePercent: 10,
    feeCents: 650,
    totalCents: 7150,
    currency: 'CAD',
    cancellationOption: 'moderate',
    cancellationTiers: [
      { minNoticeHours: 168, refundPercent: 100 },
      { minNoticeHours: 48, refundPercent: 50 },
    ],
    recurrenceId: null,
    requestedAt: null,
    answerBy: null,
    approvedAt: null,
    refusedAt: null,
    cancelledAt: null,
    cancelledBy: null,
    refundCents: null,
    checkInAt: null,
    pickUpAt: null,
    noShowAt: null,
    paymentState: 'none',
    chargedCents: 0,
    hidden: false,
    createdAt: '2026-11-25T12:00:00.000Z',
    ...overrides,
  };
}
