import { useQuery } from '@tanstack/react-query';
import { CancellationOptionsSchema } from '@kinderly/shared';
import { readStep, stepQueryOptions } from './step-api.ts';

const PATH = '/api/childcareProvider/getCancellationOptions';

/** GET getCancellationOptions (step cancellation-policy): null until the step is first saved. */
export const getCancellationOptions = (signal?: AbortSignal) => readStep(PATH, CancellationOptionsSchema, signal);
export const cancellationOptionsQueryOptions = () =>
  stepQueryOptions('cancellation-options', PATH, CancellationOptionsSchema);
export const useCancellationOptions = () => useQuery(cancellationOptionsQueryOptions());
