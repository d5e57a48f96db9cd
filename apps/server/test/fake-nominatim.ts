import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for a Nominatim `/reverse` service, for tests: answers every request with `answer`
 * (or an error when `status` is set), after `delayMs`, and counts the requests it got.
 */
export interface FakeNominatim {
  url: string;
  requests: URL[];
  answer: Record<string, unknown>;
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

export async function startFakeNominatim(): Promise<FakeNominatim> {
  const fake = {
    requests: [] as URL[],
    answer: MONTREAL_ANSWER as Record<string, unknown>,
    status: 200,
    delayMs: 0,
  } as FakeNominatim;
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    fake.requests.push(url);
    setTimeout(() => {
      if (url.pathname !== '/reverse') {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(fake.status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(fake.status === 200 ? fake.answer : { error: 'Server error' }));
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
