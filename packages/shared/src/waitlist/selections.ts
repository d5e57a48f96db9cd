import { z } from 'zod';
import { type WAITLIST_WIZARD_STEPS } from '../constants.ts';

// The family's answers in the waitlist wizard (SPEC section 3, "Waitlist selections"): kept in the browser under one
// key, compressed and base64-encoded (section 9), sent to the server on confirm.

/** The wizard's steps under `/waitlist/{childId}`, in order; the sixth is the confirmation (SPEC section 2). */
export const WAITLIST_STEPS = [
  'provider-type',
  'childcare-type',
  'school-plan-list',
  'big-calendar',
  'daily-payment',
  'confirmation',
] as const satisfies readonly string[] & { length: typeof WAITLIST_WIZARD_STEPS };
export type WaitlistStep = (typeof WAITLIST_STEPS)[number];

/** Days of the week calendar, ISO numbering (Monday 1 to Sunday 7), with the short names the confirmation shows. */
export const WAITLIST_DAYS = [
  { day: 1, short: 'Mon' },
  { day: 2, short: 'Tue' },
  { day: 3, short: 'Wed' },
  { day: 4, short: 'Thu' },
  { day: 5, short: 'Fri' },
  { day: 6, short: 'Sat' },
  { day: 7, short: 'Sun' },
] as const;
export type WaitlistDay = (typeof WAITLIST_DAYS)[number]['day'];

/** Times of day a family can prefer on the week calendar (ADR 023), in the order of the day. */
export const TIMES_OF_DAY = ['morning', 'afternoon', 'evening', 'overnight'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];
/** The hours each time of day covers on the calendar, local time: [start, end). */
export const TIME_OF_DAY_HOURS: Record<TimeOfDay, readonly [number, number]> = {
  morning: [6, 12],
  afternoon: [12, 18],
  evening: [18, 24],
  overnight: [0, 6],
};

/** Farthest a family can ask providers to be. */
export const WAITLIST_MAX_DISTANCE_KM = 100;
/** The distance the provider-type step starts with. */
export const WAITLIST_DEFAULT_DISTANCE_KM = 10;

/** `RequestedStartDate`: day-month-year text (SPEC section 3), e.g. `05-01-2027` for 5 January 2027. */
export const REQUESTED_START_DATE = /^(\d{2})-(\d{2})-(\d{4})$/;

const idList = z.array(z.number().int().positive()).max(50);

export const scheduleAvailabilitySchema = z.object({
  day: z.union(WAITLIST_DAYS.map(({ day }) => z.literal(day))),
  timeOfDay: z.enum(TIMES_OF_DAY),
});
export type ScheduleAvailability = z.infer<typeof scheduleAvailabilitySchema>;

/**
 * What the wizard keeps (SPEC section 3's names). Every field is optional: a family fills them step by step, and
 * a stored copy from an unfinished wizard is still read.
 */
export const waitlistSelectionsSchema = z.object({
  Distance: z.number().positive().max(WAITLIST_MAX_DISTANCE_KM).optional(),
  RequestedStartDate: z
    .string()
    .refine((text) => parseRequestedStartDate(text) !== null, 'Enter the date as day-month-year (DD-MM-YYYY).')
    .optional(),
  ProviderTypes: idList.optional(),
  ChildcareTypes: idList.optional(),
  SchoolPlans: idList.optional(),
  PaymentOptions: idList.optional(),
  ScheduleAvailability: z.array(scheduleAvailabilitySchema).max(28).optional(),
});
export type WaitlistSelections = z.infer<typeof waitlistSelectionsSchema>;

/** SPEC section 3: the data counts as complete when ProviderTypes, ChildcareTypes, SchoolPlans and PaymentOptions all exist. */
export function isWaitlistDataComplete(selections: WaitlistSelections | null | undefined): boolean {
  return Boolean(
    selections?.ProviderTypes && selections.ChildcareTypes && selections.SchoolPlans && selections.PaymentOptions,
  );
}

/** SPEC section 2: Confirm needs at least one provider type, childcare type, school plan, payment option and schedule entry. */
export function canConfirmWaitlist(selections: WaitlistSelections | null | undefined): boolean {
  return [
    selections?.ProviderTypes,
    selections?.ChildcareTypes,
    selections?.SchoolPlans,
    selections?.PaymentOptions,
    selections?.ScheduleAvailability,
  ].every((list) => (list?.length ?? 0) > 0);
}

