import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, InvitationLinkResponseSchema } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { enrolmentKeys } from './query-keys.ts';

export const getInvitationLink = (signal?: AbortSignal) =>
  apiRequest({ path: API_PATHS.enrollment.getInvitationLink, schema: InvitationLinkResponseSchema, signal });

export const invitationLinkQueryOptions = () =>
  queryOptions({ queryKey: enrolmentKeys.invitationLink(), queryFn: ({ signal }) => getInvitationLink(signal) });

export const useInvitationLink = () => useQuery(invitationLinkQueryOptions());
