import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const SAFE_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** A request id from a trusted proxy's header is kept when it looks sane; otherwise a new one is made. */
export function generateRequestId(request: { headers: Record<string, string | string[] | undefined> }): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && SAFE_ID.test(incoming) ? incoming : randomUUID();
}

export const requestIdPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
});
