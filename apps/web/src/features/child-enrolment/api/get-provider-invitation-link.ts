import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACCOUNT_LINK_PATHS, API_PATHS, InvitationLinkResponseSchema } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { enrolmentKeys } from './query-keys.ts';

/** Where an invited provider registers, and where they land once signed in: the provider set-up. */
const PROVIDER_INVITATION = { loginPageUrl: ACCOUNT_LINK_PATHS.register, appHomePageUrl: '/app/enroll-childcare' };

/** GET getProviderInvitationLink: the link that invites a childcare provider, credited to the signed-in user. */
export const getProviderInvitationLink = (signal?: AbortSignal) =>
  apiRequest({
    path: API_PATHS.enrollment.getProviderInvitationLink,
    query: PROVIDER_INVITATION,
    schema: InvitationLinkResponseSchema,
    signal,
  });

export const providerInvitationLinkQueryOptions = () =>
  queryOptions({
    queryKey: enrolmentKeys.providerInvitationLink(),
    queryFn: ({ signal }) => getProviderInvitationLink(signal),
  });
export const useProviderInvitationLink = () => useQuery(providerInvitationLinkQueryOptions());
