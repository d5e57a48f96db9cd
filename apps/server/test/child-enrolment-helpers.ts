import type { FastifyInstance } from 'fastify';
import type { UserRow } from '@kinderly/db';
import type { ChildInfoRequest } from '@kinderly/shared';
import { bearer, loginAs } from './account-helpers.ts';

/** Valid bodies of every step, as a careful parent would fill them. */
export const CHILD_INFO: ChildInfoRequest = {
  firstName: 'Léa',
  lastName: 'Tremblay',
  prefferedName: 'Lili',
  dateOfBirth: '2023-04-12',
  sex: 2,
  childLanguages: [1, 2],
  homeAddressSameAsParent: false,
  childAddress: {
    street: '12 Rue Principale',
    city: 'Gatineau',
    province: 'QC',
    country: 'Canada',
    postalCode: 'j8x 3x7',
  },
  subsidy: true,
  specialNeeds: false,
};

export interface StepCase {
  step: number;
  name: string;
  body: object;
  /** A body the schema or the service refuses, and a field key the 400 must name. */
  bad: object;
  badKey: string;
}

export const STEP_CASES: StepCase[] = [
  {
    step: 2,
    name: 'SchoolArrangement',
    body: {
      attendsSchool: true,
      schoolName: 'École du Parc',
      schoolAddress: '5 Rue du Parc',
      grade: 'JK',
      schoolDays: [1, 2, 3, 4, 5],
      dropOffTime: '08:15',
      pickUpTime: '15:30',
      transportation: 'Provider',
      notes: '',
    },
    bad: {
      attendsSchool: true,
      schoolName: '',
      schoolAddress: '',
      grade: '',
      schoolDays: [],
      dropOffTime: '8h',
      pickUpTime: '',
      transportation: 'Provider',
      notes: '',
    },
    badKey: 'SchoolName',
  },
  {
    step: 3,
    name: 'CustodyArrangement',
    body: {
      custodyType: 'Sole',
      hasCourtOrder: true,
      courtOrderDetails: 'Ontario Superior Court order of 2024-05-01',
      restrictedPersons: [{ fullName: 'Marc Dupuis', relationship: 'Father', description: 'Tall, beard' }],
      notes: '',
    },
    bad: { custodyType: 'Sole', hasCourtOrder: true, courtOrderDetails: '', restrictedPersons: [], notes: '' },
    badKey: 'CourtOrderDetails',
  },
  {
    step: 4,
    name: 'EmergencyContacts',
    body: {
      emergencyContacts: [
        {
          firstName: 'Denise',
          lastName: 'Roy',
          relationship: 'Grandmother',
          phone: '613-555-0142',
          alternatePhone: '',
          email: 'denise@example.com',
          canPickUp: true,
        },
      ],
    },
    bad: {
      emergencyContacts: [
        {
          firstName: 'Denise',
          lastName: 'Roy',
          relationship: 'Grandmother',
          phone: 'call me',
          alternatePhone: '',
          email: '',
          canPickUp: true,
        },
      ],
    },
    badKey: 'EmergencyContacts[0].Phone',
  },
  {
    step: 5,
    name: 'PickupPersons',
    body: {
      pickupPersons: [
        {
          firstName: 'Paul',
          lastName: 'Roy',
          relationship: 'Uncle',
          phone: '+1 819 555 0199',
          passwordPhrase: 'blue heron',
          notes: '',
        },
      ],
    },
    bad: {
      pickupPersons: [
        {
          firstName: '',
          lastName: 'Roy',
          relationship: 'Uncle',
          phone: '+1 819 555 0199',
          passwordPhrase: '',
          notes: '',
        },
      ],
    },
    badKey: 'PickupPersons[0].FirstName',
  },
  {
    step: 6,
    name: 'VaccinationDates',
    body: {
      childrenVaccinationDates: [
        { vaccineId: 1, doseDates: ['2023-06-12', '2023-08-12'] },
        { vaccineId: 5, doseDates: ['2024-04-12'] },
      ],
      hasExemption: false,
      exemptionReason: '',
    },
    bad: {
      childrenVaccinationDates: [{ vaccineId: 1, doseDates: ['2022-01-01'] }],
      hasExemption: false,
      exemptionReason: '',
    },
    badKey: 'ChildrenVaccinationDates[0].DoseDates[0]',
  },
  {
    step: 7,
    name: 'HealthInfo',
    body: {
      chosenDiseases: [1],
      medicalDevices: 'Inhaler',
      medicalDevicesLocations: ["Child's backpack"],
      supportsAvailableToTheChild: '',
      requiresAdditionalSupport: true,
      otherMedicalConditions: '',
      stepsToReduceRiskOfMedicalCondition: 'No smoke',
      signsAndSymptomsOfAllergicReaction: '',
      procedureIfAllergicReaction: '',
      procedureDuringEvacuation: 'Bring the inhaler',
      procedureDuringFieldTrips: 'Bring the inhaler',
      additionalMedicaConditionInfo: '',
      familyDoctorName: 'Dr Nguyen',
      familyDoctorPhone: '819-555-0100',
    },
    bad: {
      chosenDiseases: [999],
      medicalDevices: '',
      medicalDevicesLocations: [],
      supportsAvailableToTheChild: '',
      requiresAdditionalSupport: false,
      otherMedicalConditions: '',
      stepsToReduceRiskOfMedicalCondition: '',
      signsAndSymptomsOfAllergicReaction: '',
      procedureIfAllergicReaction: '',
      procedureDuringEvacuation: '',
      procedureDuringFieldTrips: '',
      additionalMedicaConditionInfo: '',
      familyDoctorName: '',
      familyDoctorPhone: '',
    },
    badKey: 'ChosenDiseases[0]',
  },
  {
    step: 8,
    name: 'AllergyInfo',
    body: {
      hasLifeThretheningAllergy: true,
      allergyDetails: 'Peanuts',
      hasEpinephrineAutoInjector: true,
      autoInjectorLocation: 'Fanny pack',
      anaphylaxisProcedure: 'Give EpiPen Jr, call 911, call parent.',
      childAllergyInfo: [{ allergenId: 1, severity: 'LifeThreatening', reaction: 'Anaphylaxis', treatment: 'EpiPen' }],
    },
    bad: {
      hasLifeThretheningAllergy: false,
      allergyDetails: '',
      hasEpinephrineAutoInjector: false,
      autoInjectorLocation: '',
      anaphylaxisProcedure: '',
      childAllergyInfo: [{ allergenId: 1, severity: 'LifeThreatening', reaction: '', treatment: '' }],
    },
    badKey: 'HasLifeThretheningAllergy',
  },
  {
    step: 9,
    name: 'SkinProducts',
    body: {
      skinProducts: [
        {
          productType: 'Sunscreen',
          productName: 'Mineral SPF 30',
          permitted: true,
          providedBy: 'Parent',
          instructions: 'Before outdoor play',
        },
      ],
    },
    bad: {
      skinProducts: [
        { productType: 'Perfume', productName: '', permitted: true, providedBy: 'Parent', instructions: '' },
      ],
    },
    badKey: 'SkinProducts[0].ProductType',
  },
  {
    step: 10,
    name: 'FeedingArrangement',
    body: {
      feedingType: 'SolidFoods',
      formulaName: '',
      bottlesPerDay: 0,
      mealsPerDay: 2,
      snacksPerDay: 2,
      feedingTimes: ['09:30', '11:45'],
      dietType: 'Halal',
      foodsToAvoid: 'Pork',
      eatsIndependently: true,
      instructions: '',
    },
    bad: {
      feedingType: 'SolidFoods',
      formulaName: '',
      bottlesPerDay: 0,
      mealsPerDay: 9,
      snacksPerDay: 2,
      feedingTimes: [],
      dietType: 'None',
      foodsToAvoid: '',
      eatsIndependently: true,
      instructions: '',
    },
    badKey: 'MealsPerDay',
  },
  {
    step: 11,
    name: 'PhysicalRequirements',
    body: {
      usesMobilityAid: false,
      mobilityAidDetails: '',
      toiletingStage: 'Training',
      physicalLimitations: '',
      activityRestrictions: '',
      assistanceNeeded: 'Help with zips',
    },
    bad: {
      usesMobilityAid: true,
      mobilityAidDetails: '',
      toiletingStage: 'Training',
      physicalLimitations: '',
      activityRestrictions: '',
      assistanceNeeded: '',
    },
    badKey: 'MobilityAidDetails',
  },
  {
    step: 12,
    name: 'SleepArrangement',
    body: {
      napsPerDay: 1,
      sleepDuration: 90,
      specialRequirements: 'On the back, sleep sack',
      visualChecksPrefferences: 'Every 15 minutes',
      childNapTimes: [{ startTime: '12:30', endTime: '14:00' }],
    },
    bad: {
      napsPerDay: 1,
      sleepDuration: 90,
      specialRequirements: '',
      visualChecksPrefferences: '',
      childNapTimes: [{ startTime: '14:00', endTime: '12:30' }],
    },
    badKey: 'ChildNapTimes[0].EndTime',
  },
];

