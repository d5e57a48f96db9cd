import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, ValidateCardNumberResponseSchema } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { paymentsKeys } from './query-keys.ts';

/** GET validateCardNumber: the server's brand and Luhn verdict on a complete sandbox card number. */
export const validateCardNumber = (cardNumber: string, signal?: AbortSignal) =>
  apiRequest({
    path: API_PATHS.payments.validateCardNumber,
    query: { cardNumber },
    schema: ValidateCardNumberResponseSchema,
    signal,
  });

export const validateCardNumberQueryOptions = (cardNumber: string) =>
  queryOptions({
    queryKey: paymentsKeys.cardNumber(cardNumber),
    queryFn: ({ signal }) => validateCardNumber(cardNumber, signal),
    staleTime: Infinity,
  });

export const useValidateCardNumber = (cardNumber: string, enabled: boolean) =>
  useQuery({ ...validateCardNumberQueryOptions(cardNumber), enabled });
