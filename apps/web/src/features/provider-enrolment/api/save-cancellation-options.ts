import { API_PATHS, CancellationOptionsSchema, type CancellationOptions } from '@kinderly/shared';
import { useStepMutation, writeStep } from './step-api.ts';

/** POST saveCancellationOptions the first time, updateCancellationOptions after (the server treats both as an upsert). */
export const saveCancellationOptions = ({ body, exists }: { body: CancellationOptions; exists: boolean }) =>
  writeStep(
    {
      path: exists
        ? API_PATHS.childcareProvider.updateCancellationOptions
        : API_PATHS.childcareProvider.saveCancellationOptions,
      body,
    },
    CancellationOptionsSchema,
  );

export const useSaveCancellationOptions = () => useStepMutation('cancellation-options', saveCancellationOptions);
