import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, CreditCardsSchema } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { paymentsKeys } from './query-keys.ts';

export const getCreditCards = (signal?: AbortSignal) =>
  apiRequest({ path: API_PATHS.payments.getCreditCards, schema: CreditCardsSchema, signal });

export const creditCardsQueryOptions = () =>
  queryOptions({ queryKey: paymentsKeys.cards(), queryFn: ({ signal }) => getCreditCards(signal) });

export const useCreditCards = (enabled = true) => useQuery({ ...creditCardsQueryOptions(), enabled });
