import type { Database, ProviderRow } from '@kinderly/db';
import type {
  AvailabilitySettings,
  FamilyAmenities,
  Holidays,
  HoursOfBusiness,
  Household,
  PoliciesAndProcedures,
  ProviderEnrolmentStepSlug,
  ProviderHouseholdSummary,
  ProviderUserProfile,
} from '@kinderly/shared';
import type { Actor } from '../../plugins/auth.ts';
import { readHolidays, readSpaces } from './availability.ts';
import { familyAmenitiesStep, householdStep } from './column-steps.ts';
import { isStepCompleted } from './enrollment-steps.ts';
import { readGallery } from './gallery.ts';
import { readHours } from './offer.ts';
import { readPolicies } from './policies-and-procedures.ts';
import { findVisibleProvider } from './provider-access.ts';
import { galleryUrls, holidayWindow, ownerNameOf, readOwner } from './public-profile.ts';

/**
 * The profile reads of SPEC section 7 "Booking", by providerId: a listed provider for anyone signed in, an unlisted
 * one for its owner and the SuperAdmin, 404 otherwise (findVisibleProvider). Each gives a step's data as parents may
 * see it, null while that step was never saved.
 */
export interface ProfileReadInput {
  db: Database;
  actor: Actor;
  providerId: string;
}

async function readStep<T>(
  input: ProfileReadInput,
  slug: ProviderEnrolmentStepSlug,
  read: (row: ProviderRow) => T | Promise<T>,
): Promise<{ data: T | null }> {
  const row = await findVisibleProvider(input.db, input.actor, input.providerId);
  return { data: isStepCompleted(row, slug) ? await read(row) : null };
}

export const getFamilyAmenitiesById = (input: ProfileReadInput): Promise<{ data: FamilyAmenities | null }> =>
  readStep(input, familyAmenitiesStep.slug, familyAmenitiesStep.read);

/** Only the policies the provider ticked; the documents they uploaded go with them. */
export const getPoliciesAndProceduresById = (
  input: ProfileReadInput,
): Promise<{ data: PoliciesAndProcedures | null }> =>
  readStep(input, 'policies-and-procedures', async (row) => {
    const all = await readPolicies(input.db, row.id);
    return { ...all, policies: all.policies.filter((policy) => policy.checked) };
  });

export const getHoursOfBusinessById = (input: ProfileReadInput): Promise<{ data: HoursOfBusiness | null }> =>
  readStep(input, 'hours-of-business', (row) => readHours(input.db, row.id));

/** Start date, spaces per age group and the holidays of the coming year. */
export const getAvailabilitySettingsByProviderId = (
  input: ProfileReadInput,
): Promise<{ data: AvailabilitySettings | null }> =>
  readStep(input, 'availability-settings', async (row) =>
    row.startDate
      ? {
          startDate: row.startDate,
          ...(await readSpaces(input.db, row.id)),
          ...(await readHolidays(input.db, row.id, holidayWindow())),
        }
      : null,
  );

/**
 * What a family may know of the household (ProviderHouseholdSummarySchema): counts, ages, pets, smoking and how
 * often visitors come; never who the people are or the free texts about them.
 */
export function householdSummaryOf(household: Household): ProviderHouseholdSummary {
  return {
    propertyType: household.propertyType,
    householdMembersCount: household.householdMembers.length,
    householdMemberAges: household.householdMembers.map((member) => member.age).sort((a, b) => a - b),
    hasPets: household.hasPets,
    petsDescription: household.hasPets ? household.petsDescription : '',
    anyoneSmokes: household.anyoneSmokes,
    visitorsFrequency: household.visitorsFrequency,
  };
}

export const getHouseholdInfoById = (input: ProfileReadInput): Promise<{ data: ProviderHouseholdSummary | null }> =>
  readStep(input, householdStep.slug, (row) => householdSummaryOf(householdStep.read(row)));

/** The person behind the provider as parents see them: first name and initial, member since, first picture. */
export async function getUserProfileById(input: ProfileReadInput): Promise<{ data: ProviderUserProfile }> {
  const row = await findVisibleProvider(input.db, input.actor, input.providerId);
  const [owner, gallery] = await Promise.all([readOwner(input.db, row), readGallery(input.db, row)]);
  return {
    data: {
      providerId: row.id,
      userId: row.userId,
      ownerName: ownerNameOf(owner),
      memberSince: (owner?.createdAt ?? row.createdAt).toISOString(),
      photoUrl: galleryUrls(gallery)[0] ?? null,
    },
  };
}

/** getHolidaysForRestNextYear: days closed from `date` (default today) to a year later. */
export async function getHolidaysForRestNextYear(
  input: ProfileReadInput & { date?: string | undefined },
): Promise<{ data: Holidays['holidays'] }> {
  const row = await findVisibleProvider(input.db, input.actor, input.providerId);
  return { data: (await readHolidays(input.db, row.id, holidayWindow(input.date))).holidays };
}
