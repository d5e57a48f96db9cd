import { API_PATHS, PoliciesAndProceduresSchema } from '@kinderly/shared';
import { useStepMutation, writeStep } from './step-api.ts';

/** POST updatePoliciesAndProceduresFiles: new documents under `files`, stored ones to delete in `removeFileIds`. */
export const updatePolicyFiles = ({ files, removeFileIds }: { files: File[]; removeFileIds: string[] }) => {
  const body = new FormData();
  if (removeFileIds.length > 0) body.append('removeFileIds', removeFileIds.join(','));
  for (const file of files) body.append('files', file, file.name);
  return writeStep(
    { path: API_PATHS.childcareProvider.updatePoliciesAndProceduresFiles, body },
    PoliciesAndProceduresSchema,
  );
};

export const useUpdatePolicyFiles = () => useStepMutation('policies', updatePolicyFiles);
