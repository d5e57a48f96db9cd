import type { FastifyInstance } from 'fastify';
import { PAGE_CACHE_TTL_MS } from '../../lib/page-renderer.ts';
import { buildRobotsTxt, buildSitemap } from '../../services/content/build-sitemap.ts';

/** For search engines, outside /api (ADR 018): the sitemap and the crawling rules. Answered to anyone. */
export async function seoRoutes(app: FastifyInstance) {
  // Built at most once per page-cache period: it reads every published post, and anyone may ask for it.
  let sitemap: { xml: Promise<string>; expires: number } | null = null;
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const now = Date.now();
    if (!sitemap || sitemap.expires <= now) {
      const xml = buildSitemap({ db: app.db, publicUrl: app.config.PUBLIC_URL });
      sitemap = { xml, expires: now + PAGE_CACHE_TTL_MS };
      // A failed build is not kept.
      xml.catch(() => (sitemap = null));
    }
    const xml = await sitemap.xml;
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'no-cache').send(xml);
  });
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(buildRobotsTxt(app.config.PUBLIC_URL)),
  );
}
