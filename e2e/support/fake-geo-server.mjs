// A stand-in for the two map services the browser journey meets, so e2e runs with no network:
// - GET /reverse?format=jsonv2&lat=..&lon=.. answers like Nominatim (the server's reverse geocoder calls it);
// - GET /search?format=jsonv2&q=.. answers like Nominatim for a few cities (the server's place search calls it);
// - GET /tiles/{z}/{x}/{y}.png answers a plain tile (the Leaflet map loads it through MAP_TILES_URL).
// Started by playwright.config.ts beside the app; the port comes from the command line.
import { createServer } from 'node:http';

const port = Number(process.argv[2] ?? 4204);

// A 1x1 light-grey PNG; Leaflet stretches it over the tile square.
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGN48fodAAWAAsIXbOaCAAAAAElFTkSuQmCC',
  'base64',
);

// The cities the journeys type, as Nominatim's /search answers them (jsonv2, addressdetails=1).
const PLACES = [
  { name: 'Toronto', state: 'Ontario', iso: 'CA-ON', lat: '43.6534817', lon: '-79.3839347' },
  { name: 'Montréal', state: 'Québec', iso: 'CA-QC', lat: '45.5031824', lon: '-73.5698065' },
  { name: 'Vancouver', state: 'British Columbia', iso: 'CA-BC', lat: '49.2608724', lon: '-123.113952' },
];
const fold = (text) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
  if (url.pathname === '/search') {
    const query = fold(url.searchParams.get('q') ?? '');
    const found = PLACES.filter((place) => query && fold(place.name).startsWith(query.split(',')[0]));
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(
      JSON.stringify(
        found.map((place) => ({
          lat: place.lat,
          lon: place.lon,
          display_name: `${place.name}, ${place.state}, Canada`,
          address: {
            city: place.name,
            state: place.state,
            'ISO3166-2-lvl4': place.iso,
            country: 'Canada',
            country_code: 'ca',
          },
        })),
      ),
    );
    return;
  }
  if (url.pathname === '/reverse') {
    const lat = Number(url.searchParams.get('lat'));
    const lon = Number(url.searchParams.get('lon'));
    if (!Number.isFinite(lat) || !Number.isFinite(lon)) {
      response.writeHead(400, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ error: 'Invalid coordinates' }));
      return;
    }
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(
      JSON.stringify({
        lat: String(lat),
        lon: String(lon),
        display_name: '221 Rue Saint-Paul Ouest, Montréal, Québec, H2Y 1Z9, Canada',
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
      }),
    );
    return;
  }
  if (url.pathname.startsWith('/tiles/')) {
    response.writeHead(200, {
      'Content-Type': 'image/png',
      'Access-Control-Allow-Origin': '*',
      'Cache-Control': 'max-age=3600',
    });
    response.end(TILE);
    return;
  }
  response.writeHead(404);
  response.end();
}).listen(port, '127.0.0.1');
