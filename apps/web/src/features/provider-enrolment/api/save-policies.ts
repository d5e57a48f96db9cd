import { API_PATHS, PoliciesAndProceduresSchema, type SavePoliciesRequest } from '@kinderly/shared';
import { useStepMutation, writeStep } from './step-api.ts';

/** POST savePoliciesAndProcedures / updatePoliciesAndProcedures: only the policies named by id change. */
export const savePolicies = ({ body, exists }: { body: SavePoliciesRequest; exists: boolean }) =>
  writeStep(
    {
      path: exists
        ? API_PATHS.childcareProvider.updatePoliciesAndProcedures
        : API_PATHS.childcareProvider.savePoliciesAndProcedures,
      body,
    },
    PoliciesAndProceduresSchema,
  );

export const useSavePolicies = () => useStepMutation('policies', savePolicies);
