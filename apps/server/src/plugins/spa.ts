import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { pageDocument } from './page-document.ts';

const NOT_APP = /^\/(api|chatHub|docs)(\/|$|\?)/i;
// The web app's development pages (the /dev/ui gallery) are not served in production.
const DEV_PAGES = /^\/dev(\/|$)/i;

/** The answer to a path that is not a route; also given where a route must look as if it did not exist. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0] ?? '/';
  return reply.status(404).send({
    statusCode: 404,
    error: 'Not Found',
    message: `No route ${request.method} ${path}`,
    requestId: request.id,
  });
}

/**
 * Serves the built web app. Any GET that is not the API, the chat hub or the docs answers index.html
 * so the client router can take it; everything else unknown is a JSON 404.
 */
export const spaPlugin = fp(
  async (app: FastifyInstance, { webDistDir, production }: { webDistDir: string | undefined; production: boolean }) => {
    const indexFile = webDistDir ? join(webDistDir, 'index.html') : undefined;
    const hasApp = indexFile !== undefined && existsSync(indexFile);
    if (hasApp && webDistDir) {
      await app.register(fastifyStatic, {
        root: webDistDir,
        wildcard: false,
        index: false,
        cacheControl: false,
        setHeaders(res, path) {
          // Vite puts a content hash in every asset name, so those can be cached for good.
          if (path.includes('/assets/')) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
          else res.setHeader('cache-control', 'no-cache');
        },
      });
    }
    const indexHtml = hasApp && indexFile ? readFileSync(indexFile, 'utf8') : null;

    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split('?')[0] ?? '/';
      const isAppPath = !NOT_APP.test(path) && !(production && DEV_PAGES.test(path));
      if (indexHtml && (request.method === 'GET' || request.method === 'HEAD') && isAppPath) {
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .header('vary', 'Accept-Language, Cookie')
          .send(await pageDocument(app, request, indexHtml));
      }
      return sendNotFound(request, reply);
    });
  },
);
