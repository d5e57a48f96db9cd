/**
 * Thirty large Canadian cities (city-hall coordinates, rounded) that `seedSearchProviders` spreads providers
 * around. A fixed list on purpose: the seed must give the same providers on every machine and offline.
 */
export interface SeedCity {
  name: string;
  province: 'AB' | 'BC' | 'MB' | 'NB' | 'NL' | 'NS' | 'ON' | 'QC' | 'SK';
  latitude: number;
  longitude: number;
}

export const SEED_CITIES: readonly SeedCity[] = [
  { name: 'Toronto', province: 'ON', latitude: 43.6532, longitude: -79.3832 },
  { name: 'Montréal', province: 'QC', latitude: 45.5019, longitude: -73.5674 },
  { name: 'Calgary', province: 'AB', latitude: 51.0447, longitude: -114.0719 },
  { name: 'Ottawa', province: 'ON', latitude: 45.4215, longitude: -75.6972 },
  { name: 'Edmonton', province: 'AB', latitude: 53.5461, longitude: -113.4938 },
  { name: 'Winnipeg', province: 'MB', latitude: 49.8951, longitude: -97.1384 },
  { name: 'Mississauga', province: 'ON', latitude: 43.589, longitude: -79.6441 },
  { name: 'Vancouver', province: 'BC', latitude: 49.2827, longitude: -123.1207 },
  { name: 'Brampton', province: 'ON', latitude: 43.7315, longitude: -79.7624 },
  { name: 'Hamilton', province: 'ON', latitude: 43.2557, longitude: -79.8711 },
  { name: 'Surrey', province: 'BC', latitude: 49.1913, longitude: -122.849 },
  { name: 'Québec', province: 'QC', latitude: 46.8139, longitude: -71.208 },
  { name: 'Halifax', province: 'NS', latitude: 44.6488, longitude: -63.5752 },
  { name: 'Laval', province: 'QC', latitude: 45.6066, longitude: -73.7124 },
  { name: 'London', province: 'ON', latitude: 42.9849, longitude: -81.2453 },
  { name: 'Markham', province: 'ON', latitude: 43.8561, longitude: -79.337 },
  { name: 'Vaughan', province: 'ON', latitude: 43.8361, longitude: -79.4983 },
  { name: 'Gatineau', province: 'QC', latitude: 45.4765, longitude: -75.7013 },
  { name: 'Saskatoon', province: 'SK', latitude: 52.1332, longitude: -106.67 },
  { name: 'Kitchener', province: 'ON', latitude: 43.4516, longitude: -80.4925 },
  { name: 'Longueuil', province: 'QC', latitude: 45.5312, longitude: -73.5181 },
  { name: 'Burnaby', province: 'BC', latitude: 49.2488, longitude: -122.9805 },
  { name: 'Windsor', province: 'ON', latitude: 42.3149, longitude: -83.0364 },
  { name: 'Regina', province: 'SK', latitude: 50.4452, longitude: -104.6189 },
  { name: 'Oakville', province: 'ON', latitude: 43.4675, longitude: -79.6877 },
  { name: 'Richmond', province: 'BC', latitude: 49.1666, longitude: -123.1336 },
  { name: 'Oshawa', province: 'ON', latitude: 43.8971, longitude: -78.8658 },
  { name: 'Sherbrooke', province: 'QC', latitude: 45.4042, longitude: -71.8929 },
  { name: "St. John's", province: 'NL', latitude: 47.5615, longitude: -52.7126 },
  { name: 'Moncton', province: 'NB', latitude: 46.0878, longitude: -64.7782 },
];

/** First letter of the postal codes of each province (Ontario's vary by region; one is enough here). */
export const POSTAL_PREFIX: Record<SeedCity['province'], string> = {
  AB: 'T',
  BC: 'V',
  MB: 'R',
  NB: 'E',
  NL: 'A',
  NS: 'B',
  ON: 'M',
  QC: 'H',
  SK: 'S',
};
