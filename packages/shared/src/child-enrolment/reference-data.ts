import { z } from 'zod';

/**
 * Reference lists the enrolment forms choose from (getLanguages, getVaccines, getAllergens,
 * populateHealthInformation). Served in English; `code` is a stable key the web app can translate by.
 */

export const LanguageOptionSchema = z.object({
  id: z.number().int(),
  code: z.string().describe('ISO 639-1 where one exists, e.g. en, fr, pa'),
  name: z.string().describe('English name'),
  nativeName: z.string(),
});
export type LanguageOption = z.infer<typeof LanguageOptionSchema>;

export const VaccineOptionSchema = z.object({
  id: z.number().int(),
  code: z.string().describe('Stable key, e.g. DTAP_IPV_HIB'),
  name: z.string(),
  protectsAgainst: z.string().describe('Diseases the vaccine protects against'),
  schedule: z.string().describe('When children get it under the provincial schedule, e.g. "2, 4, 6 and 18 months"'),
  provinces: z.array(z.string()).describe('Schedules that include it: ON, QC'),
  doses: z.number().int().describe('Doses by age 13 in the schedule'),
});
export type VaccineOption = z.infer<typeof VaccineOptionSchema>;

export const ALLERGEN_CATEGORIES = ['Food', 'Insect', 'Medication', 'Environmental', 'Other'] as const;
export const AllergenOptionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  category: z.enum(ALLERGEN_CATEGORIES),
});
export type AllergenOption = z.infer<typeof AllergenOptionSchema>;

export const DiseaseOptionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string().describe('Chronic condition a provider must know about, e.g. Asthma'),
});
export type DiseaseOption = z.infer<typeof DiseaseOptionSchema>;

export const AgeGroupOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  label: z.string(),
  fromMonths: z.number().int(),
  toMonths: z.number().int(),
});

/** populateHealthInformation: what the health-info form chooses from. */
export const PopulateHealthInformationResponseSchema = z.object({
  diseases: z.array(DiseaseOptionSchema),
  medicalDevicesLocations: z
    .array(z.string())
    .describe('Suggested places a medical device is kept (free text is allowed too)'),
});
export type PopulateHealthInformationResponse = z.infer<typeof PopulateHealthInformationResponseSchema>;

/** Suggestions for medicalDevicesLocations; English, keyed by themselves in the web catalogue. */
export const MEDICAL_DEVICE_LOCATIONS = [
  "Child's backpack",
  "Child's cubby",
  'Kitchen first-aid cabinet',
  'Worn by the child',
  'With the provider at all times',
] as const;
