import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  BadgesIsActivatedResponseSchema,
  GalleryResponseSchema,
  GetGalleryQuerySchema,
  RequiredProviderIdQuerySchema,
  Role,
  SaveGalleryFormSchema,
  toRoutePath,
} from '@kinderly/shared';
import { readUploadForm } from '../../lib/uploads.ts';
import { getBadgesIsActivated } from '../../services/provider-enrolment/badges.ts';
import {
  getProviderBackgroundGallery,
  saveProviderBackgroundGallery,
} from '../../services/provider-enrolment/gallery.ts';
import { parseFormFields } from './badge-routes.ts';
import { BEARER } from './deps.ts';

const TAGS = ['booking'];

/** `/api/booking/...` calls of the provider profile that enrolment feeds: activated badges and the gallery. */
export const providerProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    toRoutePath(API_PATHS.booking.getBadgesIsActivated),
    {
      schema: {
        tags: TAGS,
        summary: "A listed provider's qualifications the SuperAdmin activated (what parents see as badges)",
        security: BEARER,
        querystring: RequiredProviderIdQuerySchema,
        response: { 200: BadgesIsActivatedResponseSchema },
      },
    },
    async (request) => getBadgesIsActivated({ db: app.db, actor: request.actor, providerId: request.query.providerId }),
  );

  app.get(
    toRoutePath(API_PATHS.booking.getProviderBackgroundGallery),
    {
      schema: {
        tags: TAGS,
        summary: "A listed provider's background pictures, by the provider's user id",
        security: BEARER,
        querystring: GetGalleryQuerySchema,
        response: { 200: GalleryResponseSchema },
      },
    },
    async (request) => getProviderBackgroundGallery({ db: app.db, actor: request.actor, userId: request.query.userId }),
  );

  app.post(
    toRoutePath(API_PATHS.booking.saveProviderBackgroundGallery),
    {
      schema: {
        tags: TAGS,
        summary:
          'Own gallery: files under "files" named fileBackground_1.jpg .. fileBackground_4.png (JPEG, PNG); text field remove=2,4 empties slots',
        security: BEARER,
        consumes: ['multipart/form-data'],
        response: { 200: GalleryResponseSchema },
      },
      config: { roles: [Role.HomeProvider] },
    },
    async (request) => {
      const form = await readUploadForm(request, 'galleryImage');
      const { remove } = parseFormFields(SaveGalleryFormSchema, form.fields);
      return saveProviderBackgroundGallery(
        { db: app.db, actor: request.actor, storage: app.fileStorage },
        remove,
        form.files,
      );
    },
  );
};
