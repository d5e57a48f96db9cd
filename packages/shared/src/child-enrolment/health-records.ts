import { z } from 'zod';
import { PhoneNumberSchema } from '../account-fields.ts';
import { StoredFileSchema } from '../files.ts';
import { flag, listOf, LONG_TEXT_MAX, optionalText, PastDateSchema, requiredText, SHORT_TEXT_MAX } from './fields.ts';
import { CHILD_FIELD_MESSAGES as M } from './messages.ts';
import { AllergenOptionSchema, DiseaseOptionSchema } from './reference-data.ts';

/** Steps 6-9: immunization, health info, allergy, skin products. Saves answer EnrollmentProgress. */

const uniqueBy =
  <T>(key: (item: T) => unknown) =>
  (items: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<unknown>();
    items.forEach((item, index) => {
      const value = key(item);
      if (seen.has(value)) ctx.addIssue({ code: 'custom', path: [index], message: M.duplicateEntry });
      seen.add(value);
    });
  };

export const VaccinationDatesInputSchema = z.object({
  vaccineId: z.number({ error: M.vaccineUnknown }).int(),
  doseDates: listOf(PastDateSchema, 10).describe('Dates each dose was given (YYYY-MM-DD), not before birth'),
});
/** Step 6 (immunization). Ontario and Quebec ask for dates per vaccine, or a signed exemption. */
export const VaccinationDatesRequestSchema = z
  .object({
    childrenVaccinationDates: listOf(VaccinationDatesInputSchema, 40).superRefine(uniqueBy((item) => item.vaccineId)),
    hasExemption: flag().describe('Medical or conscience/religious exemption on file'),
    exemptionReason: optionalText(),
  })
  .refine((value) => !value.hasExemption || value.exemptionReason.length > 0, {
    path: ['exemptionReason'],
    message: M.exemptionReasonRequired,
  });
export type VaccinationDatesRequest = z.input<typeof VaccinationDatesRequestSchema>;

/** getChildrenVaccinationDates and getVaccinationDates: the dates plus the uploaded vaccination records. */
export const VaccinationDatesResponseSchema = z.object({
  childId: z.uuid(),
  childrenVaccinationDates: z.array(
    z.object({ vaccineId: z.number().int(), vaccineName: z.string(), doseDates: z.array(z.string()) }),
  ),
  hasExemption: z.boolean(),
  exemptionReason: z.string(),
  vaccinationRecords: z.array(StoredFileSchema).describe('Uploaded PDF/JPEG records (uploadVaccinationRecord)'),
});
export type VaccinationDatesResponse = z.infer<typeof VaccinationDatesResponseSchema>;

const healthText = optionalText(LONG_TEXT_MAX);
/** Step 7, every field SPEC section 3 lists for HealthInfo plus the family doctor. */
export const HealthInfoRequestSchema = z.object({
  chosenDiseases: listOf(z.number({ error: M.diseaseUnknown }).int(), 30)
    .superRefine(uniqueBy((id) => id))
    .describe('Disease ids (populateHealthInformation)'),
  medicalDevices: healthText.describe('e.g. inhaler, glucose monitor'),
  medicalDevicesLocations: listOf(requiredText(SHORT_TEXT_MAX), 10),
  supportsAvailableToTheChild: healthText,
  requiresAdditionalSupport: flag(),
  otherMedicalConditions: healthText,
  stepsToReduceRiskOfMedicalCondition: healthText,
  signsAndSymptomsOfAllergicReaction: healthText,
  procedureIfAllergicReaction: healthText,
  procedureDuringEvacuation: healthText,
  procedureDuringFieldTrips: healthText,
  additionalMedicaConditionInfo: healthText.describe('Spelt so (spec)'),
  familyDoctorName: optionalText(SHORT_TEXT_MAX),
  familyDoctorPhone: z.union([z.literal(''), PhoneNumberSchema]),
});
export type HealthInfoRequest = z.input<typeof HealthInfoRequestSchema>;
export const HealthInfoSchema = z.object({
  id: z.uuid(),
  childId: z.uuid(),
  diseases: z.array(DiseaseOptionSchema).describe('The chosen diseases, named'),
  chosenDiseases: z.array(z.number().int()),
  medicalDevices: z.string(),
  medicalDevicesLocations: z.array(z.string()),
  supportsAvailableToTheChild: z.string(),
  requiresAdditionalSupport: z.boolean(),
  otherMedicalConditions: z.string(),
  stepsToReduceRiskOfMedicalCondition: z.string(),
  signsAndSymptomsOfAllergicReaction: z.string(),
  procedureIfAllergicReaction: z.string(),
  procedureDuringEvacuation: z.string(),
  procedureDuringFieldTrips: z.string(),
  additionalMedicaConditionInfo: z.string(),
  familyDoctorName: z.string(),
  familyDoctorPhone: z.string(),
});
export type HealthInfo = z.infer<typeof HealthInfoSchema>;

