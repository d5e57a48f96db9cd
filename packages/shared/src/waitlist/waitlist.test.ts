import { describe, expect, it } from 'vitest';
import {
  canConfirmWaitlist,
  formatRequestedStartDateLong,
  isWaitlistDataComplete,
  missingWaitlistFields,
  paymentOptionText,
  parseRequestedStartDate,
  retryWaitlistRequest,
  scheduleByDay,
  sortPaymentOptions,
  toRequestedStartDate,
  waitlistRetryDelayMs,
  waitlistSelectionsSchema,
  waitlistUpdateProblems,
  WAITLIST_MISSING_MESSAGES,
  WAITLIST_STEPS,
  type WaitlistSelections,
} from './index.ts';

const full: WaitlistSelections = {
  Distance: 10,
  RequestedStartDate: '05-01-2027',
  ProviderTypes: [11],
  ChildcareTypes: [21],
  SchoolPlans: [1],
  PaymentOptions: [2],
  ScheduleAvailability: [{ day: 1, timeOfDay: 'morning' }],
};

describe('waitlist selections (SPEC section 3)', () => {
  it('has six steps, the confirmation last', () => {
    expect(WAITLIST_STEPS).toHaveLength(6);
    expect(WAITLIST_STEPS.at(-1)).toBe('confirmation');
  });

  it('counts as complete when provider types, childcare types, school plans and payment options all exist', () => {
    expect(isWaitlistDataComplete(full)).toBe(true);
    expect(isWaitlistDataComplete({ ProviderTypes: [], ChildcareTypes: [], SchoolPlans: [], PaymentOptions: [] })).toBe(
      true,
    );
    for (const field of ['ProviderTypes', 'ChildcareTypes', 'SchoolPlans', 'PaymentOptions'] as const) {
      expect(isWaitlistDataComplete({ ...full, [field]: undefined }), field).toBe(false);
    }
    expect(isWaitlistDataComplete({ ...full, Distance: undefined, ScheduleAvailability: undefined })).toBe(true);
    expect(isWaitlistDataComplete(null)).toBe(false);
  });

  it('lets Confirm through only with a selection in each of the five lists', () => {
    expect(canConfirmWaitlist(full)).toBe(true);
    for (const field of ['ProviderTypes', 'ChildcareTypes', 'SchoolPlans', 'PaymentOptions', 'ScheduleAvailability']) {
      expect(canConfirmWaitlist({ ...full, [field]: [] }), field).toBe(false);
      expect(canConfirmWaitlist({ ...full, [field]: undefined }), field).toBe(false);
    }
  });

  it("gives section 5's message for each missing part, word for word, in the screen's order", () => {
    expect(missingWaitlistFields(full)).toEqual([]);
    expect(missingWaitlistFields({}).map((field) => WAITLIST_MISSING_MESSAGES[field])).toEqual([
      'Please go back and specify the distance',
      'Please go back and specify the requested start date',
      'Please go back and specify preferred provider types',
      'Please go back and specify preferred childcare types',
      'Please go back and specify preferred curriculum',
      'Please go back and specify preferred days and time',
      'Please go back and specify daily payment options',
    ]);
    expect(missingWaitlistFields({ ...full, SchoolPlans: [] })).toEqual(['SchoolPlans']);
  });

  it('refuses to update a ticket without both ids, with the two messages', () => {
    expect(waitlistUpdateProblems('c1', 't1')).toEqual([]);
    expect(waitlistUpdateProblems(undefined, 't1')).toEqual([
      'Child ID is missing. Waitlist ticket cannot be updated.',
    ]);
    expect(waitlistUpdateProblems('c1', '')).toEqual([
      'Waitlist ticket ID is missing. Waitlist ticket cannot be updated.',
    ]);
    expect(waitlistUpdateProblems(null, null)).toHaveLength(2);
  });

  it('reads and writes the requested start date as day-month-year text, refusing days that do not exist', () => {
    expect(parseRequestedStartDate('05-01-2027')).toBe('2027-01-05');
    expect(parseRequestedStartDate('29-02-2028')).toBe('2028-02-29');
    expect(parseRequestedStartDate('29-02-2027')).toBeNull();
    expect(parseRequestedStartDate('2027-01-05')).toBeNull();
    expect(toRequestedStartDate('2027-01-05')).toBe('05-01-2027');
    expect(waitlistSelectionsSchema.safeParse({ RequestedStartDate: '31-04-2027' }).success).toBe(false);
    expect(waitlistSelectionsSchema.parse(full)).toEqual(full);
  });

  it('shows the requested start date in the long US format', () => {
    expect(formatRequestedStartDateLong('05-01-2027')).toBe('Tuesday, January 5, 2027');
    expect(formatRequestedStartDateLong('04-01-2027')).toBe('Monday, January 4, 2027');
    expect(formatRequestedStartDateLong('nonsense')).toBeNull();
  });

  it('groups preferred days and times per day, Monday first, with short day names', () => {
    expect(
      scheduleByDay([
        { day: 3, timeOfDay: 'evening' },
        { day: 1, timeOfDay: 'afternoon' },
        { day: 3, timeOfDay: 'morning' },
        { day: 1, timeOfDay: 'morning' },
        { day: 1, timeOfDay: 'morning' },
      ]),
    ).toEqual([
      { day: 1, short: 'Mon', timesOfDay: ['morning', 'afternoon'] },
      { day: 3, short: 'Wed', timesOfDay: ['morning', 'evening'] },
    ]);
    expect(scheduleByDay(undefined)).toEqual([]);
  });
});

