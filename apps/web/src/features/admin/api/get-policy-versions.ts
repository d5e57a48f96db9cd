import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ADMIN_POLICY_VERSIONS_PER_PAGE,
  API_PATHS,
  AdminPolicyVersionsResponseSchema,
  type AdminPolicyVersionsResponse,
  type ContentLanguage,
  type PolicyId,
} from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { buildPath } from '../../../lib/api-path.ts';
import { adminKeys } from './chat-reports.ts';

type VersionsFilter = { id: PolicyId; language: ContentLanguage; page: number };

/** GET /api/admin/policies/{id}/versions: one page of a language's saved versions, newest first. */
export function getPolicyVersions(
  { id, language, page }: VersionsFilter,
  signal?: AbortSignal,
): Promise<AdminPolicyVersionsResponse> {
  return apiRequest({
    path: buildPath(API_PATHS.admin.policyVersions, { id: String(id) }),
    query: { language, page, pageSize: ADMIN_POLICY_VERSIONS_PER_PAGE },
    schema: AdminPolicyVersionsResponseSchema,
    signal,
    // The page shows a failure itself; only a 401 goes to login.
    returnToCaller: (error) => error.status !== 401,
  });
}

export const policyVersionsKey = (id: number) => [...adminKeys.all, 'policy-versions', id] as const;

export function policyVersionsQueryOptions(filter: VersionsFilter) {
  return queryOptions({
    queryKey: [...policyVersionsKey(filter.id), filter.language, filter.page] as const,
    queryFn: ({ signal }) => getPolicyVersions(filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePolicyVersions(filter: VersionsFilter) {
  return useQuery(policyVersionsQueryOptions(filter));
}
