import { FamilyAmenitiesSchema, type FamilyAmenities } from '@kinderly/shared';
import { useStepMutation, writeStep } from './step-api.ts';

/** POST saveFamilyAmenities the first time, updateFamilyAmenities after (the server treats both as an upsert). */
export const saveFamilyAmenities = ({ body, exists }: { body: FamilyAmenities; exists: boolean }) =>
  writeStep(
    { path: `/api/childcareProvider/${exists ? 'update' : 'save'}FamilyAmenities`, body },
    FamilyAmenitiesSchema,
  );

export const useSaveFamilyAmenities = () => useStepMutation('family-amenities', saveFamilyAmenities);
