import { eq } from 'drizzle-orm';
import {
  childAddresses,
  childCustodyArrangements,
  type ChildAddressRow,
  type ChildRow,
  type Database,
} from '@kinderly/db';
import { ageGroupIdFor, CHILD_ENROLLED_STEPS, childAgeYears, type Child } from '@kinderly/shared';
import type { GuardianRelationship } from './child-access.ts';

/** The child as the API shows it: spec names (misspellings kept), age and age group derived today. */
export function toChild(
  row: ChildRow,
  extra: { address: ChildAddressRow | null; custodyId: string | null; relationship: GuardianRelationship },
): Child {
  const { address } = extra;
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    prefferedName: row.preferredName,
    age: childAgeYears(row.dateOfBirth),
    dateOfBirth: row.dateOfBirth,
    ageGroupId: ageGroupIdFor(row.dateOfBirth),
    homeAddressId: address?.id ?? null,
    custodyArragementId: extra.custodyId,
    homeAddressSameAsParent: row.homeAddressSameAsParent,
    childAddress: address
      ? {
          street: address.street,
          city: address.city,
          province: address.province,
          country: address.country,
          postalCode: address.postalCode,
        }
      : null,
    childLanguages: row.languageIds,
    enrollmentStepsCompleted: row.enrollmentStepsCompleted,
    currentViewedStep: row.currentViewedStep,
    additionalInfo: row.additionalInfo,
    additionalEmergencyInfo: row.additionalEmergencyInfo,
    requiresAdditionalSupport: row.requiresAdditionalSupport,
    hasLifeThretheningAllergy: row.hasLifeThreateningAllergy,
    allergyDetails: row.allergyDetails,
    subsidy: row.subsidy,
    specialNeeds: row.specialNeeds,
    sex: row.sex,
    isEnrolled: row.enrollmentStepsCompleted >= CHILD_ENROLLED_STEPS,
    relationship: extra.relationship,
  };
}

/** One child with its address and custody id looked up. */
export async function loadChild(db: Database, row: ChildRow, relationship: GuardianRelationship): Promise<Child> {
  const [address] = await db.select().from(childAddresses).where(eq(childAddresses.childId, row.id));
  const [custody] = await db
    .select({ id: childCustodyArrangements.id })
    .from(childCustodyArrangements)
    .where(eq(childCustodyArrangements.childId, row.id));
  return toChild(row, { address: address ?? null, custodyId: custody?.id ?? null, relationship });
}
