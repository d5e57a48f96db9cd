import type { ChildRecord } from '@kinderly/shared';
import { requireChildAccess } from './child-access.ts';
import { loadChild } from './child-dto.ts';
import type { ChildInput } from './deps.ts';
import {
  getCustodyArrangement,
  getEmergencyContacts,
  getPickupPersons,
  getSchoolArrangement,
} from './family-records.ts';
import { readFeedingArrangement, readPhysicalRequirements, readSleepArrangement } from './care-records.ts';
import { readAllergyInfo, readHealthInfo, readSkinProducts, readVaccinationDates } from './health-records.ts';

/** The whole record for the final review (the access check runs once per part; they are cheap). */
export async function getChildRecord(input: ChildInput): Promise<ChildRecord> {
  const { db, childId } = input;
  const { child, relationship } = await requireChildAccess(db, input.actor, childId);
  const [childDto, school, custody, contacts, pickup, vaccination, health, allergy, skin, feeding, physical, sleep] =
    await Promise.all([
      loadChild(db, child, relationship),
      getSchoolArrangement(input),
      getCustodyArrangement(input),
      getEmergencyContacts(input),
      getPickupPersons(input),
      readVaccinationDates(db, childId),
      readHealthInfo(db, childId),
      readAllergyInfo(db, childId),
      readSkinProducts(db, childId),
      readFeedingArrangement(db, childId),
      readPhysicalRequirements(db, childId),
      readSleepArrangement(db, childId),
    ]);
  return {
    child: childDto,
    schoolArrangement: school,
    custodyArrangement: custody,
    emergencyContacts: contacts.emergencyContacts,
    pickupPersons: pickup.pickupPersons,
    vaccination,
    healthInfo: health,
    allergyInfo: allergy,
    skinProducts: skin.skinProducts,
    feedingArrangement: feeding,
    physicalRequirements: physical,
    sleepArrangement: sleep,
    additionalInfo: child.additionalInfo,
  };
}
