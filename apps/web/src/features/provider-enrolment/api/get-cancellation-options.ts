import { useQuery } from '@tanstack/react-query';
import { API_PATHS, CancellationOptionsSchema } from '@kinderly/shared';
import { readStep, stepQueryOptions } from './step-api.ts';

const PATH = API_PATHS.childcareProvider.getCancellationOptions;

/** GET getCancellationOptions (step cancellation-policy): null until the step is first saved. */
export const getCancellationOptions = (signal?: AbortSignal) => readStep(PATH, CancellationOptionsSchema, signal);
export const cancellationOptionsQueryOptions = () =>
  stepQueryOptions('cancellation-options', PATH, CancellationOptionsSchema);
export const useCancellationOptions = () => useQuery(cancellationOptionsQueryOptions());
