import type { FastifyInstance } from 'fastify';
import { buildRobotsTxt, buildSitemap } from '../../services/content/build-sitemap.ts';

/** For search engines, outside /api (ADR 018): the sitemap and the crawling rules. Answered to anyone. */
export async function seoRoutes(app: FastifyInstance) {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const xml = await buildSitemap({ db: app.db, publicUrl: app.config.PUBLIC_URL });
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'no-cache').send(xml);
  });
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(buildRobotsTxt(app.config.PUBLIC_URL)),
  );
}
