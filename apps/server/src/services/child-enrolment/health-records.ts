import { asc, eq } from 'drizzle-orm';
import {
  allergens,
  childAllergies,
  childDiseases,
  childHealthInfos,
  children,
  childSkinProducts,
  childVaccinationDates,
  diseases,
  vaccines,
  type Database,
} from '@kinderly/db';
import {
  addFieldError,
  CHILD_FIELD_MESSAGES as M,
  STEP_INDEX,
  type AllergyInfo,
  type AllergyInfoRequestSchema,
  type FieldErrors,
  type HealthInfo,
  type HealthInfoRequestSchema,
  type SkinProductsRequestSchema,
  type SkinProductsResponse,
  type VaccinationDatesRequestSchema,
  type VaccinationDatesResponse,
} from '@kinderly/shared';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { requireChildAccess } from './child-access.ts';
import type { ChildInput } from './deps.ts';
import { saveStep } from './progress.ts';
import { checkReferenceIds } from './reference-data.ts';
import { listVaccinationRecords } from './vaccination-records.ts';

/** Steps 6-9. Checks that need the database (known ids, dates after birth) answer 400 with field keys. */

function throwIfAny(errors: FieldErrors) {
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
}

type VaccinationInput = z.output<typeof VaccinationDatesRequestSchema>;
export async function saveVaccinationDates(input: ChildInput & { data: VaccinationInput }) {
  const { child } = await requireChildAccess(input.db, input.actor, input.childId);
  const errors: FieldErrors = {};
  const items = input.data.childrenVaccinationDates;
  const ids = items.map((item) => item.vaccineId);
  await checkReferenceIds(
    input.db,
    vaccines,
    ids,
    errors,
    (i) => `ChildrenVaccinationDates[${i}].VaccineId`,
    M.vaccineUnknown,
  );
  items.forEach((item, i) =>
    item.doseDates.forEach((date, j) => {
      if (date < child.dateOfBirth)
        addFieldError(errors, `ChildrenVaccinationDates[${i}].DoseDates[${j}]`, M.dateBeforeBirth);
    }),
  );
  throwIfAny(errors);
  return saveStep(input, STEP_INDEX.immunization, async (tx, locked) => {
    await tx.delete(childVaccinationDates).where(eq(childVaccinationDates.childId, locked.id));
    if (items.length > 0)
      await tx.insert(childVaccinationDates).values(
        items.map((item) => ({
          childId: locked.id,
          vaccineId: item.vaccineId,
          doseDates: [...item.doseDates].sort(),
        })),
      );
    await tx
      .update(children)
      .set({
        hasVaccineExemption: input.data.hasExemption,
        vaccineExemptionReason: input.data.hasExemption ? input.data.exemptionReason : '',
      })
      .where(eq(children.id, locked.id));
  });
}

export async function readVaccinationDates(db: Database, childId: string): Promise<VaccinationDatesResponse> {
  const [child] = await db.select().from(children).where(eq(children.id, childId));
  const rows = await db
    .select({
      vaccineId: childVaccinationDates.vaccineId,
      vaccineName: vaccines.name,
      doseDates: childVaccinationDates.doseDates,
    })
    .from(childVaccinationDates)
    .innerJoin(vaccines, eq(vaccines.id, childVaccinationDates.vaccineId))
    .where(eq(childVaccinationDates.childId, childId))
    .orderBy(asc(vaccines.id));
  return {
    childId,
    childrenVaccinationDates: rows,
    hasExemption: child?.hasVaccineExemption ?? false,
    exemptionReason: child?.vaccineExemptionReason ?? '',
    vaccinationRecords: await listVaccinationRecords(db, childId),
  };
}

/** getChildrenVaccinationDates (also getVaccinationDates). */
export async function getVaccinationDates({ db, actor, childId }: ChildInput): Promise<VaccinationDatesResponse> {
  await requireChildAccess(db, actor, childId);
  return readVaccinationDates(db, childId);
}

