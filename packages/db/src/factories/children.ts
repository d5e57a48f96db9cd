import { countStepsCompleted } from '@kinderly/shared';
import type { Database } from '../client.ts';
import {
  childAddresses,
  childAllergies,
  childCustodyArrangements,
  childDiseases,
  childEmergencyContacts,
  childFeedingArrangements,
  childGuardians,
  childHealthInfos,
  childPhysicalRequirements,
  childPickupPersons,
  children,
  childSchoolArrangements,
  childSkinProducts,
  childSleepArrangements,
  childVaccinationDates,
  type ChildRow,
  type NewChildRow,
} from '../schema/index.ts';

/** How far through the wizard: steps 1..N saved, or all 14 plus the final review ('enrolled'). */
export type ChildStage = 'started' | 'halfway' | 'enrolled' | number;

export interface CreateChildOptions {
  parentId: string;
  stage?: ChildStage;
  child?: Partial<Omit<NewChildRow, 'createdById'>>;
}

const stepsFor = (stage: ChildStage) =>
  stage === 'started' ? 1 : stage === 'halfway' ? 7 : stage === 'enrolled' ? 14 : stage;

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The record a step saves, with believable values; reference ids are those of the migration. */
const STEP_WRITERS: Record<number, (tx: Tx, childId: string) => Promise<unknown>> = {
  2: (tx, childId) =>
    tx.insert(childSchoolArrangements).values({
      childId,
      attendsSchool: false,
      schoolName: '',
      schoolAddress: '',
      grade: '',
      schoolDays: [],
      dropOffTime: '',
      pickUpTime: '',
      transportation: 'None',
      notes: '',
    }),
  3: (tx, childId) =>
    tx.insert(childCustodyArrangements).values({
      childId,
      custodyType: 'BothParents',
      hasCourtOrder: false,
      courtOrderDetails: '',
      restrictedPersons: [],
      notes: '',
    }),
  4: (tx, childId) =>
    tx.insert(childEmergencyContacts).values({
      childId,
      priority: 1,
      firstName: 'Denise',
      lastName: 'Roy',
      relationship: 'Grandmother',
      phone: '+1 613 555 0142',
      alternatePhone: '',
      email: '',
      canPickUp: true,
    }),
  5: (tx, childId) =>
    tx.insert(childPickupPersons).values({
      childId,
      position: 1,
      firstName: 'Denise',
      lastName: 'Roy',
      relationship: 'Grandmother',
      phone: '+1 613 555 0142',
      passwordPhrase: 'blue heron',
      notes: '',
    }),
  6: (tx, childId) => tx.insert(childVaccinationDates).values({ childId, vaccineId: 5, doseDates: ['2024-03-01'] }),
  7: async (tx, childId) => {
    await tx.insert(childHealthInfos).values({
      childId,
      medicalDevices: 'Salbutamol inhaler with spacer',
      medicalDevicesLocations: ["Child's backpack"],
      supportsAvailableToTheChild: '',
      otherMedicalConditions: '',
      stepsToReduceRisk: 'Keep away from smoke and cats.',
      signsOfAllergicReaction: '',
      procedureIfAllergicReaction: '',
      procedureDuringEvacuation: 'Bring the inhaler.',
      procedureDuringFieldTrips: 'Bring the inhaler.',
      additionalMedicalConditionInfo: '',
      familyDoctorName: '',
      familyDoctorPhone: '',
    });
    await tx.insert(childDiseases).values({ childId, diseaseId: 1 });
  },
  8: (tx, childId) =>
    tx
      .insert(childAllergies)
      .values({ childId, allergenId: 1, severity: 'Mild', reaction: 'Hives', treatment: 'Antihistamine' }),
  9: (tx, childId) =>
    tx.insert(childSkinProducts).values({
      childId,
      position: 1,
      productType: 'Sunscreen',
      productName: 'Mineral SPF 30',
      permitted: true,
      providedBy: 'Parent',
      instructions: '',
    }),
  10: (tx, childId) =>
    tx.insert(childFeedingArrangements).values({
      childId,
      feedingType: 'SolidFoods',
      formulaName: '',
      bottlesPerDay: 0,
      mealsPerDay: 2,
      snacksPerDay: 2,
      feedingTimes: ['09:30', '11:45', '15:00'],
      dietType: 'None',
      foodsToAvoid: '',
      eatsIndependently: true,
      instructions: '',
    }),
  11: (tx, childId) =>
    tx.insert(childPhysicalRequirements).values({
      childId,
      usesMobilityAid: false,
      mobilityAidDetails: '',
      toiletingStage: 'Training',
      physicalLimitations: '',
      activityRestrictions: '',
      assistanceNeeded: '',
    }),
  12: (tx, childId) =>
    tx.insert(childSleepArrangements).values({
      childId,
      napsPerDay: 1,
      sleepDuration: 90,
      specialRequirements: 'Sleeps with a soft blanket.',
      visualChecksPreferences: 'Every 15 minutes',
      childNapTimes: [{ startTime: '12:30', endTime: '14:00' }],
    }),
};

/**
 * Inserts a child, its parent as guardian and the records of the steps its stage has saved.
 * Tests and the demo seed use it; the date of birth defaults to a three-year-old.
 */
export async function createChild(db: Database, options: CreateChildOptions): Promise<ChildRow> {
  const stage = options.stage ?? 'started';
  const steps = Array.from({ length: stepsFor(stage) }, (_, i) => i + 1);
  const reviewDone = stage === 'enrolled';
  const threeYearsAgo = new Date(Date.now() - 3 * 365.25 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  return db.transaction(async (tx) => {
    const [child] = await tx
      .insert(children)
      .values({
        firstName: 'Léa',
        lastName: 'Roy',
        dateOfBirth: threeYearsAgo,
        languageIds: [1, 2],
        homeAddressSameAsParent: true,
        additionalEmergencyInfo: steps.includes(13) ? 'Call the grandmother if the parents cannot be reached.' : '',
        additionalInfo: steps.includes(14) ? 'Loves singing and drawing.' : '',
        ...options.child,
        createdById: options.parentId,
        savedSteps: steps,
        reviewCompletedAt: reviewDone ? new Date() : null,
        enrollmentStepsCompleted: countStepsCompleted(steps, [], reviewDone),
        currentViewedStep: reviewDone ? 15 : Math.min(steps.length + 1, 14),
      })
      .returning();
    if (!child) throw new Error('createChild inserted nothing');
    await tx.insert(childGuardians).values({ childId: child.id, userId: options.parentId, relationship: 'Parent' });
    if (!child.homeAddressSameAsParent) {
      await tx.insert(childAddresses).values({
        childId: child.id,
        street: '12 Rue Principale',
        city: 'Gatineau',
        province: 'QC',
        country: 'Canada',
        postalCode: 'J8X 3X7',
      });
    }
    for (const step of steps) await STEP_WRITERS[step]?.(tx, child.id);
    return child;
  });
}