export async function headersFor(app: FastifyInstance, user: Pick<UserRow, 'email'>) {
  return bearer(await loginAs(app, user));
}

export type Headers = Awaited<ReturnType<typeof headersFor>>;

export async function enrol(
  app: FastifyInstance,
  headers: Headers,
  body: object = CHILD_INFO,
): Promise<{ id: string }> {
  const res = await app.inject({ method: 'POST', url: '/api/enrollment/enrollchild', headers, payload: body });
  if (res.statusCode !== 201) throw new Error(`enrollchild: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Saves every step 2..14 of a child (valid bodies). */
export async function saveAllSteps(app: FastifyInstance, headers: Headers, childId: string) {
  for (const step of STEP_CASES) {
    const res = await app.inject({
      method: 'POST',
      url: `/api/enrollment/save${step.name}?childId=${childId}`,
      headers,
      payload: step.body,
    });
    if (res.statusCode !== 200) throw new Error(`save${step.name}: ${res.statusCode} ${res.body}`);
  }
  for (const url of [
    'saveAdditionalEmergencyInfo?additionalEmergencyInfo=Call%20Denise',
    'saveAdditionalInfo?additionalInfo=Loves%20music',
  ]) {
    const res = await app.inject({ method: 'POST', url: `/api/enrollment/${url}&childId=${childId}`, headers });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  }
}
