import { z } from 'zod';
import type { ProviderEnrolmentStepSlug } from './constants.ts';

/**
 * What each province asks of a home daycare, as data for /app/regulation-compliance. A summary of the
 * sources below as read in 2026, not legal advice: the page says so and links nothing it cannot vouch for.
 *
 * Sources:
 * - ON: Child Care and Early Years Act, 2014, s. 6, and O. Reg. 137/15 (home child care): unlicensed, at most
 *   5 children under 13 (the provider's own under 4 count); with a licensed home child care agency, 6. The agency
 *   requires standard first aid with infant and child CPR, a vulnerable sector check, and liability insurance.
 *   https://www.ontario.ca/page/rules-unlicensed-child-care
 * - QC: Educational Childcare Act (CQLR c S-4.1.1) and its regulation as amended in 2022: a home childcare not
 *   recognized by a coordinating office takes at most 6 children; recognized, 6 alone or 9 with an assistant.
 *   Since 2022 every home childcare needs first aid training, a certificate of absence of impediment (police
 *   check) and civil liability insurance. https://www.quebec.ca/famille-et-soutien-aux-personnes/services-garde
 * - BC: Community Care and Assisted Living Act and Child Care Licensing Regulation: licence-not-required care is
 *   at most 2 children (or one sibling group) not related to the provider; a licensed family child care, 7.
 *   Licensed care needs first aid and a criminal record check; insurance is recommended.
 *   https://www2.gov.bc.ca/gov/content/family-social-supports/caring-for-young-children/how-to-access-child-care
 * - AB: Early Learning and Child Care Act (2021) and Regulation: unlicensed, at most 6 children, not counting
 *   the provider's own; a family day home approved by a licensed agency, also 6 (with the agency's standards:
 *   first aid, police information check with vulnerable sector search, insurance).
 *   https://www.alberta.ca/child-care-options
 * - Other provinces and territories: a cautious fallback (the smallest unlicensed limit above, every check
 *   recommended) with a note that the provider should read their own province's rules.
 */

/** `whenLicensed`: required of a licensed or agency-affiliated home, recommended otherwise. */
export const REQUIREMENT_LEVELS = ['required', 'whenLicensed', 'recommended'] as const;
export type RequirementLevel = (typeof REQUIREMENT_LEVELS)[number];

export interface ProvincialHomeDaycareRules {
  /** Two-letter code, or 'other' for the fallback. */
  province: string;
  /** Children (under 13) a home may care for without a licence or an agency. */
  unlicensedMaxChildren: number;
  /** Children a licensed or agency-affiliated home may care for. */
  licensedMaxChildren: number;
  /** Who licenses a home daycare: the province itself or an agency / coordinating office it licenses. */
  licensedThrough: 'province' | 'agency';
  firstAidCpr: RequirementLevel;
  vulnerableSectorCheck: RequirementLevel;
  insurance: RequirementLevel;
  /** True for the fallback: general guidance, not this province's rules. */
  isFallback: boolean;
}

const OTHER: ProvincialHomeDaycareRules = {
  province: 'other',
  unlicensedMaxChildren: 2,
  licensedMaxChildren: 6,
  licensedThrough: 'province',
  firstAidCpr: 'recommended',
  vulnerableSectorCheck: 'recommended',
  insurance: 'recommended',
  isFallback: true,
};

export const PROVINCIAL_HOME_DAYCARE_RULES: readonly ProvincialHomeDaycareRules[] = [
  {
    province: 'ON',
    unlicensedMaxChildren: 5,
    licensedMaxChildren: 6,
    licensedThrough: 'agency',
    firstAidCpr: 'whenLicensed',
    vulnerableSectorCheck: 'whenLicensed',
    insurance: 'whenLicensed',
    isFallback: false,
  },
  {
    province: 'QC',
    unlicensedMaxChildren: 6,
    licensedMaxChildren: 9,
    licensedThrough: 'agency',
    firstAidCpr: 'required',
    vulnerableSectorCheck: 'required',
    insurance: 'required',
    isFallback: false,
  },
  {
    province: 'BC',
    unlicensedMaxChildren: 2,
    licensedMaxChildren: 7,
    licensedThrough: 'province',
    firstAidCpr: 'whenLicensed',
    vulnerableSectorCheck: 'whenLicensed',
    insurance: 'recommended',
    isFallback: false,
  },
  {
    province: 'AB',
    unlicensedMaxChildren: 6,
    licensedMaxChildren: 6,
    licensedThrough: 'agency',
    firstAidCpr: 'whenLicensed',
    vulnerableSectorCheck: 'whenLicensed',
    insurance: 'whenLicensed',
    isFallback: false,
  },
];

/** The rules for a province code; the fallback for any other (or none). */
export function homeDaycareRulesFor(province: string | null | undefined): ProvincialHomeDaycareRules {
  return PROVINCIAL_HOME_DAYCARE_RULES.find((rules) => rules.province === province) ?? OTHER;
}

/** The page a fix opens: the wizard step, so the provider lands on the form that records the missing thing. */
export const providerStepRoute = (slug: ProviderEnrolmentStepSlug) => `/app/enroll-childcare/${slug}`;

export const COMPLIANCE_CHECK_IDS = [
  'province',
  'providerType',
  'capacity',
  'licence',
  'firstAid',
  'cpr',
  'vulnerableSectorCheck',
  'insurance',
] as const;
export type ComplianceCheckId = (typeof COMPLIANCE_CHECK_IDS)[number];
export const COMPLIANCE_STATUSES = ['met', 'missing', 'pending_verification'] as const;
export type ComplianceStatus = (typeof COMPLIANCE_STATUSES)[number];

export const ComplianceCheckSchema = z.object({
  id: z.enum(COMPLIANCE_CHECK_IDS),
  status: z.enum(COMPLIANCE_STATUSES).describe('pending_verification: claimed, waiting for the SuperAdmin to check'),
  required: z.boolean().describe('False when the province only recommends it for this home'),
  fixStep: z.string().describe('Route of the enrolment step that records it, e.g. /app/enroll-childcare/badges'),
});
export type ComplianceCheck = z.infer<typeof ComplianceCheckSchema>;

export const ProvincialRulesSchema = z.object({
  province: z.string(),
  unlicensedMaxChildren: z.number().int(),
  licensedMaxChildren: z.number().int(),
  licensedThrough: z.enum(['province', 'agency']),
  firstAidCpr: z.enum(REQUIREMENT_LEVELS),
  vulnerableSectorCheck: z.enum(REQUIREMENT_LEVELS),
  insurance: z.enum(REQUIREMENT_LEVELS),
  isFallback: z.boolean(),
});

export const RegulationComplianceSchema = z.object({
  province: z.string().nullable().describe('From the location step; null until saved'),
  providerType: z.number().int().nullable().describe('Licenced 11, Unlicenced 12, Drop-in 13; null until chosen'),
  totalSpaces: z.number().int().describe('Sum of the available spaces over every age group'),
  rules: ProvincialRulesSchema,
  checks: z.array(ComplianceCheckSchema),
});
export type RegulationCompliance = z.infer<typeof RegulationComplianceSchema>;
