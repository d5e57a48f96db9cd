import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for a Nominatim service, for tests: answers `/reverse` with `answer` and `/search` with
 * `searchAnswer` (or an error when `status` is set), after `delayMs`, and counts the requests it got.
 */
export interface FakeNominatim {
  url: string;
  requests: URL[];
  answer: Record<string, unknown>;
  searchAnswer: unknown;
  status: number;
  delayMs: number;
  close(): Promise<void>;
}

export const MONTREAL_ANSWER = {
  lat: '45.5017',
  lon: '-73.5673',
  display_name: '221, Rue Saint-Paul Ouest, Vieux-Montréal, Montréal, Québec, H2Y 1Z9, Canada',
  address: {
    house_number: '221',
    road: 'Rue Saint-Paul Ouest',
    city: 'Montréal',
    state: 'Québec',
    'ISO3166-2-lvl4': 'CA-QC',
    postcode: 'H2Y 1Z9',
    country: 'Canada',
    country_code: 'ca',
  },
};

/** What `/search?format=jsonv2&addressdetails=1&q=Toronto&countrycodes=ca` answers (trimmed). */
export const TORONTO_SEARCH_ANSWER = [
  {
    place_id: 1,
    lat: '43.6534817',
    lon: '-79.3839347',
    name: 'Toronto',
    display_name: 'Toronto, Golden Horseshoe, Ontario, Canada',
    type: 'city',
    address: { city: 'Toronto', state: 'Ontario', 'ISO3166-2-lvl4': 'CA-ON', country: 'Canada', country_code: 'ca' },
  },
  {
    place_id: 2,
    lat: '43.6205',
    lon: '-79.5132',
    name: 'Etobicoke',
    display_name: 'Etobicoke, Toronto, Golden Horseshoe, Ontario, Canada',
    type: 'suburb',
    address: { suburb: 'Etobicoke', city: 'Toronto', state: 'Ontario', 'ISO3166-2-lvl4': 'CA-ON', country: 'Canada' },
  },
];

export async function startFakeNominatim(): Promise<FakeNominatim> {
  const fake = {
    requests: [] as URL[],
    answer: MONTREAL_ANSWER as Record<string, unknown>,
    searchAnswer: TORONTO_SEARCH_ANSWER as unknown,
    status: 200,
    delayMs: 0,
  } as FakeNominatim;
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    fake.requests.push(url);
    setTimeout(() => {
      const answer = { '/reverse': fake.answer, '/search': fake.searchAnswer }[url.pathname];
      if (answer === undefined) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(fake.status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(fake.status === 200 ? answer : { error: 'Server error' }));
    }, fake.delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
