import { useQuery } from '@tanstack/react-query';
import { API_PATHS, FamilyAmenitiesSchema } from '@kinderly/shared';
import { readStep, stepQueryOptions } from './step-api.ts';

const PATH = API_PATHS.childcareProvider.getFamilyAmenities;

/** GET getFamilyAmenities (step family-amenities): null until the step is first saved. */
export const getFamilyAmenities = (signal?: AbortSignal) => readStep(PATH, FamilyAmenitiesSchema, signal);
export const familyAmenitiesQueryOptions = () => stepQueryOptions('family-amenities', PATH, FamilyAmenitiesSchema);
export const useFamilyAmenities = () => useQuery(familyAmenitiesQueryOptions());
