import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  ConvertedFileSchema,
  ConvertFileQuerySchema,
  FileIdParamsSchema,
  toRoutePath,
} from '@kinderly/shared';
import { getFile, type FileReadRule } from '../../lib/stored-files.ts';
import { contentDisposition, readUploads } from '../../lib/uploads.ts';
import { chatFileReadRule } from '../../services/chat/chat-files.ts';
import { vaccinationRecordReadRule } from '../../services/child-enrolment/vaccination-records.ts';
import { convertFile } from '../../services/files/convert-file.ts';
import { providerFileReadRule } from '../../services/provider-enrolment/provider-files.ts';

/** Each feature that links files adds its read rule here. */
const READ_RULES: readonly FileReadRule[] = [vaccinationRecordReadRule, providerFileReadRule, chatFileReadRule];

/** `GET /api/file/{id}`: the bytes, to those allowed to see them; `PUT /api/file/convertFile`: a picture converted. */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    toRoutePath(API_PATHS.files.convertFile),
    {
      schema: {
        tags: ['files'],
        summary:
          'Convert one picture (multipart field "files": JPEG, PNG or HEIC, 10 MB) to a JPEG or a one-page PDF, kept as your file',
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        querystring: ConvertFileQuerySchema,
        response: { 201: ConvertedFileSchema },
      },
    },
    async (request, reply) => {
      const [upload] = await readUploads(request, 'convertImage');
      const result = await convertFile({
        db: app.db,
        actor: request.actor,
        storage: app.fileStorage,
        upload: upload!,
        query: request.query,
      });
      return reply.status(201).send(result);
    },
  );

  app.get(
    toRoutePath(API_PATHS.files.file),
    {
      schema: {
        tags: ['files'],
        summary: 'Download an uploaded file (Content-Disposition names it)',
        security: [{ bearerAuth: [] }],
        params: FileIdParamsSchema,
      },
    },
    async (request, reply) => {
      const { file, data } = await getFile({
        db: app.db,
        actor: request.actor,
        storage: app.fileStorage,
        fileId: request.params.id,
        rules: READ_RULES,
      });
      return reply
        .header('content-type', file.contentType)
        .header(
          'content-disposition',
          contentDisposition(file.fileName, file.contentType === 'application/pdf' ? 'inline' : 'attachment'),
        )
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(data);
    },
  );
};
