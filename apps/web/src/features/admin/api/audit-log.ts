import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_PATHS, AdminAuditLogResponseSchema } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { adminKeys } from './chat-reports.ts';

/** GET /api/admin/audit-log: one page of the administrators' actions, newest first, of one action or all. */
export function useAuditLog({ action, page }: { action: string | undefined; page: number }) {
  return useQuery({
    queryKey: [...adminKeys.all, 'audit-log', action ?? null, page] as const,
    queryFn: ({ signal }) =>
      apiRequest({
        path: API_PATHS.admin.auditLog,
        query: { ...(action ? { action } : {}), page },
        schema: AdminAuditLogResponseSchema,
        signal,
        // The page (or the home card) shows a failure itself; only a 401 goes to login.
        returnToCaller: (error) => error.status !== 401,
      }),
    placeholderData: keepPreviousData,
  });
}