/** SPEC section 5's messages for what the confirmation screen misses, word for word, in the screen's order. */
export const WAITLIST_MISSING_MESSAGES = {
  Distance: 'Please go back and specify the distance',
  RequestedStartDate: 'Please go back and specify the requested start date',
  ProviderTypes: 'Please go back and specify preferred provider types',
  ChildcareTypes: 'Please go back and specify preferred childcare types',
  SchoolPlans: 'Please go back and specify preferred curriculum',
  ScheduleAvailability: 'Please go back and specify preferred days and time',
  PaymentOptions: 'Please go back and specify daily payment options',
} as const satisfies Record<keyof WaitlistSelections, string>;
export type WaitlistSelectionField = keyof typeof WAITLIST_MISSING_MESSAGES;

/** The fields the confirmation screen shows a missing message for (empty lists count as missing), in its order. */
export function missingWaitlistFields(selections: WaitlistSelections | null | undefined): WaitlistSelectionField[] {
  const present: Record<WaitlistSelectionField, boolean> = {
    Distance: selections?.Distance !== undefined,
    RequestedStartDate: selections?.RequestedStartDate !== undefined,
    ProviderTypes: (selections?.ProviderTypes?.length ?? 0) > 0,
    ChildcareTypes: (selections?.ChildcareTypes?.length ?? 0) > 0,
    SchoolPlans: (selections?.SchoolPlans?.length ?? 0) > 0,
    ScheduleAvailability: (selections?.ScheduleAvailability?.length ?? 0) > 0,
    PaymentOptions: (selections?.PaymentOptions?.length ?? 0) > 0,
  };
  return (Object.keys(WAITLIST_MISSING_MESSAGES) as WaitlistSelectionField[]).filter((field) => !present[field]);
}

/** SPEC section 5: updating a waitlist ticket needs both ids; these are the messages when one is missing. */
export const WAITLIST_UPDATE_MESSAGES = {
  childIdMissing: 'Child ID is missing. Waitlist ticket cannot be updated.',
  ticketIdMissing: 'Waitlist ticket ID is missing. Waitlist ticket cannot be updated.',
} as const;

/** The messages for an update asked without a child id or a ticket id; empty when both are there. */
export function waitlistUpdateProblems(childId: unknown, ticketId: unknown): string[] {
  const missing = (id: unknown) => id === undefined || id === null || id === '';
  return [
    ...(missing(childId) ? [WAITLIST_UPDATE_MESSAGES.childIdMissing] : []),
    ...(missing(ticketId) ? [WAITLIST_UPDATE_MESSAGES.ticketIdMissing] : []),
  ];
}

/** `DD-MM-YYYY` as an ISO date (`YYYY-MM-DD`), or null when it is not a real calendar day. */
export function parseRequestedStartDate(text: string): string | null {
  const match = REQUESTED_START_DATE.exec(text);
  if (!match) return null;
  const [, day, month, year] = match as unknown as [string, string, string, string];
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const iso = `${year}-${month}-${day}`;
  return date.toISOString().slice(0, 10) === iso ? iso : null;
}

/** An ISO date (`YYYY-MM-DD`) as `RequestedStartDate` text (`DD-MM-YYYY`). */
export function toRequestedStartDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}-${month}-${year}`;
}

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The confirmation's long US format of `RequestedStartDate`: `Monday, January 5, 2027`; null when not a date. */
export function formatRequestedStartDateLong(text: string): string | null {
  const iso = parseRequestedStartDate(text);
  if (!iso) return null;
  const date = new Date(`${iso}T00:00:00Z`);
  return `${WEEKDAY_NAMES[date.getUTCDay()]}, ${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** Preferred days and times grouped per day, Monday first, each day's times in the order of the day. */
export function scheduleByDay(
  schedule: readonly ScheduleAvailability[] | undefined,
): { day: WaitlistDay; short: string; timesOfDay: TimeOfDay[] }[] {
  return WAITLIST_DAYS.flatMap(({ day, short }) => {
    const times = TIMES_OF_DAY.filter((time) =>
      (schedule ?? []).some((entry) => entry.day === day && entry.timeOfDay === time),
    );
    return times.length > 0 ? [{ day, short, timesOfDay: times }] : [];
  });
}
