import { PUBLIC_COORDINATE_DECIMALS, type ProviderProfile } from '@kinderly/shared';

const round = (value: number | null) => {
  if (value === null) return null;
  const factor = 10 ** PUBLIC_COORDINATE_DECIMALS;
  return Math.round(value * factor) / factor;
};

/**
 * The profile as a parent receives it. The owner's own answer carries the exact address and coordinates; the preview
 * drops the address and rounds the point the way the server does for parents, so the owner sees what parents see.
 */
export function toParentView(profile: ProviderProfile): ProviderProfile {
  return {
    ...profile,
    exactLocation: null,
    latitude: round(profile.latitude),
    longitude: round(profile.longitude),
  };
}
