import { inArray, sql } from 'drizzle-orm';
import {
  childAddresses,
  childAllergies,
  childCustodyArrangements,
  childDiseases,
  childEmergencyContacts,
  childFeedingArrangements,
  childHealthInfos,
  childInvitations,
  childPhysicalRequirements,
  childPickupPersons,
  childQueueEntries,
  childSchoolArrangements,
  childSkinProducts,
  childSleepArrangements,
  children,
  childVaccinationDates,
  childVaccinationRecords,
  daycareOrders,
  waitlistPurchases,
  type Database,
} from '@kinderly/db';

/** Every record of a child's enrolment (one table per wizard step), each keyed by child_id. */
const CHILD_RECORDS = [
  childAddresses,
  childSchoolArrangements,
  childCustodyArrangements,
  childEmergencyContacts,
  childPickupPersons,
  childVaccinationDates,
  childVaccinationRecords,
  childHealthInfos,
  childDiseases,
  childAllergies,
  childSkinProducts,
  childFeedingArrangements,
  childPhysicalRequirements,
  childSleepArrangements,
  childQueueEntries,
  childInvitations,
] as const;

/**
 * The children of a deleted guardian who had no other (ADR 027). A child with orders or waitlist purchases keeps
 * its row, anonymised, because those money records point at it (and would go with it: on delete cascade); every
 * record of its enrolment goes. A child without any is deleted outright (its records and tickets cascade).
 */
export async function eraseChildren(tx: Database, childIds: string[], now: Date): Promise<void> {
  if (childIds.length === 0) return;
  const referenced = await tx
    .selectDistinct({ id: children.id })
    .from(children)
    .where(
      sql`${children.id} in ${childIds} and (exists (select 1 from ${daycareOrders} where ${daycareOrders.childId} = ${children.id})
        or exists (select 1 from ${waitlistPurchases} where ${waitlistPurchases.childId} = ${children.id}))`,
    );
  const keptIds = referenced.map((row) => row.id);
  const goneIds = childIds.filter((id) => !keptIds.includes(id));
  if (goneIds.length > 0) await tx.delete(children).where(inArray(children.id, goneIds));
  if (keptIds.length === 0) return;
  for (const table of CHILD_RECORDS) await tx.delete(table).where(inArray(table.childId, keptIds));
  await tx
    .update(children)
    .set({
      firstName: 'Deleted',
      lastName: 'child',
      preferredName: '',
      // The year stays for the age group the orders already copied; the day and month are personal.
      dateOfBirth: sql`date_trunc('year', ${children.dateOfBirth})::date`,
      homeAddressSameAsParent: true,
      languageIds: [],
      subsidy: false,
      specialNeeds: false,
      requiresAdditionalSupport: false,
      hasLifeThreateningAllergy: false,
      allergyDetails: '',
      hasEpinephrineAutoInjector: false,
      autoInjectorLocation: '',
      anaphylaxisProcedure: '',
      hasVaccineExemption: false,
      vaccineExemptionReason: '',
      additionalInfo: '',
      additionalEmergencyInfo: '',
      updatedAt: now,
    })
    .where(inArray(children.id, keptIds));
}
