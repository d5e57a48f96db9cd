import { queryOptions, useQuery } from '@tanstack/react-query';
import { InvitationLinkResponseSchema } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { ENROLMENT_API } from './endpoints.ts';
import { enrolmentKeys } from './query-keys.ts';

export const getInvitationLink = (signal?: AbortSignal) =>
  apiRequest({ path: ENROLMENT_API.invitationLink, schema: InvitationLinkResponseSchema, signal });

export const invitationLinkQueryOptions = () =>
  queryOptions({ queryKey: enrolmentKeys.invitationLink(), queryFn: ({ signal }) => getInvitationLink(signal) });

export const useInvitationLink = () => useQuery(invitationLinkQueryOptions());
