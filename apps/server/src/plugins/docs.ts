import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';

/** OpenAPI from the routes' zod schemas; Swagger UI at /docs, the document at /docs/json. */
export const docsPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Kinderly API',
        description: 'The childcare marketplace API. Calls and names follow SPEC section 7; everything lives under /api.',
        version: config.version,
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
});
