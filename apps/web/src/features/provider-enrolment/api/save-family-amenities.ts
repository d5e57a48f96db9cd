import { API_PATHS, FamilyAmenitiesSchema, type FamilyAmenities } from '@kinderly/shared';
import { useStepMutation, writeStep } from './step-api.ts';

/** POST saveFamilyAmenities the first time, updateFamilyAmenities after (the server treats both as an upsert). */
export const saveFamilyAmenities = ({ body, exists }: { body: FamilyAmenities; exists: boolean }) =>
  writeStep(
    {
      path: exists
        ? API_PATHS.childcareProvider.updateFamilyAmenities
        : API_PATHS.childcareProvider.saveFamilyAmenities,
      body,
    },
    FamilyAmenitiesSchema,
  );

export const useSaveFamilyAmenities = () => useStepMutation('family-amenities', saveFamilyAmenities);
