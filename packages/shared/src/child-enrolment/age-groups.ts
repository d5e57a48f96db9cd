/**
 * Age groups of SPEC section 9. The spec's ranges overlap (a four-year-old is both Preschool and
 * Kindergarten); a child's `ageGroupId` is the FIRST group in this order whose primary range holds its
 * age, so every age has one group, and `ageGroupsForAge` gives every group whose spec range holds it
 * (for matching against the groups a provider accepts). Ranges are in months, [from, to). `key` names the
 * group in the web catalogues.
 */
export const AGE_GROUPS = [
  { id: 14, key: 'infant', name: 'Infant', label: '0-18 mos', fromMonths: 0, toMonths: 18, primaryToMonths: 18 },
  { id: 15, key: 'toddler', name: 'Toddler', label: '1.5-2.5 yrs', fromMonths: 18, toMonths: 30, primaryToMonths: 30 },
  {
    id: 16,
    key: 'preschool',
    name: 'Preschool',
    label: '2.5-6 yrs',
    fromMonths: 30,
    toMonths: 72,
    primaryToMonths: 72,
  },
  {
    id: 17,
    key: 'kindergarten',
    name: 'Kindergarten',
    label: '3 yrs 8 mos-7 yrs',
    fromMonths: 44,
    toMonths: 84,
    primaryToMonths: 84,
  },
  {
    id: 18,
    key: 'primaryJrSchool',
    name: 'Primary Jr. School',
    label: '5 yrs 8 mos-13 yrs',
    fromMonths: 68,
    toMonths: 156,
    primaryToMonths: 108,
  },
  {
    id: 19,
    key: 'jrSchool',
    name: 'Jr. School',
    label: '9-13 yrs',
    fromMonths: 108,
    toMonths: 156,
    primaryToMonths: 156,
  },
] as const;

export type AgeGroupId = (typeof AGE_GROUPS)[number]['id'];
export const AGE_GROUP_IDS = AGE_GROUPS.map((group) => group.id) as [AgeGroupId, ...AgeGroupId[]];
/** Oldest age (exclusive) a child may be enrolled at: childcare ends with Jr. School at 13. */
export const MAX_CHILD_AGE_MONTHS = 156;

const parse = (isoDate: string) => isoDate.split('-').map(Number) as [number, number, number];

/** Whole months from `dateOfBirth` to `today` (both YYYY-MM-DD); negative before birth. */
export function ageInMonthsOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = parse(dateOfBirth);
  const [ty, tm, td] = parse(today);
  return (ty - by) * 12 + (tm - bm) - (td < bd ? 1 : 0);
}

export function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

/** The one age group of a child born on `dateOfBirth`, or null outside 0 to 13 years. */
export function ageGroupIdFor(dateOfBirth: string, today = todayIso()): AgeGroupId | null {
  const months = ageInMonthsOn(dateOfBirth, today);
  if (months < 0) return null;
  let from = 0;
  for (const group of AGE_GROUPS) {
    if (months >= from && months < group.primaryToMonths) return group.id;
    from = group.primaryToMonths;
  }
  return null;
}

/** Every spec age group whose range holds the child's age (overlaps included). */
export function ageGroupsForAge(dateOfBirth: string, today = todayIso()): AgeGroupId[] {
  const months = ageInMonthsOn(dateOfBirth, today);
  return AGE_GROUPS.filter((group) => months >= group.fromMonths && months < group.toMonths).map((g) => g.id);
}

/** Age in whole years, as the child record's `age`. */
export function childAgeYears(dateOfBirth: string, today = todayIso()): number {
  return Math.max(0, Math.floor(ageInMonthsOn(dateOfBirth, today) / 12));
}
