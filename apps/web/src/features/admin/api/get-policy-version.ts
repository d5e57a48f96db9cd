import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, AdminPolicyVersionResponseSchema, type AdminPolicyVersion, type PolicyId } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { buildPath } from '../../../lib/api-path.ts';
import { policyVersionsKey } from './get-policy-versions.ts';

/** GET /api/admin/policies/{id}/versions/{versionId}: one saved version with its text, to preview or restore. */
export async function getPolicyVersion(
  id: PolicyId,
  versionId: string,
  signal?: AbortSignal,
): Promise<AdminPolicyVersion> {
  const response = await apiRequest({
    path: buildPath(API_PATHS.admin.policyVersion, { id: String(id), versionId }),
    schema: AdminPolicyVersionResponseSchema,
    signal,
    returnToCaller: (error) => error.status !== 401,
  });
  return response.data;
}

export function policyVersionQueryOptions(id: PolicyId, versionId: string | null) {
  return queryOptions({
    queryKey: [...policyVersionsKey(id), 'version', versionId] as const,
    queryFn: ({ signal }) => getPolicyVersion(id, versionId!, signal),
    enabled: versionId !== null,
    // A saved version never changes.
    staleTime: Infinity,
  });
}

export function usePolicyVersion(id: PolicyId, versionId: string | null) {
  return useQuery(policyVersionQueryOptions(id, versionId));
}
