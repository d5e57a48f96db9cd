import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type ContentLanguage, type Policy, type PolicyId } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { contentKeys, CONTENT_STALE_MS } from './query-keys.ts';

export const GET_POLICY_PATH = API_PATHS.policies.getPolicy;

/** A public call (SPEC section 7): no token, and every failure comes back to the page. */
export async function getPolicy(id: PolicyId, language: ContentLanguage, signal?: AbortSignal): Promise<Policy> {
  const { PolicySchema } = await import('./content-schemas.ts');
  return apiRequest({ path: GET_POLICY_PATH, query: { id, language }, kind: 'public', schema: PolicySchema, signal });
}

export function policyQueryOptions(id: PolicyId, language: ContentLanguage) {
  return queryOptions({
    queryKey: contentKeys.policy(id, language),
    queryFn: ({ signal }) => getPolicy(id, language, signal),
    staleTime: CONTENT_STALE_MS,
  });
}

export function usePolicy(id: PolicyId, language: ContentLanguage) {
  return useQuery(policyQueryOptions(id, language));
}