export const ALLERGY_SEVERITIES = ['Mild', 'Moderate', 'Severe', 'LifeThreatening'] as const;
export const ChildAllergyInfoInputSchema = z.object({
  allergenId: z.number({ error: M.allergenUnknown }).int(),
  severity: z.enum(ALLERGY_SEVERITIES, { error: M.chooseOne }),
  reaction: optionalText(500).describe('What happens on exposure'),
  treatment: optionalText(500).describe('What to give or do'),
});
/** Step 8 (allergy). Sabrina's Law (Ontario) style: allergens, severity, auto-injector, emergency plan. */
export const AllergyInfoRequestSchema = z
  .object({
    hasLifeThretheningAllergy: flag().describe('Spelt so (spec)'),
    allergyDetails: optionalText(),
    childAllergyInfo: listOf(ChildAllergyInfoInputSchema, 40).superRefine(uniqueBy((item) => item.allergenId)),
    hasEpinephrineAutoInjector: flag(),
    autoInjectorLocation: optionalText(200),
    anaphylaxisProcedure: optionalText().describe('The emergency plan for anaphylaxis'),
  })
  .superRefine((value, ctx) => {
    const lifeThreatening = value.childAllergyInfo.some((item) => item.severity === 'LifeThreatening');
    if (lifeThreatening && !value.hasLifeThretheningAllergy)
      ctx.addIssue({ code: 'custom', path: ['hasLifeThretheningAllergy'], message: M.lifeThreateningFlagRequired });
    if (value.hasLifeThretheningAllergy && (!lifeThreatening || value.anaphylaxisProcedure.length === 0))
      ctx.addIssue({ code: 'custom', path: ['anaphylaxisProcedure'], message: M.lifeThreateningDetailsRequired });
    if (value.hasEpinephrineAutoInjector && value.autoInjectorLocation.length === 0)
      ctx.addIssue({ code: 'custom', path: ['autoInjectorLocation'], message: M.autoInjectorLocationRequired });
  });
export type AllergyInfoRequest = z.input<typeof AllergyInfoRequestSchema>;
export const ChildAllergyInfoSchema = ChildAllergyInfoInputSchema.extend({ allergen: AllergenOptionSchema });
/** getAllergyInfo and getChosenAllergens: the allergens with the child's allergy info. */
export const AllergyInfoSchema = z.object({
  childId: z.uuid(),
  hasLifeThretheningAllergy: z.boolean(),
  allergyDetails: z.string(),
  childAllergyInfo: z.array(ChildAllergyInfoSchema),
  hasEpinephrineAutoInjector: z.boolean(),
  autoInjectorLocation: z.string(),
  anaphylaxisProcedure: z.string(),
});
export type AllergyInfo = z.infer<typeof AllergyInfoSchema>;

export const SKIN_PRODUCT_TYPES = [
  'Sunscreen',
  'InsectRepellent',
  'Moisturizer',
  'DiaperCream',
  'HandSanitizer',
  'LipBalm',
  'Other',
] as const;
export const SkinProductInputSchema = z.object({
  productType: z.enum(SKIN_PRODUCT_TYPES, { error: M.chooseOne }),
  productName: optionalText(SHORT_TEXT_MAX),
  permitted: flag().describe('False: the provider must NOT apply this type'),
  providedBy: z.enum(['Parent', 'Provider'], { error: M.chooseOne }),
  instructions: optionalText(500),
});
/** Step 9. Written consent for each product applied to the skin, as licensing requires. */
export const SkinProductsRequestSchema = z.object({
  skinProducts: listOf(SkinProductInputSchema, 20).superRefine(
    uniqueBy((item) => `${item.productType}:${item.productName.toLowerCase()}`),
  ),
});
export type SkinProductsRequest = z.input<typeof SkinProductsRequestSchema>;
export const SkinProductsResponseSchema = z.object({
  childId: z.uuid(),
  skinProducts: z.array(SkinProductInputSchema.extend({ id: z.uuid() })),
});
export type SkinProductsResponse = z.infer<typeof SkinProductsResponseSchema>;
