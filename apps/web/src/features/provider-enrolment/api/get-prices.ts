import { useQuery } from '@tanstack/react-query';
import { API_PATHS, PricesSchema } from '@kinderly/shared';
import { readStep, stepQueryOptions } from './step-api.ts';

const PATH = API_PATHS.childcareProvider.getPrices;

/** GET getPrices (step prices): null until the step is first saved. */
export const getPrices = (signal?: AbortSignal) => readStep(PATH, PricesSchema, signal);
export const pricesQueryOptions = () => stepQueryOptions('prices', PATH, PricesSchema);
export const usePrices = () => useQuery(pricesQueryOptions());
