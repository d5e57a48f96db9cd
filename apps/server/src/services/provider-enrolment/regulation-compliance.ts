import { eq, sql } from 'drizzle-orm';
import { providerAvailableSpaces, providerBadges, type ProviderRow } from '@kinderly/db';
import {
  homeDaycareRulesFor,
  providerStepRoute,
  ProviderType,
  type ComplianceCheck,
  type ComplianceStatus,
  type ProviderEnrolmentStepSlug,
  type ProvincialHomeDaycareRules,
  type RegulationCompliance,
  type RequirementLevel,
} from '@kinderly/shared';
import { resolveOwnedProvider, type ProviderContext } from './provider-access.ts';

type BadgeRow = { name: string; has: boolean; activate: boolean; fileId: string | null };

/** A qualification: verified once the SuperAdmin activated it, waiting while only claimed. */
function qualificationStatus(badges: BadgeRow[], names: string[]): ComplianceStatus {
  const held = badges.filter((badge) => badge.has && names.includes(badge.name));
  if (held.some((badge) => badge.activate)) return 'met';
  return held.length > 0 ? 'pending_verification' : 'missing';
}

/**
 * The checks, in the order the page shows them. A home above the unlicensed limit has to be licensed (or join an
 * agency), and then the province's "when licensed" requirements apply to it as well.
 */
export function complianceChecks(
  provider: Pick<
    ProviderRow,
    | 'province'
    | 'providerType'
    | 'licenceNumber'
    | 'insuranceCompanyName'
    | 'insurancePolicyNumber'
    | 'insuranceActivate'
  >,
  rules: ProvincialHomeDaycareRules,
  totalSpaces: number,
  badges: BadgeRow[],
): ComplianceCheck[] {
  const licensed = provider.providerType === ProviderType.Licenced;
  const needsLicence = licensed || totalSpaces > rules.unlicensedMaxChildren;
  const isRequired = (level: RequirementLevel) => level === 'required' || (level === 'whenLicensed' && needsLicence);
  const check = (
    id: ComplianceCheck['id'],
    status: ComplianceStatus,
    required: boolean,
    step: ProviderEnrolmentStepSlug,
  ): ComplianceCheck => ({ id, status, required, fixStep: providerStepRoute(step) });
  const vulnerableSector = badges.find((badge) => badge.name === 'vulnerableSector');
  const insuranceClaimed = provider.insuranceCompanyName.trim() !== '' && provider.insurancePolicyNumber.trim() !== '';
  return [
    check('province', provider.province ? 'met' : 'missing', true, 'location'),
    check('providerType', provider.providerType !== null ? 'met' : 'missing', true, 'program-statement'),
    check(
      'capacity',
      totalSpaces > 0 && totalSpaces <= rules.licensedMaxChildren ? 'met' : 'missing',
      true,
      'availability-settings',
    ),
    check('licence', licensed && provider.licenceNumber ? 'met' : 'missing', needsLicence, 'program-statement'),
    check('firstAid', qualificationStatus(badges, ['firstAid']), isRequired(rules.firstAidCpr), 'badges'),
    check('cpr', qualificationStatus(badges, ['cpr', 'cprInfant']), isRequired(rules.firstAidCpr), 'badges'),
    // Flag and file only (SPEC section 3): nobody activates it, so the document on file is what counts.
    check(
      'vulnerableSectorCheck',
      vulnerableSector?.has && vulnerableSector.fileId ? 'met' : 'missing',
      isRequired(rules.vulnerableSectorCheck),
      'badges',
    ),
    check(
      'insurance',
      provider.insuranceActivate ? 'met' : insuranceClaimed ? 'pending_verification' : 'missing',
      isRequired(rules.insurance),
      'badges',
    ),
  ];
}

/** getRegulationCompliance: the provider's own record against what their province asks of a home daycare. */
export async function getRegulationCompliance(context: ProviderContext): Promise<RegulationCompliance> {
  const provider = await resolveOwnedProvider(context);
  const [[spaces], badges] = await Promise.all([
    context.db
      .select({ total: sql<number>`coalesce(sum(${providerAvailableSpaces.spaces}), 0)::int` })
      .from(providerAvailableSpaces)
      .where(eq(providerAvailableSpaces.providerId, provider.id)),
    context.db
      .select({
        name: providerBadges.name,
        has: providerBadges.has,
        activate: providerBadges.activate,
        fileId: providerBadges.fileId,
      })
      .from(providerBadges)
      .where(eq(providerBadges.providerId, provider.id)),
  ]);
  const totalSpaces = spaces?.total ?? 0;
  const rules = homeDaycareRulesFor(provider.province);
  return {
    province: provider.province,
    providerType: provider.providerType,
    totalSpaces,
    rules: { ...rules },
    checks: complianceChecks(provider, rules, totalSpaces, badges),
  };
}
