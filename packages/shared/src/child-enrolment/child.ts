import { z } from 'zod';
import { ageInMonthsOn, MAX_CHILD_AGE_MONTHS, todayIso } from './age-groups.ts';
import {
  ChildAddressSchema,
  ChildIdQuerySchema,
  flag,
  IsoDateSchema,
  listOf,
  requiredText,
  SHORT_TEXT_MAX,
  wholeNumber,
} from './fields.ts';
import { CHILD_FIELD_MESSAGES as M } from './messages.ts';
import {
  AgeGroupOptionSchema,
  AllergenOptionSchema,
  DiseaseOptionSchema,
  LanguageOptionSchema,
  VaccineOptionSchema,
} from './reference-data.ts';

/** The child record (SPEC section 3), the child-info step and the progress calls. */

/** `sex` (SPEC: a number, default 1). */
export const ChildSex = { Male: 1, Female: 2, Other: 3 } as const;
export type ChildSex = (typeof ChildSex)[keyof typeof ChildSex];
export const ChildSexSchema = z.union([z.literal(1), z.literal(2), z.literal(3)], { error: M.chooseOne });

export const ChildDateOfBirthSchema = IsoDateSchema.refine((value) => value <= todayIso(), M.dateInFuture).refine(
  (value) => ageInMonthsOn(value, todayIso()) < MAX_CHILD_AGE_MONTHS,
  M.childTooOld,
);

/** Body of enrollchild (creates the child) and of saveChildInfo / updateChildInfo. */
export const ChildInfoRequestSchema = z
  .object({
    firstName: requiredText(),
    lastName: requiredText(),
    prefferedName: z.string().trim().max(SHORT_TEXT_MAX, M.textTooLong).describe('Spelt so (spec); may be empty'),
    dateOfBirth: ChildDateOfBirthSchema,
    sex: ChildSexSchema.describe('Male 1 (default), Female 2, Other 3'),
    childLanguages: listOf(z.number().int(), 10).min(1, M.languageRequired).describe('Language ids (getLanguages)'),
    homeAddressSameAsParent: flag(),
    childAddress: ChildAddressSchema.nullable().describe('Required unless homeAddressSameAsParent'),
    subsidy: flag().describe('Care is paid in part by a government subsidy'),
    specialNeeds: flag(),
  })
  .refine((value) => value.homeAddressSameAsParent || value.childAddress !== null, {
    path: ['childAddress'],
    message: M.addressRequired,
  });
export type ChildInfoRequest = z.input<typeof ChildInfoRequestSchema>;
export type ChildInfo = z.output<typeof ChildInfoRequestSchema>;

/** The child as getChildInfo, enrollchild and getChildren answer it (spec field names, misspellings kept). */
export const ChildSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  prefferedName: z.string(),
  age: z.number().int().describe('Whole years today'),
  dateOfBirth: z.string().describe('YYYY-MM-DD'),
  ageGroupId: z.number().int().nullable().describe('Derived from dateOfBirth (section 9 groups 14-19)'),
  homeAddressId: z.uuid().nullable().describe("Id of the stored child address; null when it is the parent's"),
  custodyArragementId: z.uuid().nullable().describe('Spelt so; null until the custody step is saved'),
  homeAddressSameAsParent: z.boolean(),
  childAddress: z
    .object({ street: z.string(), city: z.string(), province: z.string(), country: z.string(), postalCode: z.string() })
    .nullable(),
  childLanguages: z.array(z.number().int()),
  enrollmentStepsCompleted: z.number().int(),
  currentViewedStep: z.number().int(),
  additionalInfo: z.string(),
  additionalEmergencyInfo: z.string(),
  requiresAdditionalSupport: z.boolean(),
  hasLifeThretheningAllergy: z.boolean(),
  allergyDetails: z.string(),
  subsidy: z.boolean(),
  specialNeeds: z.boolean(),
  sex: z.number().int(),
  isEnrolled: z.boolean().describe('enrollmentStepsCompleted is 15: the child can be booked'),
  relationship: z.enum(['Parent', 'CoParent']).describe("The signed-in user's tie to the child"),
});
export type Child = z.infer<typeof ChildSchema>;

export const ChildrenResponseSchema = z.array(ChildSchema);

/** getChildEnrollmentStep, and the answer of every save, update and skip. */
export const EnrollmentProgressSchema = z.object({
  childId: z.uuid(),
  enrollmentStepsCompleted: z.number().int().describe('0..15; 15 = enrolled'),
  currentViewedStep: z.number().int(),
  savedSteps: z.array(z.number().int()).describe('Step numbers 1..14 saved at least once'),
  skippedSteps: z.array(z.number().int()).describe('Step numbers skipped and never saved'),
  reviewCompleted: z.boolean(),
  isEnrolled: z.boolean(),
});
export type EnrollmentProgress = z.infer<typeof EnrollmentProgressSchema>;

export const CurrentViewedStepResponseSchema = z.object({ childId: z.uuid(), currentViewedStep: z.number().int() });

const stepQuery = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,2}$/, M.numberInvalid)
    .transform(Number)
    .pipe(wholeNumber(min, max));

export const UpdateCurrentViewedStepQuerySchema = z.object({
  childId: ChildIdQuerySchema.shape.childId,
  step: stepQuery(0, 15),
});
export const SkipEnrollmentStepQuerySchema = z.object({
  childId: ChildIdQuerySchema.shape.childId,
  stepCompleted: stepQuery(2, 14).describe('Number of the skipped step (2..14; child-info cannot be skipped)'),
});

/** 409 body of completeEnrollment before every step is saved or skipped. */
export const StepsMissingErrorSchema = z.object({
  statusCode: z.number(),
  error: z.string(),
  message: z.string(),
  code: z.literal('STEPS_MISSING'),
  missingSteps: z.array(z.number().int()),
});

/** getInitialData: everything the wizard needs before the first step. */
export const InitialDataResponseSchema = z.object({
  children: ChildrenResponseSchema,
  languages: z.array(LanguageOptionSchema),
  vaccines: z.array(VaccineOptionSchema),
  allergens: z.array(AllergenOptionSchema),
  diseases: z.array(DiseaseOptionSchema),
  ageGroups: z.array(AgeGroupOptionSchema),
  parentHasAddress: z
    .boolean()
    .describe('The signed-in user has an address on file; "lives at my address" is refused without one'),
});
export type InitialDataResponse = z.infer<typeof InitialDataResponseSchema>;
