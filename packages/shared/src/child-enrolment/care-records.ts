import { z } from 'zod';
import { flag, listOf, LONG_TEXT_MAX, optionalText, TimeOfDaySchema, wholeNumber } from './fields.ts';
import { CHILD_FIELD_MESSAGES as M } from './messages.ts';

/** Steps 10-14: feeding, physical requirements, sleep, additional emergency info, additional info. */

export const FEEDING_TYPES = ['Breastmilk', 'Formula', 'BreastmilkAndFormula', 'SolidFoods', 'Mixed'] as const;
export const DIET_TYPES = [
  'None',
  'Vegetarian',
  'Vegan',
  'Halal',
  'Kosher',
  'GlutenFree',
  'DairyFree',
  'Other',
] as const;

/** Step 10. The routine a provider follows at meals and bottles. */
export const FeedingArrangementRequestSchema = z.object({
  feedingType: z.enum(FEEDING_TYPES, { error: M.chooseOne }),
  formulaName: optionalText(100),
  bottlesPerDay: wholeNumber(0, 12),
  mealsPerDay: wholeNumber(0, 6),
  snacksPerDay: wholeNumber(0, 6),
  feedingTimes: listOf(TimeOfDaySchema, 12).describe('HH:MM of meals and bottles'),
  dietType: z.enum(DIET_TYPES, { error: M.chooseOne }),
  foodsToAvoid: optionalText().describe('Besides allergens: family or cultural restrictions'),
  eatsIndependently: flag(),
  instructions: optionalText(),
});
export type FeedingArrangementRequest = z.input<typeof FeedingArrangementRequestSchema>;
export const FeedingArrangementSchema = FeedingArrangementRequestSchema.extend({ id: z.uuid(), childId: z.uuid() });
export type FeedingArrangement = z.infer<typeof FeedingArrangementSchema>;

export const TOILETING_STAGES = ['Diapers', 'Training', 'Independent'] as const;

/** Step 11. Mobility, toileting and what the child may not do. */
export const PhysicalRequirementsRequestSchema = z
  .object({
    usesMobilityAid: flag(),
    mobilityAidDetails: optionalText(500),
    toiletingStage: z.enum(TOILETING_STAGES, { error: M.chooseOne }),
    physicalLimitations: optionalText(),
    activityRestrictions: optionalText(),
    assistanceNeeded: optionalText().describe('Help with dressing, eating, moving'),
  })
  .refine((value) => !value.usesMobilityAid || value.mobilityAidDetails.length > 0, {
    path: ['mobilityAidDetails'],
    message: M.mobilityAidDetailsRequired,
  });
export type PhysicalRequirementsRequest = z.input<typeof PhysicalRequirementsRequestSchema>;
export const PhysicalRequirementsSchema = z.object({
  id: z.uuid(),
  childId: z.uuid(),
  usesMobilityAid: z.boolean(),
  mobilityAidDetails: z.string(),
  toiletingStage: z.enum(TOILETING_STAGES),
  physicalLimitations: z.string(),
  activityRestrictions: z.string(),
  assistanceNeeded: z.string(),
});
export type PhysicalRequirements = z.infer<typeof PhysicalRequirementsSchema>;

export const NapTimeSchema = z
  .object({ startTime: TimeOfDaySchema, endTime: TimeOfDaySchema })
  .refine((value) => value.endTime > value.startTime, { path: ['endTime'], message: M.timeOrder });

/** Step 12 (SPEC section 3 field names). visualChecksPrefferences: how often and how the sleeping child is checked. */
export const SleepArrangementRequestSchema = z
  .object({
    napsPerDay: wholeNumber(0, 5),
    sleepDuration: wholeNumber(0, 600).describe('Minutes of daytime sleep in total'),
    specialRequirements: optionalText().describe('Sleep position, comforter, sleep sack, white noise'),
    visualChecksPrefferences: optionalText(500).describe('Spelt so (spec). e.g. "every 15 minutes"'),
    childNapTimes: listOf(NapTimeSchema, 5),
  })
  .refine((value) => value.childNapTimes.length <= value.napsPerDay, {
    path: ['childNapTimes'],
    message: M.napTimesTooMany,
  });
export type SleepArrangementRequest = z.input<typeof SleepArrangementRequestSchema>;
export const SleepArrangementSchema = z.object({
  id: z.uuid(),
  childId: z.uuid(),
  napsPerDay: z.number().int(),
  sleepDuration: z.number().int(),
  specialRequirements: z.string(),
  visualChecksPrefferences: z.string(),
  childNapTimes: z.array(z.object({ startTime: z.string(), endTime: z.string() })),
});
export type SleepArrangement = z.infer<typeof SleepArrangementSchema>;

/** Steps 13 and 14 travel in the query (SPEC section 7). */
export const AdditionalEmergencyInfoQuerySchema = z.object({
  childId: z.uuid(),
  additionalEmergencyInfo: optionalText(LONG_TEXT_MAX).default(''),
});
export const AdditionalInfoQuerySchema = z.object({
  childId: z.uuid(),
  additionalInfo: optionalText(LONG_TEXT_MAX).default(''),
});
export const AdditionalEmergencyInfoSchema = z.object({ childId: z.uuid(), additionalEmergencyInfo: z.string() });
export const AdditionalInfoSchema = z.object({ childId: z.uuid(), additionalInfo: z.string() });