describe('waitlist payment options (SPEC section 2)', () => {
  const option = { value: 4000, maxValue: 6000, customMessage: null };
  it('shows Range, LessThan, GreaterThan and CustomMessage as the spec writes them', () => {
    expect(paymentOptionText({ ...option, displayType: 'Range' })).toBe('$40-$60');
    expect(paymentOptionText({ ...option, displayType: 'LessThan' })).toBe('< $40');
    expect(paymentOptionText({ ...option, displayType: 'GreaterThan' })).toBe('> $40');
    expect(paymentOptionText({ ...option, value: 4250, displayType: 'GreaterThan' })).toBe('> $42.50');
    expect(paymentOptionText({ ...option, displayType: 'CustomMessage', customMessage: 'Subsidy accepted' })).toBe(
      'Subsidy accepted',
    );
    expect(paymentOptionText({ ...option, maxValue: null, displayType: 'Range' })).toBeNull();
  });

  it('sorts by value, then by max value (a bound alone counts as its own max), options without amounts last', () => {
    const sorted = sortPaymentOptions([
      { id: 1, value: 6000, maxValue: null },
      { id: 2, value: 4000, maxValue: 8000 },
      { id: 3, value: null, maxValue: null },
      { id: 4, value: 4000, maxValue: 6000 },
      { id: 5, value: 2000, maxValue: 9000 },
      { id: 6, value: 4000, maxValue: null },
    ]);
    expect(sorted.map(({ id }) => id)).toEqual([5, 6, 4, 2, 1, 3]);
  });
});

describe('waitlist request retries (SPEC sections 7 and 9)', () => {
  it('asks again 3 times, 1 second apart, for failures asking again can mend', () => {
    expect([0, 1, 2, 3].map((failures) => retryWaitlistRequest(failures, 503))).toEqual([true, true, true, false]);
    expect([0, 1, 2, 3].map((failures) => retryWaitlistRequest(failures, null))).toEqual([true, true, true, false]);
    expect(retryWaitlistRequest(0, 429)).toBe(true);
    expect(waitlistRetryDelayMs()).toBe(1000);
  });

  it('does not ask again when the server refused the request itself', () => {
    for (const status of [400, 401, 403, 404, 409, 422])
      expect(retryWaitlistRequest(0, status), String(status)).toBe(false);
  });
});
