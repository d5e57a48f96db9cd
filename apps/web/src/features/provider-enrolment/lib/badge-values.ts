import { BADGE_NAMES, type BadgeName, type BadgesData } from '@kinderly/shared';

const PROFILE_TEXT = [
  'facebook',
  'instagram',
  'cameraType',
  'liveMonitoryLink',
  'personalityTest',
  'insuranceCompanyName',
  'insurancePolicyNumber',
  'volunteerHistories',
  'cece',
] as const;
export type ProfileTextField = (typeof PROFILE_TEXT)[number];
export const PROFILE_TEXT_FIELDS: readonly ProfileTextField[] = PROFILE_TEXT;

export type BadgeValues = Record<BadgeName, boolean> &
  Record<ProfileTextField, string> & { comments: boolean; parentCosign: boolean };

/** The form's start from the saved badges and profile; the spec's defaults (comments on, co-sign off) otherwise. */
export function badgeFormValues(saved: BadgesData | null): BadgeValues {
  const held = new Set(saved?.badges.filter((badge) => badge.has).map((badge) => badge.name));
  const profile = saved?.profile;
  return {
    ...(Object.fromEntries(BADGE_NAMES.map((name) => [name, held.has(name)])) as Record<BadgeName, boolean>),
    ...(Object.fromEntries(PROFILE_TEXT.map((name) => [name, profile?.[name] ?? ''])) as Record<
      ProfileTextField,
      string
    >),
    comments: profile?.comments ?? true,
    parentCosign: profile?.parentCosign ?? false,
  };
}

/** Form data is text: booleans travel as "true"/"false", which the shared schema reads back. */
export const toBadgesRequest = (values: BadgeValues) =>
  Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, typeof value === 'boolean' ? String(value) : value]),
  );