type HealthInput = z.output<typeof HealthInfoRequestSchema>;
export async function saveHealthInfo(input: ChildInput & { data: HealthInput }) {
  const errors: FieldErrors = {};
  const { chosenDiseases, requiresAdditionalSupport, ...rest } = input.data;
  await checkReferenceIds(input.db, diseases, chosenDiseases, errors, (i) => `ChosenDiseases[${i}]`, M.diseaseUnknown);
  throwIfAny(errors);
  const values = {
    medicalDevices: rest.medicalDevices,
    medicalDevicesLocations: rest.medicalDevicesLocations,
    supportsAvailableToTheChild: rest.supportsAvailableToTheChild,
    otherMedicalConditions: rest.otherMedicalConditions,
    stepsToReduceRisk: rest.stepsToReduceRiskOfMedicalCondition,
    signsOfAllergicReaction: rest.signsAndSymptomsOfAllergicReaction,
    procedureIfAllergicReaction: rest.procedureIfAllergicReaction,
    procedureDuringEvacuation: rest.procedureDuringEvacuation,
    procedureDuringFieldTrips: rest.procedureDuringFieldTrips,
    additionalMedicalConditionInfo: rest.additionalMedicaConditionInfo,
    familyDoctorName: rest.familyDoctorName,
    familyDoctorPhone: rest.familyDoctorPhone,
  };
  return saveStep(input, STEP_INDEX['health-info'], async (tx, child) => {
    await tx
      .insert(childHealthInfos)
      .values({ childId: child.id, ...values })
      .onConflictDoUpdate({ target: childHealthInfos.childId, set: values });
    await tx.delete(childDiseases).where(eq(childDiseases.childId, child.id));
    if (chosenDiseases.length > 0)
      await tx.insert(childDiseases).values(chosenDiseases.map((diseaseId) => ({ childId: child.id, diseaseId })));
    await tx.update(children).set({ requiresAdditionalSupport }).where(eq(children.id, child.id));
  });
}

export async function readHealthInfo(db: Database, childId: string): Promise<HealthInfo | null> {
  const [row] = await db.select().from(childHealthInfos).where(eq(childHealthInfos.childId, childId));
  if (!row) return null;
  const [child] = await db
    .select({ support: children.requiresAdditionalSupport })
    .from(children)
    .where(eq(children.id, childId));
  const chosen = await db
    .select({ id: diseases.id, code: diseases.code, name: diseases.name })
    .from(childDiseases)
    .innerJoin(diseases, eq(diseases.id, childDiseases.diseaseId))
    .where(eq(childDiseases.childId, childId))
    .orderBy(asc(diseases.id));
  return {
    id: row.id,
    childId,
    diseases: chosen,
    chosenDiseases: chosen.map((disease) => disease.id),
    medicalDevices: row.medicalDevices,
    medicalDevicesLocations: row.medicalDevicesLocations,
    supportsAvailableToTheChild: row.supportsAvailableToTheChild,
    requiresAdditionalSupport: child?.support ?? false,
    otherMedicalConditions: row.otherMedicalConditions,
    stepsToReduceRiskOfMedicalCondition: row.stepsToReduceRisk,
    signsAndSymptomsOfAllergicReaction: row.signsOfAllergicReaction,
    procedureIfAllergicReaction: row.procedureIfAllergicReaction,
    procedureDuringEvacuation: row.procedureDuringEvacuation,
    procedureDuringFieldTrips: row.procedureDuringFieldTrips,
    additionalMedicaConditionInfo: row.additionalMedicalConditionInfo,
    familyDoctorName: row.familyDoctorName,
    familyDoctorPhone: row.familyDoctorPhone,
  };
}

export async function getHealthInfo({ db, actor, childId }: ChildInput): Promise<HealthInfo | null> {
  await requireChildAccess(db, actor, childId);
  return readHealthInfo(db, childId);
}

