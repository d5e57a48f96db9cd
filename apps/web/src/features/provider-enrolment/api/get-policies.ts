import { useQuery } from '@tanstack/react-query';
import { API_PATHS, PoliciesAndProceduresSchema } from '@kinderly/shared';
import { readStep, stepQueryOptions } from './step-api.ts';

const PATH = API_PATHS.childcareProvider.getPoliciesAndProcedures;

/** GET getPoliciesAndProcedures: every standard policy (text, ticked) and the uploaded documents. */
export const getPolicies = (signal?: AbortSignal) => readStep(PATH, PoliciesAndProceduresSchema, signal);
export const policiesQueryOptions = () => stepQueryOptions('policies', PATH, PoliciesAndProceduresSchema);
export const usePolicies = () => useQuery(policiesQueryOptions());
