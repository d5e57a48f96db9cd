import {
  CANADIAN_PROVINCES,
  type ChildcareLocation,
  type ReverseGeocodeResult,
  type SaveChildcareLocationInput,
} from '@kinderly/shared';

export type LocationValues = {
  street: string;
  unit: string;
  city: string;
  province: string;
  postalCode: string;
  latitude: number;
  longitude: number;
};

/** Where the map opens before any pin is placed: Ottawa, the capital. */
export const DEFAULT_CENTRE = { lat: 45.4215, lng: -75.6972 };

const isProvince = (value: string | null | undefined) =>
  (CANADIAN_PROVINCES as readonly string[]).includes(value ?? '');

/** The form's start: the saved location, else what "use my location" found, else empty with no pin. */
export function initialLocationValues(
  saved: ChildcareLocation | null,
  found: ReverseGeocodeResult | null,
): LocationValues {
  if (saved)
    return {
      street: saved.street ?? '',
      unit: saved.unit ?? '',
      city: saved.city,
      province: saved.province,
      postalCode: saved.postalCode,
      latitude: saved.latitude,
      longitude: saved.longitude,
    };
  return {
    unit: '',
    ...addressFields(found),
    latitude: found?.latitude ?? Number.NaN,
    longitude: found?.longitude ?? Number.NaN,
  };
}

/** The address fields a reverse lookup fills: the parts it found, "" for the rest. */
export function addressFields(found: ReverseGeocodeResult | null) {
  return {
    street: [found?.houseNumber, found?.road].filter(Boolean).join(' '),
    city: found?.city ?? '',
    province: isProvince(found?.province) ? (found?.province ?? '') : '',
    postalCode: found?.postalCode ?? '',
  };
}

/** The request the schema checks: an unchosen province stays empty so the schema names it. */
export const toLocationRequest = (values: LocationValues): SaveChildcareLocationInput =>
  values as unknown as SaveChildcareLocationInput;

export const hasPin = (values: Pick<LocationValues, 'latitude' | 'longitude'>) =>
  Number.isFinite(values.latitude) && Number.isFinite(values.longitude);
