import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  ProviderListQuerySchema,
  ProviderListResponseSchema,
  ProviderSearchQuerySchema,
  ProviderSearchResultSchema,
  rolesForRoute,
  SaveFavoritesLikedRequestSchema,
  SaveFavoritesLikedResponseSchema,
  toRoutePath,
} from '@kinderly/shared';
import { compileFastSerializer } from '../../lib/fast-serializer.ts';
import { listFavourites, toggleFavourite } from '../../services/provider-search/favourites.ts';
import { findProviders } from '../../services/provider-search/find-providers.ts';
import { listProviders } from '../../services/provider-search/list-providers.ts';

const BEARER = [{ bearerAuth: [] }];
// Search and favourites are the booking page's (section 6: the roles that may book a child, and the Nanny).
const SEARCH_ROLES = rolesForRoute('/app/booking');
const FAVOURITE_ROLES = rolesForRoute('/app/favourites');
const searchSerializer = compileFastSerializer(ProviderSearchResultSchema);

/** Provider search (issue 14): getAllProviders, the family's favourites and the provider list. */
export const providerSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    toRoutePath(API_PATHS.booking.getAllProviders),
    {
      schema: {
        tags: ['booking'],
        summary:
          'Listed providers accepting bookings within distanceKm of lat/lng (or the saved location), filtered, sorted and paged',
        security: BEARER,
        querystring: ProviderSearchQuerySchema,
        response: { 200: ProviderSearchResultSchema },
      },
      // The hottest answer (a page of up to 50 providers): compiled from the same schema, not validated per call.
      serializerCompiler: () => searchSerializer,
      config: { roles: SEARCH_ROLES },
    },
    async (request) => findProviders({ db: app.db, actor: request.actor, query: request.query }),
  );

  app.post(
    toRoutePath(API_PATHS.booking.saveFavoritesLiked),
    {
      schema: {
        tags: ['booking'],
        summary: "Toggle a listed provider in the signed-in family's favourites; answers the new state",
        security: BEARER,
        body: SaveFavoritesLikedRequestSchema,
        response: { 200: SaveFavoritesLikedResponseSchema },
      },
      config: { roles: FAVOURITE_ROLES },
    },
    async (request) => toggleFavourite({ db: app.db, actor: request.actor, providerId: request.body.providerId }),
  );

  app.get(
    toRoutePath(API_PATHS.booking.getFavoritesLiked),
    {
      schema: {
        tags: ['booking'],
        summary: "The signed-in family's favourite providers, latest first; distance from the saved location",
        security: BEARER,
        querystring: ProviderListQuerySchema,
        response: { 200: ProviderListResponseSchema },
      },
      config: { roles: FAVOURITE_ROLES },
    },
    async (request) => listFavourites({ db: app.db, actor: request.actor, ...request.query }),
  );

  app.get(
    toRoutePath(API_PATHS.providers.list),
    {
      schema: {
        tags: ['providers'],
        summary: 'Listed providers, newest first (the SuperAdmin also sees unlisted ones); coordinates rounded',
        security: BEARER,
        querystring: ProviderListQuerySchema,
        response: { 200: ProviderListResponseSchema },
      },
    },
    async (request) => listProviders({ db: app.db, actor: request.actor, ...request.query }),
  );
};
