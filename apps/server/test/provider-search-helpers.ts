import type { FastifyInstance } from 'fastify';
import { createProvider, files, type CreateProviderOverrides, type Database } from '@kinderly/db';
import { API_PATHS } from '@kinderly/shared';
import type { Headers } from './provider-enrolment-helpers.ts';

/** Shared pieces of the provider search API tests. */

export const TORONTO = { latitude: 43.6532, longitude: -79.3832 };
const KM_PER_DEGREE_LATITUDE = 111.32;

/** A point `northKm` north and `eastKm` east of `from` (flat-earth offsets, fine over a few kilometres). */
export function offset(from: typeof TORONTO, northKm: number, eastKm: number) {
  const latitude = from.latitude + northKm / KM_PER_DEGREE_LATITUDE;
  const longitude = from.longitude + eastKm / (KM_PER_DEGREE_LATITUDE * Math.cos((from.latitude * Math.PI) / 180));
  return { latitude: Number(latitude.toFixed(6)), longitude: Number(longitude.toFixed(6)) };
}

/** Great-circle kilometres on earthdistance's sphere (radius 6,378,168 m), as the server computes them. */
export function kmBetween(a: typeof TORONTO, b: typeof TORONTO): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return 2 * 6378.168 * Math.asin(Math.sqrt(h));
}

/** A listed provider (every step done, verified payout account) with these details. */
export const listedProvider = (db: Database, overrides: CreateProviderOverrides) =>
  createProvider(db, { complete: true, ...overrides });

/** A picture record to put in a gallery slot (the bytes are not needed to list it). */
export async function pictureFile(db: Database, ownerUserId: string): Promise<string> {
  const [row] = await db
    .insert(files)
    .values({
      ownerUserId,
      fileName: 'fileBackground_2.jpg',
      contentType: 'image/jpeg',
      size: 1234,
      storageKey: `test-${ownerUserId}`,
    })
    .returning({ id: files.id });
  return row!.id;
}

/** GET getAllProviders with this query string. */
export function searchProviders(app: FastifyInstance, headers: Headers, query: Record<string, string | number>) {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  return app.inject({ method: 'GET', url: `${API_PATHS.booking.getAllProviders}?${search.toString()}`, headers });
}
