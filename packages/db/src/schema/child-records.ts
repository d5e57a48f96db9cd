import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { children } from './child-enrolment.ts';
import { files } from './files.ts';
import { allergens, diseases, vaccines } from './reference-data.ts';

/**
 * The sub-records of a child (one per enrolment step). One row per child for the single records; a row
 * per item for lists a provider or a later feature looks up (contacts, pickup persons, allergies,
 * diseases, vaccines); jsonb only for small lists nothing queries (restricted persons, nap times).
 */
const childRef = () =>
  uuid('child_id')
    .notNull()
    .references(() => children.id, { onDelete: 'cascade' });

export const childSchoolArrangements = pgTable('child_school_arrangements', {
  id: uuid('id').primaryKey().defaultRandom(),
  childId: childRef().unique(),
  attendsSchool: boolean('attends_school').notNull(),
  schoolName: text('school_name').notNull(),
  schoolAddress: text('school_address').notNull(),
  grade: text('grade').notNull(),
  schoolDays: integer('school_days').array().notNull(),
  dropOffTime: text('drop_off_time').notNull(),
  pickUpTime: text('pick_up_time').notNull(),
  transportation: text('transportation').notNull(),
  notes: text('notes').notNull(),
});

export const childCustodyArrangements = pgTable('child_custody_arrangements', {
  id: uuid('id').primaryKey().defaultRandom(),
  childId: childRef().unique(),
  custodyType: text('custody_type').notNull(),
  hasCourtOrder: boolean('has_court_order').notNull(),
  courtOrderDetails: text('court_order_details').notNull(),
  /** People who must not pick the child up: [{ fullName, relationship, description }]. */
  restrictedPersons: jsonb('restricted_persons')
    .$type<{ fullName: string; relationship: string; description: string }[]>()
    .notNull(),
  notes: text('notes').notNull(),
});

export const childEmergencyContacts = pgTable(
  'child_emergency_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    childId: childRef(),
    /** 1 = call first. */
    priority: integer('priority').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    relationship: text('relationship').notNull(),
    phone: text('phone').notNull(),
    alternatePhone: text('alternate_phone').notNull(),
    email: text('email').notNull(),
    canPickUp: boolean('can_pick_up').notNull(),
  },
  (t) => [index('child_emergency_contacts_child_idx').on(t.childId)],
);

export const childPickupPersons = pgTable(
  'child_pickup_persons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    childId: childRef(),
    position: integer('position').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    relationship: text('relationship').notNull(),
    phone: text('phone').notNull(),
    passwordPhrase: text('password_phrase').notNull(),
    notes: text('notes').notNull(),
  },
  (t) => [index('child_pickup_persons_child_idx').on(t.childId)],
);

export const childVaccinationDates = pgTable(
  'child_vaccination_dates',
  {
    childId: childRef(),
    vaccineId: integer('vaccine_id')
      .notNull()
      .references(() => vaccines.id),
    doseDates: date('dose_dates').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.childId, t.vaccineId] })],
);

export const childVaccinationRecords = pgTable(
  'child_vaccination_records',
  {
    childId: childRef(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.childId, t.fileId] }), index('child_vaccination_records_file_idx').on(t.fileId)],
);

export const childHealthInfos = pgTable('child_health_infos', {
  id: uuid('id').primaryKey().defaultRandom(),
  childId: childRef().unique(),
  medicalDevices: text('medical_devices').notNull(),
  medicalDevicesLocations: text('medical_devices_locations').array().notNull(),
  supportsAvailableToTheChild: text('supports_available_to_the_child').notNull(),
  otherMedicalConditions: text('other_medical_conditions').notNull(),
  stepsToReduceRisk: text('steps_to_reduce_risk').notNull(),
  signsOfAllergicReaction: text('signs_of_allergic_reaction').notNull(),
  procedureIfAllergicReaction: text('procedure_if_allergic_reaction').notNull(),
  procedureDuringEvacuation: text('procedure_during_evacuation').notNull(),
  procedureDuringFieldTrips: text('procedure_during_field_trips').notNull(),
  additionalMedicalConditionInfo: text('additional_medical_condition_info').notNull(),
  familyDoctorName: text('family_doctor_name').notNull(),
  familyDoctorPhone: text('family_doctor_phone').notNull(),
});

export const childDiseases = pgTable(
  'child_diseases',
  {
    childId: childRef(),
    diseaseId: integer('disease_id')
      .notNull()
      .references(() => diseases.id),
  },
  (t) => [primaryKey({ columns: [t.childId, t.diseaseId] }), index('child_diseases_disease_idx').on(t.diseaseId)],
);

export const childAllergies = pgTable(
  'child_allergies',
  {
    childId: childRef(),
    allergenId: integer('allergen_id')
      .notNull()
      .references(() => allergens.id),
    severity: text('severity').notNull(),
    reaction: text('reaction').notNull(),
    treatment: text('treatment').notNull(),
  },
  (t) => [primaryKey({ columns: [t.childId, t.allergenId] }), index('child_allergies_allergen_idx').on(t.allergenId)],
);

export const childSkinProducts = pgTable(
  'child_skin_products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    childId: childRef(),
    position: integer('position').notNull(),
    productType: text('product_type').notNull(),
    productName: text('product_name').notNull(),
    permitted: boolean('permitted').notNull(),
    providedBy: text('provided_by').notNull(),
    instructions: text('instructions').notNull(),
  },
  (t) => [index('child_skin_products_child_idx').on(t.childId)],
);

export const childFeedingArrangements = pgTable('child_feeding_arrangements', {
  id: uuid('id').primaryKey().defaultRandom(),
  childId: childRef().unique(),
  feedingType: text('feeding_type').notNull(),
  formulaName: text('formula_name').notNull(),
  bottlesPerDay: integer('bottles_per_day').notNull(),
  mealsPerDay: integer('meals_per_day').notNull(),
  snacksPerDay: integer('snacks_per_day').notNull(),
  feedingTimes: text('feeding_times').array().notNull(),
  dietType: text('diet_type').notNull(),
  foodsToAvoid: text('foods_to_avoid').notNull(),
  eatsIndependently: boolean('eats_independently').notNull(),
  instructions: text('instructions').notNull(),
});

export const childPhysicalRequirements = pgTable('child_physical_requirements', {
  id: uuid('id').primaryKey().defaultRandom(),
  childId: childRef().unique(),
  usesMobilityAid: boolean('uses_mobility_aid').notNull(),
  mobilityAidDetails: text('mobility_aid_details').notNull(),
  toiletingStage: text('toileting_stage').notNull(),
  physicalLimitations: text('physical_limitations').notNull(),
  activityRestrictions: text('activity_restrictions').notNull(),
  assistanceNeeded: text('assistance_needed').notNull(),
});

export const childSleepArrangements = pgTable('child_sleep_arrangements', {
  id: uuid('id').primaryKey().defaultRandom(),
  childId: childRef().unique(),
  napsPerDay: integer('naps_per_day').notNull(),
  /** Minutes. */
  sleepDuration: integer('sleep_duration').notNull(),
  specialRequirements: text('special_requirements').notNull(),
  visualChecksPreferences: text('visual_checks_preferences').notNull(),
  childNapTimes: jsonb('child_nap_times').$type<{ startTime: string; endTime: string }[]>().notNull(),
});
