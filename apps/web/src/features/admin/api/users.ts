import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  API_PATHS,
  AdminProviderChildrenResponseSchema,
  AdminUserDetailsResponseSchema,
  AdminUsersResponseSchema,
  type AdminUserState,
  type Role,
} from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { buildPath } from '../../../lib/api-path.ts';
import { adminKeys } from './chat-reports.ts';

export interface UserFilters {
  search: string;
  role: Role | undefined;
  state: AdminUserState | undefined;
  page: number;
}

/** GET /api/admin/users: one page of the matching users; the previous page stays on screen while the next loads. */
export function useAdminUsers(filters: UserFilters) {
  return useQuery({
    queryKey: [...adminKeys.all, 'users', filters] as const,
    queryFn: ({ signal }) =>
      apiRequest({
        path: API_PATHS.admin.users,
        query: {
          ...(filters.search ? { search: filters.search } : {}),
          ...(filters.role === undefined ? {} : { role: filters.role }),
          ...(filters.state ? { state: filters.state } : {}),
          page: filters.page,
        },
        schema: AdminUsersResponseSchema,
        signal,
        // The page (or the home card) shows a failure itself; only a 401 goes to login.
        returnToCaller: (error) => error.status !== 401,
      }),
    placeholderData: keepPreviousData,
  });
}

/** One user's details (the view is audited); an unknown id answers 404, left to the page. */
export function useAdminUser(userId: string) {
  return useQuery({
    queryKey: [...adminKeys.all, 'user', userId] as const,
    queryFn: async ({ signal }) =>
      (
        await apiRequest({
          path: buildPath(API_PATHS.admin.user, { userId }),
          schema: AdminUserDetailsResponseSchema,
          signal,
          returnToCaller: (error) => error.status === 404,
        })
      ).data,
    retry: false,
  });
}

/** GET children of a provider (the provider's user id); audited. A user with no business answers 404. */
export function useProviderChildren(userId: string | null) {
  return useQuery({
    queryKey: [...adminKeys.all, 'provider-children', userId] as const,
    enabled: Boolean(userId),
    queryFn: ({ signal }) =>
      apiRequest({
        path: buildPath(API_PATHS.admin.providerChildren, { userId: userId! }),
        schema: AdminProviderChildrenResponseSchema,
        signal,
        returnToCaller: (error) => error.status === 404,
      }),
    retry: false,
  });
}
