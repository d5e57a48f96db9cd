import type { Child } from '@kinderly/shared';
import { json, type StubAnswer } from '../../../test/fetch-stub.ts';
import { fakeUser } from '../../../test/fake-session.ts';

export const CHILD_ID = '11111111-1111-4111-8111-111111111111';
export const TICKET_ID = '22222222-2222-4222-8222-222222222222';

/** An enrolled child with an address of its own. */
export function child(overrides: Partial<Child> = {}): Child {
  return {
    id: CHILD_ID,
    firstName: 'Léa',
    lastName: 'Roy',
    prefferedName: '',
    age: 3,
    dateOfBirth: '2023-09-25',
    ageGroupId: 16,
    homeAddressId: '33333333-3333-4333-8333-333333333333',
    custodyArragementId: null,
    homeAddressSameAsParent: false,
    childAddress: {
      street: '12 Rue Principale',
      city: 'Gatineau',
      province: 'QC',
      country: 'Canada',
      postalCode: 'J8X 3X7',
    },
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

const tile = (id: number, code: string, name: string, icon: string | null = null) => ({
  id,
  code,
  name,
  description: null,
  icon,
});

const payment = (
  id: number,
  code: string,
  name: string,
  displayType: string,
  value: number | null,
  maxValue: number | null,
) => ({
  ...tile(id, code, name),
  paymentType: 'Daily',
  displayType,
  value,
  maxValue,
  customMessage: null,
});

/** The calls every waitlist page makes, answered as the server does (lists trimmed). */
export function waitlistApi(overrides: Record<string, StubAnswer> = {}): Record<string, StubAnswer> {
  return {
    'GET /api/account/getUser': json(200, fakeUser()),
    'GET /api/enrollment/getChildren': json(200, [child()]),
    'GET /api/waitlist/provider-types': json(200, {
      items: [
        { ...tile(11, 'licenced', 'Licenced', 'verified'), defaultOn: true, disabled: false, selected: false },
        { ...tile(12, 'unlicenced', 'Unlicenced', 'home'), defaultOn: true, disabled: false, selected: false },
        { ...tile(13, 'dropIn', 'Drop-in', 'schedule'), defaultOn: false, disabled: true, selected: false },
      ],
    }),
    'GET /api/waitlist/childcare-types': json(200, {
      items: [tile(21, 'weekdays', 'Weekdays 6am-6pm'), tile(22, 'evening', 'Evening 6pm-12am')],
    }),
    'GET /api/waitlist/school-plans': json(200, {
      items: [tile(1, 'play_based', 'Play-based'), tile(2, 'montessori', 'Montessori')],
    }),
    // Deliberately out of order: the page sorts them (value, then max value).
    'GET /api/waitlist/payment-options': json(200, {
      items: [
        payment(2, 'daily_40_60', '$40 to $60 a day', 'Range', 4000, 6000),
        payment(1, 'daily_under_40', 'Under $40 a day', 'LessThan', 4000, null),
      ],
    }),
    ...overrides,
  };
}
