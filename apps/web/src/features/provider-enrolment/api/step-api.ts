import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { EnrollmentStepsSchema, stepReadResponse, type EnrollmentSteps } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import type { QueryParams } from '../../../lib/api-path.ts';
import { providerKeys } from './query-keys.ts';

/**
 * What every step's operations share: a read answers `{ data }` (null until the step is first saved); a save or an
 * update answers the stored data and the step counters, which replace the cached counters (SPEC section 4).
 * Each operation file (get-*.ts, save-*.ts) is a thin use of these.
 */

export const readStep = <T>(path: string, schema: z.ZodType<T>, signal?: AbortSignal) =>
  apiRequest({ path, schema: stepReadResponse(schema), signal }).then((response) => response.data as T | null);

export const stepQueryOptions = <T>(name: string, path: string, schema: z.ZodType<T>) =>
  queryOptions({ queryKey: providerKeys.step(name), queryFn: ({ signal }) => readStep(path, schema, signal) });

const saveResponse = <T>(schema: z.ZodType<T>) => z.object({ data: schema, enrollmentSteps: EnrollmentStepsSchema });
export type StepSaved<T> = { data: T; enrollmentSteps: EnrollmentSteps };

export type WriteStep = {
  method?: 'POST' | 'PUT';
  path: string;
  body?: unknown;
  query?: QueryParams;
};

export const writeStep = <T>(request: WriteStep, schema: z.ZodType<T>): Promise<StepSaved<T>> =>
  apiRequest({ method: request.method ?? 'POST', ...request, schema: saveResponse(schema) }) as Promise<StepSaved<T>>;

/**
 * A step's save mutation: the answer becomes the step's cached data and the wizard's counters; `invalidates`
 * names other steps whose reads carry what this save changed.
 */
export function useStepMutation<Variables, T>(
  name: string,
  mutationFn: (variables: Variables) => Promise<StepSaved<T>>,
  invalidates: readonly string[] = [],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (saved) => {
      queryClient.setQueryData(providerKeys.step(name), saved.data);
      queryClient.setQueryData(providerKeys.steps(), saved.enrollmentSteps);
      // Any step may change a regulation check (province, spaces, badges): the checks are read again when shown.
      await Promise.all([
        ...invalidates.map((other) => queryClient.invalidateQueries({ queryKey: providerKeys.step(other) })),
        queryClient.invalidateQueries({ queryKey: providerKeys.compliance() }),
      ]);
    },
  });
}
