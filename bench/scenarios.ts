import type autocannon from 'autocannon';
import { API_PATHS } from '@kinderly/shared';

export interface Scenario {
  name: string;
  request: Pick<autocannon.Options, 'method' | 'headers' | 'body'> & { path: string };
}

/** Routes measured by `npm run bench`; each issue that adds a hot route adds it here. */
export const scenarios: Scenario[] = [
  { name: 'GET /api/health (database round trip)', request: { method: 'GET', path: '/api/health' } },
  { name: 'GET /app/home (single-page fallback)', request: { method: 'GET', path: '/app/home' } },
];

/** Where the search bench looks: Toronto's city hall. */
export const SEARCH_CENTER = { lat: '43.6532', lng: '-79.3832' };

/**
 * `npm run bench -- --only search`: a signed-in parent's search 10 km around Toronto with two filters, page 1,
 * next to /api/health and to the cheapest signed-in read (the token and session checks every signed-in route
 * pays, plus one small query); bench/search.ts adds the bare Fastify route.
 */
export function searchScenarios(accessToken: string): Scenario[] {
  const query = new URLSearchParams({
    ...SEARCH_CENTER,
    distanceKm: '10',
    providerTypes: '11,12',
    ageGroups: '14',
    page: '1',
  });
  const auth = { authorization: `Bearer ${accessToken}` };
  return [
    { name: 'health', request: { method: 'GET', path: API_PATHS.system.health } },
    { name: 'signed-in', request: { method: 'GET', path: API_PATHS.account.getUserLocation, headers: auth } },
    {
      name: 'search',
      request: {
        method: 'GET',
        path: `${API_PATHS.booking.getAllProviders}?${query.toString().replaceAll('%2C', ',')}`,
        headers: auth,
      },
    },
  ];
}
