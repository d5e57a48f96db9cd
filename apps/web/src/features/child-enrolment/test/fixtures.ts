import type { ChildRecord, EnrollmentProgress, InitialDataResponse } from '@kinderly/shared';

export const CHILD_ID = '0b6f3c1e-6a55-4c1b-9a57-2f1f1d0e9b11';

export const referenceData: InitialDataResponse = {
  children: [],
  languages: [{ id: 1, code: 'en', name: 'English', nativeName: 'English' }],
  vaccines: [],
  allergens: [{ id: 1, code: 'PEANUT', name: 'Peanuts', category: 'Food' }],
  diseases: [{ id: 1, code: 'ASTHMA', name: 'Asthma' }],
  ageGroups: [],
  parentHasAddress: true,
};

export const progress = (overrides: Partial<EnrollmentProgress> = {}): EnrollmentProgress => ({
  childId: CHILD_ID,
  enrollmentStepsCompleted: 3,
  currentViewedStep: 4,
  savedSteps: [1, 2],
  skippedSteps: [3],
  reviewCompleted: false,
  isEnrolled: false,
  ...overrides,
});

/** A child saved up to step 3, as getChildRecord answers it. */
export const childRecord: ChildRecord = {
  child: {
    id: CHILD_ID,
    firstName: 'Léa',
    lastName: 'Tremblay',
    prefferedName: '',
    age: 3,
    dateOfBirth: '2022-03-04',
    ageGroupId: 16,
    homeAddressId: null,
    custodyArragementId: null,
    homeAddressSameAsParent: true,
    childAddress: null,
    childLanguages: [1],
    enrollmentStepsCompleted: 3,
    currentViewedStep: 4,
    additionalInfo: '',
    additionalEmergencyInfo: '',
    requiresAdditionalSupport: false,
    hasLifeThretheningAllergy: false,
    allergyDetails: '',
    subsidy: false,
    specialNeeds: false,
    sex: 1,
    isEnrolled: false,
    relationship: 'Parent',
  },
  schoolArrangement: null,
  custodyArrangement: null,
  emergencyContacts: [],
  pickupPersons: [],
  vaccination: {
    childId: CHILD_ID,
    childrenVaccinationDates: [],
    hasExemption: false,
    exemptionReason: '',
    vaccinationRecords: [],
  },
  healthInfo: null,
  allergyInfo: {
    childId: CHILD_ID,
    hasLifeThretheningAllergy: false,
    allergyDetails: '',
    childAllergyInfo: [],
    hasEpinephrineAutoInjector: false,
    autoInjectorLocation: '',
    anaphylaxisProcedure: '',
  },
  skinProducts: [],
  feedingArrangement: null,
  physicalRequirements: null,
  sleepArrangement: null,
  additionalInfo: '',
};
