import type autocannon from 'autocannon';

export interface Scenario {
  name: string;
  request: Pick<autocannon.Options, 'method' | 'headers' | 'body'> & { path: string };
}

/** Routes measured by `npm run bench`; each issue that adds a hot route adds it here. */
export const scenarios: Scenario[] = [
  { name: 'GET /api/health (database round trip)', request: { method: 'GET', path: '/api/health' } },
  { name: 'GET /app/home (single-page fallback)', request: { method: 'GET', path: '/app/home' } },
];
