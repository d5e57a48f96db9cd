import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  ChildcareProviderIdParamsSchema,
  ProviderProfileResponseSchema,
  ProviderTypesResponseSchema,
  toRoutePath,
  UpdateProviderRequestSchema,
} from '@kinderly/shared';
import { getProviderProfile } from '../../services/provider-enrolment/public-profile.ts';
import { listProviderTypes } from '../../services/provider-search/provider-types.ts';
import { updateProvider } from '../../services/provider-enrolment/update-provider.ts';

const TAGS = ['providers'];
const BEARER = [{ bearerAuth: [] }];

/** `/api/providers/types` and `/api/providers/{childcareProviderId}` (read and edit): SPEC section 7, RESTful /api. */
export const providerProfileApiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    toRoutePath(API_PATHS.providers.types),
    {
      schema: {
        tags: TAGS,
        summary: 'The provider type filters of section 9 (Licenced and Unlicenced on by default, Drop-in disabled)',
        security: BEARER,
        response: { 200: ProviderTypesResponseSchema },
      },
    },
    async () => listProviderTypes(),
  );

  app.get(
    toRoutePath(API_PATHS.providers.byId),
    {
      schema: {
        tags: TAGS,
        summary:
          "A provider's profile: listed ones for anyone signed in, unlisted ones for the owner and the SuperAdmin; street, postal code and exact point (exactLocation) only for those two",
        security: BEARER,
        params: ChildcareProviderIdParamsSchema,
        response: { 200: ProviderProfileResponseSchema },
      },
    },
    async (request) =>
      getProviderProfile({ db: app.db, actor: request.actor, providerId: request.params.childcareProviderId }),
  );

  app.patch(
    toRoutePath(API_PATHS.providers.byId),
    {
      schema: {
        tags: TAGS,
        summary: 'The owner (or the SuperAdmin) edits the fields in updatedFields; answers the updated profile',
        security: BEARER,
        params: ChildcareProviderIdParamsSchema,
        body: UpdateProviderRequestSchema,
        response: { 200: ProviderProfileResponseSchema },
      },
    },
    async (request) =>
      updateProvider({
        db: app.db,
        actor: request.actor,
        providerId: request.params.childcareProviderId,
        updatedFields: request.body.updatedFields,
      }),
  );
};
