import type { NewProviderRow, ProviderRow } from '@kinderly/db';
import type {
  CancellationOptions,
  FamilyAmenities,
  HomeSafety,
  Household,
  ProgramStatement,
  ProviderEnrolmentStepSlug,
  ProviderNotifications,
  ProviderTypeId,
} from '@kinderly/shared';

/**
 * Steps whose data lives in columns of the provider row: how each is read from the row and written to it. The
 * services in step-data.ts handle them all alike (the access check, the step counter, the null before saving).
 */
export interface ColumnStep<T> {
  slug: ProviderEnrolmentStepSlug;
  read(row: ProviderRow): T;
  write(input: T): Partial<NewProviderRow>;
}

export const householdStep: ColumnStep<Household> = {
  slug: 'property-and-guests',
  read: (row) => row.household as Household,
  // Pets and smoking are also columns: parents filter on them.
  write: (input) => ({ household: input, hasPets: input.hasPets, anyoneSmokes: input.anyoneSmokes }),
};

export const programStatementStep: ColumnStep<ProgramStatement> = {
  slug: 'program-statement',
  read: (row) => ({
    providerType: row.providerType as ProviderTypeId,
    businessName: row.businessName ?? '',
    licenceNumber: row.licenceNumber,
    programStatement: row.programStatement ?? '',
  }),
  write: (input) => ({
    providerType: input.providerType,
    businessName: input.businessName,
    licenceNumber: input.licenceNumber || null,
    programStatement: input.programStatement,
  }),
};

export const familyAmenitiesStep: ColumnStep<FamilyAmenities> = {
  slug: 'family-amenities',
  read: (row) => ({
    amenities: (row.familyAmenities ?? []) as FamilyAmenities['amenities'],
    otherAmenities: row.otherAmenities ?? '',
  }),
  write: (input) => ({ familyAmenities: input.amenities, otherAmenities: input.otherAmenities }),
};

export const homeSafetyStep: ColumnStep<HomeSafety> = {
  slug: 'home-safety',
  read: (row) => ({
    safetyItems: (row.safetyItems ?? []) as HomeSafety['safetyItems'],
    emergencyPlan: row.emergencyPlan ?? '',
    otherSafety: row.otherSafety ?? '',
  }),
  write: (input) => ({
    safetyItems: input.safetyItems,
    emergencyPlan: input.emergencyPlan,
    otherSafety: input.otherSafety,
  }),
};

export const cancellationOptionsStep: ColumnStep<CancellationOptions> = {
  slug: 'cancellation-policy',
  read: (row) => ({ cancellationOption: row.cancellationOption as CancellationOptions['cancellationOption'] }),
  write: (input) => ({ cancellationOption: input.cancellationOption }),
};

export const notificationsStep: ColumnStep<ProviderNotifications> = {
  slug: 'settings-notifications',
  read: (row) => row.notifications as ProviderNotifications,
  write: (input) => ({ notifications: input }),
};
