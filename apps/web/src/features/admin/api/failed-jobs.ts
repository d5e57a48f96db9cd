import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, AdminFailedJobsResponseSchema, AdminRetryJobResponseSchema } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { buildPath } from '../../../lib/api-path.ts';
import { adminKeys } from './chat-reports.ts';

const keys = {
  all: () => [...adminKeys.all, 'failed-jobs'] as const,
  page: (name: string | undefined, page: number) => [...keys.all(), name ?? null, page] as const,
};

/** GET /api/admin/jobs/failed: one page of the jobs failed or waiting for a retry, of one name or all. */
export function useFailedJobs({ name, page }: { name: string | undefined; page: number }) {
  return useQuery({
    queryKey: keys.page(name, page),
    queryFn: ({ signal }) =>
      apiRequest({
        path: API_PATHS.admin.failedJobs,
        query: { ...(name ? { name } : {}), page },
        schema: AdminFailedJobsResponseSchema,
        signal,
        // The page (or the home card) shows a failure itself; only a 401 goes to login.
        returnToCaller: (error) => error.status !== 401,
      }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/admin/jobs/{id}/retry: the job runs again now; a job gone (404) or no longer failed (409) is the page's. */
export function useRetryJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest({
        method: 'POST',
        path: buildPath(API_PATHS.admin.retryJob, { id }),
        schema: AdminRetryJobResponseSchema,
        returnToCaller: (error) => error.status === 404 || error.status === 409,
      }),
    // The list (the job is now retrying) and the audit log both change.
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
