import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { API_PATHS, PolicySchema, type Policy, type UpdatePolicyRequest } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { editablePolicyKey } from './get-editable-policy.ts';
import { policyVersionsKey } from './get-policy-versions.ts';

/** PUT /api/policies/updatePolicy: saves one language's text (sanitised by the server) and makes a new version. */
export function updatePolicy(input: UpdatePolicyRequest): Promise<Policy> {
  return apiRequest({ method: 'PUT', path: API_PATHS.policies.updatePolicy, body: input, schema: PolicySchema });
}

export function updatePolicyMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: updatePolicy,
    onSuccess: async (policy) => {
      queryClient.setQueryData(editablePolicyKey(policy.id, policy.language), policy);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: policyVersionsKey(policy.id) }),
        // The public policy pages keep their text a while ('content' keys): a reader in this tab sees the edit.
        queryClient.invalidateQueries({ queryKey: ['content', 'policy', policy.id] }),
      ]);
    },
  });
}

export function useUpdatePolicy() {
  return useMutation(updatePolicyMutationOptions(useQueryClient()));
}
