import { asc, inArray } from 'drizzle-orm';
import { allergens, diseases, languages, vaccines, type Database } from '@kinderly/db';
import {
  AGE_GROUPS,
  ALLERGEN_CATEGORIES,
  addFieldError,
  MEDICAL_DEVICE_LOCATIONS,
  type AllergenOption,
  type DiseaseOption,
  type FieldErrors,
  type LanguageOption,
  type VaccineOption,
} from '@kinderly/shared';

/** The reference lists of the enrolment forms (inserted by the child-enrolment migration). */

export const listLanguages = (db: Database): Promise<LanguageOption[]> =>
  db.select().from(languages).orderBy(asc(languages.id));
export const listVaccines = (db: Database): Promise<VaccineOption[]> =>
  db.select().from(vaccines).orderBy(asc(vaccines.id));
export const listDiseases = (db: Database): Promise<DiseaseOption[]> =>
  db.select().from(diseases).orderBy(asc(diseases.id));

export async function listAllergens(db: Database): Promise<AllergenOption[]> {
  const rows = await db.select().from(allergens).orderBy(asc(allergens.id));
  const known = new Set<string>(ALLERGEN_CATEGORIES);
  return rows.map((row) => ({
    ...row,
    category: (known.has(row.category) ? row.category : 'Other') as AllergenOption['category'],
  }));
}

export const listAgeGroups = () =>
  AGE_GROUPS.map(({ id, name, label, fromMonths, toMonths }) => ({ id, name, label, fromMonths, toMonths }));

export async function populateHealthInformation(db: Database) {
  return { diseases: await listDiseases(db), medicalDevicesLocations: [...MEDICAL_DEVICE_LOCATIONS] };
}

type ReferenceTable = typeof languages | typeof vaccines | typeof allergens | typeof diseases;

/**
 * Adds `message` under `key(index)` for every id that is not in the table; the ids come from a form,
 * so an unknown one is bad input (400), not a foreign-key failure (500).
 */
export async function checkReferenceIds(
  db: Database,
  table: ReferenceTable,
  ids: number[],
  errors: FieldErrors,
  key: (index: number) => string,
  message: string,
): Promise<void> {
  if (ids.length === 0) return;
  const found = new Set(
    (await db.select({ id: table.id }).from(table).where(inArray(table.id, ids))).map((row) => row.id),
  );
  ids.forEach((id, index) => {
    if (!found.has(id)) addFieldError(errors, key(index), message);
  });
}