type AllergyInput = z.output<typeof AllergyInfoRequestSchema>;
export async function saveAllergyInfo(input: ChildInput & { data: AllergyInput }) {
  const errors: FieldErrors = {};
  const items = input.data.childAllergyInfo;
  await checkReferenceIds(
    input.db,
    allergens,
    items.map((item) => item.allergenId),
    errors,
    (i) => `ChildAllergyInfo[${i}].AllergenId`,
    M.allergenUnknown,
  );
  throwIfAny(errors);
  return saveStep(input, STEP_INDEX.allergy, async (tx, child) => {
    await tx.delete(childAllergies).where(eq(childAllergies.childId, child.id));
    if (items.length > 0) await tx.insert(childAllergies).values(items.map((item) => ({ childId: child.id, ...item })));
    await tx
      .update(children)
      .set({
        hasLifeThreateningAllergy: input.data.hasLifeThretheningAllergy,
        allergyDetails: input.data.allergyDetails,
        hasEpinephrineAutoInjector: input.data.hasEpinephrineAutoInjector,
        autoInjectorLocation: input.data.hasEpinephrineAutoInjector ? input.data.autoInjectorLocation : '',
        anaphylaxisProcedure: input.data.anaphylaxisProcedure,
      })
      .where(eq(children.id, child.id));
  });
}

export async function readAllergyInfo(db: Database, childId: string): Promise<AllergyInfo> {
  const [child] = await db.select().from(children).where(eq(children.id, childId));
  const rows = await db
    .select({ item: childAllergies, allergen: allergens })
    .from(childAllergies)
    .innerJoin(allergens, eq(allergens.id, childAllergies.allergenId))
    .where(eq(childAllergies.childId, childId))
    .orderBy(asc(allergens.id));
  return {
    childId,
    hasLifeThretheningAllergy: child?.hasLifeThreateningAllergy ?? false,
    allergyDetails: child?.allergyDetails ?? '',
    hasEpinephrineAutoInjector: child?.hasEpinephrineAutoInjector ?? false,
    autoInjectorLocation: child?.autoInjectorLocation ?? '',
    anaphylaxisProcedure: child?.anaphylaxisProcedure ?? '',
    childAllergyInfo: rows.map(({ item, allergen }) => ({
      allergenId: item.allergenId,
      severity: item.severity as AllergyInfo['childAllergyInfo'][number]['severity'],
      reaction: item.reaction,
      treatment: item.treatment,
      allergen: {
        ...allergen,
        category: allergen.category as AllergyInfo['childAllergyInfo'][number]['allergen']['category'],
      },
    })),
  };
}

/** getAllergyInfo and getChosenAllergens. */
export async function getAllergyInfo({ db, actor, childId }: ChildInput): Promise<AllergyInfo> {
  await requireChildAccess(db, actor, childId);
  return readAllergyInfo(db, childId);
}

type SkinInput = z.output<typeof SkinProductsRequestSchema>;
export async function saveSkinProducts(input: ChildInput & { data: SkinInput }) {
  return saveStep(input, STEP_INDEX['skin-products'], async (tx, child) => {
    await tx.delete(childSkinProducts).where(eq(childSkinProducts.childId, child.id));
    if (input.data.skinProducts.length > 0)
      await tx
        .insert(childSkinProducts)
        .values(
          input.data.skinProducts.map((product, index) => ({ childId: child.id, position: index + 1, ...product })),
        );
  });
}

export async function readSkinProducts(db: Database, childId: string): Promise<SkinProductsResponse> {
  const rows = await db
    .select()
    .from(childSkinProducts)
    .where(eq(childSkinProducts.childId, childId))
    .orderBy(asc(childSkinProducts.position));
  return {
    childId,
    skinProducts: rows.map((row) => ({
      id: row.id,
      productType: row.productType as SkinProductsResponse['skinProducts'][number]['productType'],
      productName: row.productName,
      permitted: row.permitted,
      providedBy: row.providedBy as 'Parent' | 'Provider',
      instructions: row.instructions,
    })),
  };
}

export async function getSkinProducts({ db, actor, childId }: ChildInput): Promise<SkinProductsResponse> {
  await requireChildAccess(db, actor, childId);
  return readSkinProducts(db, childId);
}
