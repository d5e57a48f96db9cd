// A stand-in for the two map services the browser journey meets, so e2e runs with no network:
// - GET /reverse?format=jsonv2&lat=..&lon=.. answers like Nominatim (the server's reverse geocoder calls it);
// - GET /tiles/{z}/{x}/{y}.png answers a plain tile (the Leaflet map loads it through MAP_TILES_URL).
// Started by playwright.config.ts beside the app; the port comes from the command line.
import { createServer } from 'node:http';

const port = Number(process.argv[2] ?? 4204);

// A 1x1 light-grey PNG; Leaflet stretches it over the tile square.
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGN48fodAAWAAsIXbOaCAAAAAElFTkSuQmCC',
  'base64',
);

createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
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
