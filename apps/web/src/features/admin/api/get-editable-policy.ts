import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, PolicySchema, type ContentLanguage, type Policy, type PolicyId } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { adminKeys } from './chat-reports.ts';

/** GET /api/policies/getPolicy for the editor: the text as it is saved now, never a copy kept for readers. */
export function getEditablePolicy(id: PolicyId, language: ContentLanguage, signal?: AbortSignal): Promise<Policy> {
  return apiRequest({
    path: API_PATHS.policies.getPolicy,
    query: { id, language },
    kind: 'public',
    schema: PolicySchema,
    signal,
  });
}

export const editablePolicyKey = (id: number, language: ContentLanguage) =>
  [...adminKeys.all, 'policy', id, language] as const;

export function editablePolicyQueryOptions(id: PolicyId, language: ContentLanguage) {
  return queryOptions({
    queryKey: editablePolicyKey(id, language),
    queryFn: ({ signal }) => getEditablePolicy(id, language, signal),
    // The form is filled once from it; a refetch behind the editor's back would not change what is being edited.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useEditablePolicy(id: PolicyId, language: ContentLanguage) {
  return useQuery(editablePolicyQueryOptions(id, language));
}
