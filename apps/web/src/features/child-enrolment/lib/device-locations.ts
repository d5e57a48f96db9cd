import type { MEDICAL_DEVICE_LOCATIONS } from '@kinderly/shared';

/** Catalogue keys of the suggested device locations; the record stores the English text. */
export const DEVICE_LOCATION_KEYS = {
  "Child's backpack": 'backpack',
  "Child's cubby": 'cubby',
  'Kitchen first-aid cabinet': 'firstAidCabinet',
  'Worn by the child': 'worn',
  'With the provider at all times': 'withProvider',
} as const satisfies Record<(typeof MEDICAL_DEVICE_LOCATIONS)[number], string>;

export function deviceLocationKey(location: string) {
  return (DEVICE_LOCATION_KEYS as Record<string, (typeof DEVICE_LOCATION_KEYS)[keyof typeof DEVICE_LOCATION_KEYS]>)[
    location
  ];
}
