import { toPublicCoordinate, type ProviderProfile } from '@kinderly/shared';

const snap = (value: number | null) => (value === null ? null : toPublicCoordinate(value));

/**
 * The profile as a parent receives it. The owner's own answer carries the exact address and coordinates; the preview
 * drops the address and snaps the point to the public grid the way the server does for parents, so the owner sees
 * what parents see.
 */
export function toParentView(profile: ProviderProfile): ProviderProfile {
  return { ...profile, exactLocation: null, latitude: snap(profile.latitude), longitude: snap(profile.longitude) };
}
