import { useQuery } from '@tanstack/react-query';
import { AcceptedAgeGroupsSchema, API_PATHS } from '@kinderly/shared';
import { readStep, stepQueryOptions } from './step-api.ts';

const PATH = API_PATHS.childcareProvider.getAcceptedAgeGroups;

/** GET getAcceptedAgeGroups (step children-requirements): null until the step is first saved. */
export const getAcceptedAgeGroups = (signal?: AbortSignal) => readStep(PATH, AcceptedAgeGroupsSchema, signal);
export const acceptedAgeGroupsQueryOptions = () =>
  stepQueryOptions('accepted-age-groups', PATH, AcceptedAgeGroupsSchema);
export const useAcceptedAgeGroups = () => useQuery(acceptedAgeGroupsQueryOptions());
