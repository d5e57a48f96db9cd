import { z } from 'zod';
import { API_PATHS, ChildIdQuerySchema, toRoutePath, UploadResponseSchema } from '@kinderly/shared';
import { readUploads } from '../../lib/uploads.ts';
import {
  deleteVaccinationRecord,
  uploadVaccinationRecords,
} from '../../services/child-enrolment/vaccination-records.ts';
import { BEARER, ENROL_CONFIG, TAGS, type ZodApp } from './deps.ts';

/** The vaccination record upload (multipart field `files`, PDF or JPEG). */
export async function uploadRoutes(app: ZodApp) {
  app.post(
    toRoutePath(API_PATHS.enrollment.uploadVaccinationRecord),
    {
      config: ENROL_CONFIG,
      schema: {
        tags: TAGS,
        summary: 'Upload scans of the vaccination record (multipart field "files"; PDF or JPEG, 10 MB each)',
        security: BEARER,
        consumes: ['multipart/form-data'],
        querystring: ChildIdQuerySchema,
        response: { 201: UploadResponseSchema },
      },
    },
    async (request, reply) => {
      const actor = request.actor;
      const uploads = await readUploads(request, 'vaccinationRecord');
      const result = await uploadVaccinationRecords({
        db: app.db,
        actor,
        childId: request.query.childId,
        storage: app.fileStorage,
        uploads,
      });
      return reply.status(201).send(result);
    },
  );
  app.delete(
    toRoutePath(API_PATHS.enrollment.deleteVaccinationRecord),
    {
      config: ENROL_CONFIG,
      schema: {
        tags: TAGS,
        summary: 'Delete an uploaded vaccination record',
        security: BEARER,
        querystring: ChildIdQuerySchema.extend({ fileId: z.uuid() }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteVaccinationRecord({
        db: app.db,
        actor: request.actor,
        childId: request.query.childId,
        fileId: request.query.fileId,
        storage: app.fileStorage,
      });
      return reply.status(204).send(null);
    },
  );
}
