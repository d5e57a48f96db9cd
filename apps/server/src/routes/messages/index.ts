import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS, OpsMessageResponseSchema, OpsMessageSchema, Role, toRoutePath } from '@kinderly/shared';

/** `POST /api/messages` (SPEC section 7, "messages (send a telegram message)"): SuperAdmin only (403 otherwise). */
export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    toRoutePath(API_PATHS.messages.send),
    {
      schema: {
        tags: ['admin'],
        summary: 'Send a text to the operations Telegram chat (logged when Telegram is not set up); 20 a minute',
        security: [{ bearerAuth: [] }],
        body: OpsMessageSchema,
        response: { 202: OpsMessageResponseSchema },
      },
      config: { roles: [Role.SuperAdmin] },
    },
    async (request, reply) => reply.status(202).send({ delivered: await app.opsAlerts.post(request.body.text) }),
  );
};
