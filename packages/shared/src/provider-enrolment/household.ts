import { z } from 'zod';
import { FAMILY_AMENITIES, HOME_SAFETY_ITEMS, PROPERTY_TYPES, ProviderType, VISITOR_FREQUENCIES } from './constants.ts';
import { optionalProviderText, ProviderTypeIdSchema, requiredProviderText } from './common.ts';
import { PROVIDER_FIELD_MESSAGES as M } from './messages.ts';

/** Steps about the home: property and guests, program statement, family amenities, home safety. */

const unique = <T>(list: readonly T[]) => new Set(list).size === list.length;

export const HouseholdMemberSchema = z.object({
  relationship: requiredProviderText(60).describe('e.g. spouse, daughter, grandmother, tenant'),
  age: z.number({ error: M.ageInvalid }).int(M.ageInvalid).min(0, M.ageInvalid).max(120, M.ageInvalid),
});

/** property-and-guests: who lives in the home, pets, smoking and visitors. */
export const HouseholdSchema = z
  .object({
    propertyType: z.enum(PROPERTY_TYPES, { error: M.chooseOne }),
    householdMembers: z.array(HouseholdMemberSchema).max(20).describe('Everyone else who lives in the home'),
    hasPets: z.boolean(),
    petsDescription: optionalProviderText(500),
    anyoneSmokes: z.boolean().describe('Someone in the household smokes or vapes (anywhere)'),
    smokingDetails: optionalProviderText(500),
    visitorsFrequency: z.enum(VISITOR_FREQUENCIES, { error: M.chooseOne }).describe('Visitors during care hours'),
    visitorsDescription: optionalProviderText(500),
  })
  .superRefine((value, ctx) => {
    if (value.hasPets && !value.petsDescription)
      ctx.addIssue({ code: 'custom', path: ['petsDescription'], message: M.petsDescriptionRequired });
    if (value.anyoneSmokes && !value.smokingDetails)
      ctx.addIssue({ code: 'custom', path: ['smokingDetails'], message: M.smokingDetailsRequired });
    if (value.visitorsFrequency !== 'never' && !value.visitorsDescription)
      ctx.addIssue({ code: 'custom', path: ['visitorsDescription'], message: M.visitorsDescriptionRequired });
  });
export type Household = z.infer<typeof HouseholdSchema>;
export type HouseholdInput = z.input<typeof HouseholdSchema>;

export const PROGRAM_STATEMENT_MIN_LENGTH = 20;
export const PROGRAM_STATEMENT_MAX_LENGTH = 5000;

/** program-statement: the program text, plus the provider type and business name parents search on. */
export const ProgramStatementSchema = z
  .object({
    providerType: ProviderTypeIdSchema.describe('Licenced 11, Unlicenced 12, Drop-in 13'),
    businessName: requiredProviderText(120),
    licenceNumber: z.string().trim().max(60, M.tooLong).nullable().default(null),
    programStatement: z
      .string()
      .trim()
      .min(PROGRAM_STATEMENT_MIN_LENGTH, M.programStatementShort)
      .max(PROGRAM_STATEMENT_MAX_LENGTH, M.tooLong),
  })
  .superRefine((value, ctx) => {
    if (value.providerType === ProviderType.Licenced && !value.licenceNumber)
      ctx.addIssue({ code: 'custom', path: ['licenceNumber'], message: M.licenceNumberRequired });
  });
export type ProgramStatement = z.infer<typeof ProgramStatementSchema>;
export type ProgramStatementInput = z.input<typeof ProgramStatementSchema>;

export const FamilyAmenitiesSchema = z.object({
  amenities: z
    .array(z.enum(FAMILY_AMENITIES, { error: M.chooseOne }))
    .refine(unique, M.duplicate)
    .describe('Keys of FAMILY_AMENITIES'),
  otherAmenities: optionalProviderText(1000),
});
export type FamilyAmenities = z.infer<typeof FamilyAmenitiesSchema>;
export type FamilyAmenitiesInput = z.input<typeof FamilyAmenitiesSchema>;

export const HomeSafetySchema = z.object({
  safetyItems: z
    .array(z.enum(HOME_SAFETY_ITEMS, { error: M.chooseOne }))
    .refine(unique, M.duplicate)
    .describe('Keys of HOME_SAFETY_ITEMS the home has'),
  emergencyPlan: optionalProviderText(2000).describe('Where the children go in a fire or an evacuation'),
  otherSafety: optionalProviderText(1000),
});
export type HomeSafety = z.infer<typeof HomeSafetySchema>;
export type HomeSafetyInput = z.input<typeof HomeSafetySchema>;
