import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, ConnectedAccountLinkSchema } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { paymentsKeys } from './query-keys.ts';

export const getConnectedAccountLink = (signal?: AbortSignal) =>
  apiRequest({ path: API_PATHS.payments.connectedAccountLink, schema: ConnectedAccountLinkSchema, signal });

export const connectedAccountQueryOptions = () =>
  queryOptions({ queryKey: paymentsKeys.account(), queryFn: ({ signal }) => getConnectedAccountLink(signal) });

export const useConnectedAccountLink = () => useQuery(connectedAccountQueryOptions());
