import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminFailedJobsQuerySchema,
  AdminFailedJobsResponseSchema,
  AdminJobIdParamsSchema,
  AdminRetryJobResponseSchema,
  API_PATHS,
  Role,
  toRoutePath,
} from '@kinderly/shared';
import { listFailedJobs } from '../../services/admin/failed-jobs.ts';
import { retryJob } from '../../services/admin/retry-job.ts';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];
const config = { roles: [Role.SuperAdmin] } as const;

/** Jobs that did not go through and the administrator's retry (issue 19), SuperAdmin only. */
export const adminJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    toRoutePath(API_PATHS.admin.failedJobs),
    {
      config,
      schema: {
        tags,
        security,
        summary:
          'Jobs failed after their last attempt, and pending jobs waiting for a retry; last changed first, paged, by name. A payload is summarised (notification kinds and recipient ids), never shown',
        querystring: AdminFailedJobsQuerySchema,
        response: { 200: AdminFailedJobsResponseSchema },
      },
    },
    async (request) => listFailedJobs(app.db, request.query),
  );
  app.post(
    toRoutePath(API_PATHS.admin.retryJob),
    {
      config,
      schema: {
        tags,
        security,
        summary:
          'Run a failed job again now: pending, due now, one more attempt allowed (attempts kept); 404 unknown job, 409 a job that is not failed; audited',
        params: AdminJobIdParamsSchema,
        response: { 200: AdminRetryJobResponseSchema },
      },
    },
    async (request) => ({
      data: await retryJob({
        db: app.db,
        actor: request.actor,
        jobId: request.params.id,
        ip: request.ip,
        now: app.clock.now(),
      }),
    }),
  );
};
