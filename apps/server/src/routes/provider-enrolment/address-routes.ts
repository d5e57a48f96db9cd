import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  ErrorResponseSchema,
  GeocodeSearchQuerySchema,
  GeocodeSearchResponseSchema,
  ReverseGeocodeQuerySchema,
  ReverseGeocodeResponseSchema,
  toRoutePath,
} from '@kinderly/shared';
import { GeocodingError } from '../../integrations/geocoding/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { BEARER } from './deps.ts';

/**
 * `/api/addresses/actions/reverse`: the address at a point, for "get location automatically";
 * `/api/addresses/actions/search`: places matching typed words, for the search box and the parent's location.
 */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    toRoutePath(API_PATHS.addresses.search),
    {
      schema: {
        tags: ['addresses'],
        summary:
          'Places in Canada matching q, best first (at most 8): the configured Nominatim-compatible geocoder (cached), or the bundled GeoNames towns and cities when none is set or it fails',
        security: BEARER,
        querystring: GeocodeSearchQuerySchema,
        response: { 200: GeocodeSearchResponseSchema },
      },
    },
    async (request) => ({ data: await app.placeSearch.search(request.query.q) }),
  );

  app.get(
    toRoutePath(API_PATHS.addresses.reverse),
    {
      schema: {
        tags: ['addresses'],
        summary:
          'Address at lat/lon from the configured Nominatim-compatible geocoder (cached); 503 when none is configured or it fails',
        security: BEARER,
        querystring: ReverseGeocodeQuerySchema,
        response: { 200: ReverseGeocodeResponseSchema, 503: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      // An expected state, not a server fault: answered here so the error handler does not log it as one.
      const unavailable = (message: string) =>
        reply.status(503).send({
          statusCode: 503,
          error: 'Service Unavailable',
          message,
          code: 'SERVICE_UNAVAILABLE',
          requestId: request.id,
        });
      if (!app.geocoder) return unavailable('Address lookup is not configured. Type the address instead.');
      try {
        return { data: await app.geocoder.reverse(request.query.lat, request.query.lon) };
      } catch (error) {
        if (!(error instanceof GeocodingError)) throw error;
        if (error.reason === 'notFound') throw AppError.notFound(error.message);
        request.log.warn({ err: error }, 'reverse geocoding failed');
        return unavailable(error.message);
      }
    },
  );
};
