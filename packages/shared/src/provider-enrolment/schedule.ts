import { z } from 'zod';
import { AGE_GROUP_IDS } from '../child-enrolment/age-groups.ts';
import {
  CANCELLATION_OPTION_KEYS,
  CARE_TYPE_IDS,
  PRICE_CURRENCY,
  PRICE_MAX_CENTS,
  PRICE_UNITS,
  WEEKDAYS,
} from './constants.ts';
import type { AgeGroupId, CareTypeId, Weekday } from './constants.ts';
import { booleanText, requiredProviderText } from './common.ts';
import { PROVIDER_FIELD_MESSAGES as M } from './messages.ts';

/**
 * Steps parents' searches and bookings compute on: booking method, availability (spaces, start date,
 * holidays), accepted age groups, hours of business, prices and cancellation terms.
 */

const uniqueBy =
  <T>(key: (item: T) => unknown) =>
  (list: readonly T[]) =>
    new Set(list.map(key)).size === list.length;

export const AgeGroupIdSchema = z.union(
  AGE_GROUP_IDS.map((id) => z.literal(id)) as [z.ZodLiteral<AgeGroupId>, ...z.ZodLiteral<AgeGroupId>[]],
  { error: M.chooseOne },
);
export const CareTypeIdSchema = z.union(
  CARE_TYPE_IDS.map((id) => z.literal(id)) as [z.ZodLiteral<CareTypeId>, ...z.ZodLiteral<CareTypeId>[]],
  { error: M.chooseOne },
);
export const WeekdaySchema = z.union(
  WEEKDAYS.map((day) => z.literal(day)) as [z.ZodLiteral<Weekday>, ...z.ZodLiteral<Weekday>[]],
  { error: M.chooseOne },
);
export const DateSchema = z.iso.date(M.dateInvalid);
/** "HH:MM", 00:00 to 24:00 (24:00 closes at midnight). */
export const TimeSchema = z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, M.timeInvalid);

/** how-parents-can-book: save and update send `withApprovalRequest` in the query and no body. */
export const ParentBookingMethodSchema = z.object({
  withApprovalRequest: z.boolean().describe('True: the provider approves each booking; false: instant booking'),
});
export const ParentBookingMethodQuerySchema = z.object({
  withApprovalRequest: booleanText(),
  providerId: z.uuid({ error: 'Use a provider id.' }).optional(),
});

export const SPACES_MAX = 12;
export const AvailableSpaceSchema = z.object({
  ageGroupId: AgeGroupIdSchema,
  spaces: z
    .number({ error: M.spacesInvalid })
    .int(M.spacesInvalid)
    .min(0, M.spacesInvalid)
    .max(SPACES_MAX, M.spacesInvalid),
});
export const AvailableSpacesSchema = z.object({
  availableSpaces: z
    .array(AvailableSpaceSchema)
    .max(AGE_GROUP_IDS.length)
    .refine(
      uniqueBy((s: { ageGroupId: number }) => s.ageGroupId),
      M.duplicate,
    ),
});
export type AvailableSpaces = z.infer<typeof AvailableSpacesSchema>;

export const HolidaySchema = z.object({ date: DateSchema, name: requiredProviderText(100) });
export const HolidaysSchema = z.object({
  holidays: z
    .array(HolidaySchema)
    .max(100)
    .refine(
      uniqueBy((h: { date: string }) => h.date),
      M.duplicate,
    ),
});
export type Holidays = z.infer<typeof HolidaysSchema>;

/** availability-settings: spaces per age group, first day of care, and days closed. */
export const AvailabilitySettingsSchema = z.object({
  startDate: DateSchema.describe('First day the provider takes children'),
  ...AvailableSpacesSchema.shape,
  ...HolidaysSchema.shape,
});
export type AvailabilitySettings = z.infer<typeof AvailabilitySettingsSchema>;

/** children-requirements: the age groups (ids 14-19) the provider accepts. */
export const AcceptedAgeGroupsSchema = z.object({
  ageGroupIds: z
    .array(AgeGroupIdSchema)
    .min(1, M.chooseAtLeastOne)
    .refine(
      uniqueBy((id) => id),
      M.duplicate,
    ),
});
export type AcceptedAgeGroups = z.infer<typeof AcceptedAgeGroupsSchema>;

export const BusinessDaySchema = z
  .object({
    weekday: WeekdaySchema.describe('ISO weekday: 1 Monday ... 7 Sunday'),
    isOpen: z.boolean(),
    openTime: TimeSchema.nullable(),
    closeTime: TimeSchema.nullable(),
  })
  .superRefine((day, ctx) => {
    if (!day.isOpen) return;
    if (!day.openTime) ctx.addIssue({ code: 'custom', path: ['openTime'], message: M.openDayNeedsHours });
    if (!day.closeTime) ctx.addIssue({ code: 'custom', path: ['closeTime'], message: M.openDayNeedsHours });
    if (day.openTime && day.closeTime && day.closeTime <= day.openTime)
      ctx.addIssue({ code: 'custom', path: ['closeTime'], message: M.closeAfterOpen });
  });
export type BusinessDay = z.infer<typeof BusinessDaySchema>;

/** hours-of-business: one entry per weekday the provider lists; days left out are closed. */
export const HoursOfBusinessSchema = z.object({
  hoursOfBusiness: z
    .array(BusinessDaySchema)
    .min(1, M.chooseAtLeastOne)
    .max(7)
    .refine(
      uniqueBy((d: { weekday: number }) => d.weekday),
      M.duplicate,
    )
    .refine((days) => days.some((d) => d.isOpen), M.chooseAtLeastOne),
});
export type HoursOfBusiness = z.infer<typeof HoursOfBusinessSchema>;

export const PriceSchema = z.object({
  careTypeId: CareTypeIdSchema,
  unit: z.enum(PRICE_UNITS, { error: M.chooseOne }).describe('daily or hourly'),
  amountCents: z
    .number({ error: M.priceInvalid })
    .int(M.priceInvalid)
    .min(1, M.priceInvalid)
    .max(PRICE_MAX_CENTS, M.priceInvalid)
    .describe('Integer cents, CAD'),
});
export type Price = z.infer<typeof PriceSchema>;

/** prices: one price per care type offered (ids 21-28). */
export const PricesSchema = z.object({
  prices: z
    .array(PriceSchema)
    .min(1, M.chooseAtLeastOne)
    .refine(
      uniqueBy((p: { careTypeId: number }) => p.careTypeId),
      M.duplicate,
    ),
  currency: z.literal(PRICE_CURRENCY).default(PRICE_CURRENCY),
});
export type Prices = z.infer<typeof PricesSchema>;
export type PricesInput = z.input<typeof PricesSchema>;

/** cancellation-policy: one of the options of CANCELLATION_OPTIONS (ADR 009). */
export const CancellationOptionsSchema = z.object({
  cancellationOption: z.enum(CANCELLATION_OPTION_KEYS, { error: M.chooseOne }),
});
export type CancellationOptions = z.infer<typeof CancellationOptionsSchema>;
