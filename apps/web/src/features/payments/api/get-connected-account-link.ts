import { queryOptions, useQuery } from '@tanstack/react-query';
import { ConnectedAccountLinkSchema } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { paymentsKeys } from './query-keys.ts';

export const getConnectedAccountLink = (signal?: AbortSignal) =>
  apiRequest({ path: '/api/payments/connectedAccountLink', schema: ConnectedAccountLinkSchema, signal });

export const connectedAccountQueryOptions = () =>
  queryOptions({ queryKey: paymentsKeys.account(), queryFn: ({ signal }) => getConnectedAccountLink(signal) });

export const useConnectedAccountLink = () => useQuery(connectedAccountQueryOptions());
