import { z } from 'zod';
import { CANADIAN_PROVINCES } from './constants.ts';
import { booleanText, optionalProviderText, requiredProviderText } from './common.ts';
import { PROVIDER_FIELD_MESSAGES as M } from './messages.ts';

/** location, get-location-automation (the geolocation-sharing choice) and the reverse address lookup. */

export const CANADIAN_POSTAL_CODE = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i;

export const LatitudeSchema = z
  .number({ error: M.latitudeInvalid })
  .min(-90, M.latitudeInvalid)
  .max(90, M.latitudeInvalid);
export const LongitudeSchema = z
  .number({ error: M.longitudeInvalid })
  .min(-180, M.longitudeInvalid)
  .max(180, M.longitudeInvalid);

export const SaveChildcareLocationRequestSchema = z.object({
  street: requiredProviderText(200).describe('House number and street'),
  unit: optionalProviderText(30),
  city: requiredProviderText(100),
  province: z.enum(CANADIAN_PROVINCES, { error: M.provinceInvalid }),
  postalCode: z
    .string()
    .trim()
    .regex(CANADIAN_POSTAL_CODE, M.postalCodeInvalid)
    // Stored as A1A 1A1 so that searches by postal code compare like with like.
    .transform((code) => `${code.slice(0, 3)} ${code.slice(-3)}`.toUpperCase()),
  latitude: LatitudeSchema,
  longitude: LongitudeSchema,
});
export type SaveChildcareLocationRequest = z.infer<typeof SaveChildcareLocationRequestSchema>;
export type SaveChildcareLocationInput = z.input<typeof SaveChildcareLocationRequestSchema>;

/**
 * The location as stored. Read by someone other than the provider or the SuperAdmin (getChildcareLocationById),
 * street, unit and the last three postal-code characters are null, and the coordinates are rounded to about
 * 1 km, unless the provider shares their geolocation.
 */
export const ChildcareLocationSchema = z.object({
  providerId: z.uuid(),
  street: z.string().nullable(),
  unit: z.string().nullable(),
  city: z.string(),
  province: z.string(),
  postalCode: z.string().describe('A1A 1A1, or only the first three characters when hidden'),
  country: z.literal('Canada'),
  latitude: z.number(),
  longitude: z.number(),
  address: z.string().describe('One display line'),
  isGeolocationShared: z.boolean(),
  isExact: z.boolean().describe('False when street and coordinates are withheld from this reader'),
});
export type ChildcareLocation = z.infer<typeof ChildcareLocationSchema>;

export const GeolocationSharedSchema = z.object({ isGeolocationShared: z.boolean() });
/** POST setGeolocationShared sends the choice as query parameters (SPEC section 7). */
export const SetGeolocationSharedQuerySchema = z.object({
  isGeolocationShared: booleanText(),
  providerId: z.uuid({ error: 'Use a provider id.' }).optional(),
});

const coordinateQuery = (schema: z.ZodNumber, message: string) =>
  z
    .string()
    .regex(/^-?\d{1,3}(\.\d{1,12})?$/, message)
    .transform(Number)
    .pipe(schema);

/** GET /api/addresses/actions/reverse?lat=..&lon=.. */
export const ReverseGeocodeQuerySchema = z.object({
  lat: coordinateQuery(LatitudeSchema, M.latitudeInvalid),
  lon: coordinateQuery(LongitudeSchema, M.longitudeInvalid),
});

/** Address from coordinates (SPEC section 3): house_number, road, city, country joined into `address`. */
export const ReverseGeocodeResultSchema = z.object({
  address: z.string().describe('"house_number road, city, country", parts that are missing left out'),
  houseNumber: z.string().nullable(),
  road: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable().describe('Two-letter code when the lookup named a Canadian province'),
  postalCode: z.string().nullable(),
  country: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
});
export type ReverseGeocodeResult = z.infer<typeof ReverseGeocodeResultSchema>;
export const ReverseGeocodeResponseSchema = z.object({ data: ReverseGeocodeResultSchema });
