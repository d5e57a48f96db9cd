import { describe, expect, it } from 'vitest';
import { PUBLIC_COORDINATE_GRID_DEGREES, toPublicCoordinate } from './search.ts';

describe('toPublicCoordinate', () => {
  it('snaps a point to the public grid, so nearby homes share one point', () => {
    expect(toPublicCoordinate(43.681234)).toBe(43.68);
    expect(toPublicCoordinate(-79.421987)).toBe(-79.422);
    expect(toPublicCoordinate(43.6814)).toBe(toPublicCoordinate(43.6795));
  });

  it('moves a point by at most half a cell', () => {
    for (const value of [45.50884, -73.58781, 49.2827, -123.1207, 0.0014]) {
      expect(Math.abs(toPublicCoordinate(value) - value)).toBeLessThanOrEqual(
        PUBLIC_COORDINATE_GRID_DEGREES / 2 + 1e-9,
      );
    }
  });
});
