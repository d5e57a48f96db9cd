import Fastify, { type FastifyInstance, type HTTPMethods } from 'fastify';
import { describe, expect, it } from 'vitest';
import { listApiPaths, toRoutePath } from '@kinderly/shared';
import { useTestApp } from './helpers.ts';

interface ServedRoute {
  url: string;
  methods: HTTPMethods[];
}

/**
 * Every route the app serves, read from `printRoutes({ commonPrefix: false })`: one line per route, indented four
 * characters per level, a child's text continuing its parent's path (`/api/account/getUser` then `Info`).
 */
function servedRoutes(app: FastifyInstance): ServedRoute[] {
  const parents: string[] = [];
  const routes: ServedRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^(.*?)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const url = (parents[depth - 1] ?? '') + match[2]!;
    parents[depth] = url;
    parents.length = depth + 1;
    if (match[3]) routes.push({ url, methods: match[3].split(', ') as HTTPMethods[] });
  }
  return routes;
}

/** What the server serves under /api/ and the table lacks, and what the table lists and nobody serves. */
function compareWithTable(routes: ServedRoute[]) {
  const served = new Set(routes.map((route) => route.url).filter((url) => url.startsWith('/api/')));
  const listed = new Set(listApiPaths().map(toRoutePath));
  return {
    notInTable: [...served].filter((url) => !listed.has(url)).sort(),
    notServed: [...listed].filter((url) => !served.has(url)).sort(),
  };
}

/**
 * Routes outside /api/ on purpose. Anything else there is most likely a route written with a path relative to a
 * plugin prefix, which the route plugins no longer have.
 */
const NON_API_ROUTES = [
  /^\/docs(\/|\*|$)/, // the OpenAPI document and its UI (plugins/docs.ts)
  /^\/dev\/mail(\/:id)?$/, // the development outbox pages (routes/dev)
  /^\/\*?$/, // the web app (plugins/spa.ts)
  /^\/(sitemap\.xml|robots\.txt)$/, // for search engines (routes/seo, ADR 018)
];

describe('API_PATHS and the server', () => {
  // DEV_CLOCK: the dev clock route exists only on such a server (the journeys'); the table lists it.
  const ctx = useTestApp({ env: { DEV_CLOCK: 'true' } });

  it('reads every /api/ route the app has (each one it reads is a route Fastify finds)', () => {
    const routes = servedRoutes(ctx.app).filter((route) => route.url.startsWith('/api/'));
    expect(routes.length).toBeGreaterThan(150);
    for (const route of routes) {
      for (const method of route.methods) expect(ctx.app.hasRoute({ method, url: route.url }), route.url).toBe(true);
    }
    // Paths that printRoutes splits over two lines come back whole.
    expect(routes.map((route) => route.url)).toEqual(
      expect.arrayContaining([
        '/api/account/getUserInfo',
        '/api/enrollment/getChildrenVaccinationDates',
        '/api/file/:id',
      ]),
    );
  });

  it('serves every path of the table and no /api/ path outside it (no allowlist: webhook and dev are listed)', () => {
    expect(compareWithTable(servedRoutes(ctx.app))).toEqual({ notInTable: [], notServed: [] });
  });

  it('serves nothing outside /api/ but the docs, the development outbox, the web app, the sitemap and robots.txt', () => {
    const strays = servedRoutes(ctx.app)
      .map((route) => route.url)
      .filter((url) => !url.startsWith('/api/') && !NON_API_ROUTES.some((pattern) => pattern.test(url)));
    expect(strays).toEqual([]);
  });

  it('names a route registered with a literal path missing from the table, and a listed path nobody serves', async () => {
    const app = Fastify();
    app.get(toRoutePath('/api/file/{id}'), async () => null);
    app.post('/api/account/sneaky', async () => null);
    app.get('/not-api', async () => null);
    await app.ready();
    const { notInTable, notServed } = compareWithTable(servedRoutes(app));
    expect(notInTable).toEqual(['/api/account/sneaky']);
    expect(notServed).toContain('/api/account/login');
    expect(notServed).not.toContain('/api/file/:id');
    await app.close();
  });
});
