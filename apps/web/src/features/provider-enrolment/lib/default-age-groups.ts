import type { AcceptedAgeGroups, AvailabilitySettings } from '@kinderly/shared';

/**
 * What "Ages you accept" shows: the saved choice once there is one; before that, every age group the provider gave
 * spaces to on the availability step, so nobody has to say twice which children they take.
 */
export function defaultAgeGroups(
  saved: AcceptedAgeGroups | null,
  availability: AvailabilitySettings | null,
): AcceptedAgeGroups {
  if (saved) return saved;
  const withSpaces = (availability?.availableSpaces ?? []).filter((row) => row.spaces > 0).map((row) => row.ageGroupId);
  return { ageGroupIds: [...new Set(withSpaces)].sort((a, b) => a - b) };
}
