import { describe, expect, it } from 'vitest';
import type { AvailabilitySettings } from '@kinderly/shared';
import { defaultAgeGroups } from './default-age-groups.ts';

type AgeGroupId = AvailabilitySettings['availableSpaces'][number]['ageGroupId'];

const availability = (spaces: [AgeGroupId, number][]): AvailabilitySettings => ({
  startDate: '2027-01-04',
  availableSpaces: spaces.map(([ageGroupId, count]) => ({ ageGroupId, spaces: count })),
  holidays: [],
});

describe('defaultAgeGroups', () => {
  it('ticks the age groups given spaces before the first save', () => {
    expect(
      defaultAgeGroups(
        null,
        availability([
          [15, 2],
          [14, 1],
          [16, 0],
        ]),
      ),
    ).toEqual({ ageGroupIds: [14, 15] });
  });

  it('keeps a saved choice, even one that differs from the spaces', () => {
    expect(defaultAgeGroups({ ageGroupIds: [16] }, availability([[14, 3]]))).toEqual({ ageGroupIds: [16] });
  });

  it('ticks nothing when the availability step is not saved yet', () => {
    expect(defaultAgeGroups(null, null)).toEqual({ ageGroupIds: [] });
  });
});
