import { describe, expect, it } from 'vitest';
import { earthBoxOf, earthCubeOf, type Point } from './provider-sql.ts';

const EARTH_METRES = 6378168;

const coordinatesOf = (cube: string) => cube.replaceAll(/[()]/g, '').split(', ').map(Number);

function boxOf(point: Point, metres: number) {
  const numbers = earthBoxOf(point, metres)
    .split('),(')
    .map((corner) => coordinatesOf(corner));
  return { low: numbers[0]!, high: numbers[1]! };
}

/** The point `metres` along the great circle leaving `from` at `bearing` degrees (east of north). */
function destination(from: Point, bearing: number, metres: number): Point {
  const radians = Math.PI / 180;
  const lat1 = from.latitude * radians;
  const lng1 = from.longitude * radians;
  const angle = metres / EARTH_METRES;
  const heading = bearing * radians;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(angle) + Math.cos(lat1) * Math.sin(angle) * Math.cos(heading));
  const lng2 =
    lng1 +
    Math.atan2(Math.sin(heading) * Math.sin(angle) * Math.cos(lat1), Math.cos(angle) - Math.sin(lat1) * Math.sin(lat2));
  return { latitude: lat2 / radians, longitude: lng2 / radians };
}

const CENTRES: Record<string, Point> = {
  Toronto: { latitude: 43.6532, longitude: -79.3832 },
  Vancouver: { latitude: 49.2827, longitude: -123.1207 },
  'near the north pole': { latitude: 89.999, longitude: 10 },
  '5 m from the south pole': { latitude: -89.999955, longitude: 0 },
  'across the antimeridian': { latitude: 52, longitude: 179.995 },
  'on the equator': { latitude: 0, longitude: 0 },
  'on an axis': { latitude: 0, longitude: 90 },
};
const RADII = [0, 40, 10_000, 100_000, 1_500_000, 25_000_000];

describe('earthBoxOf: the box around the cap of `metres` on earthdistance sphere', () => {
  for (const [place, centre] of Object.entries(CENTRES)) {
    it(`holds the whole cap and touches it on every side, ${place}`, () => {
      for (const metres of RADII) {
        const { low, high } = boxOf(centre, metres);
        const seenLow = [Infinity, Infinity, Infinity];
        const seenHigh = [-Infinity, -Infinity, -Infinity];
        const outside: string[] = [];
        for (let bearing = 0; bearing < 360; bearing += 0.5) {
          for (const fraction of [1, 0.75, 0.5, 0.25, 0]) {
            const point = coordinatesOf(earthCubeOf(destination(centre, bearing, metres * fraction)));
            point.forEach((value, axis) => {
              if (value < low[axis]! || value > high[axis]!)
                outside.push(`${metres} m, bearing ${bearing}, axis ${axis}`);
              seenLow[axis] = Math.min(seenLow[axis]!, value);
              seenHigh[axis] = Math.max(seenHigh[axis]!, value);
            });
          }
        }
        expect(outside).toEqual([]);
        // Tight: the sampled cap reaches each face to within the half-degree steps between bearings. (Past 1,500 km
        // a face may lie between the sampled distances, and the largest cap holds the whole sphere.)
        if (metres > 1_500_000) continue;
        const slack = 2 + metres * 1e-4;
        for (let axis = 0; axis < 3; axis++) {
          expect(seenLow[axis]! - low[axis]!, `${metres} m, low face ${axis}`).toBeLessThanOrEqual(slack);
          expect(high[axis]! - seenHigh[axis]!, `${metres} m, high face ${axis}`).toBeLessThanOrEqual(slack);
        }
      }
    });
  }

  it('covers the whole sphere once the distance reaches half way round', () => {
    const { low, high } = boxOf(CENTRES.Toronto!, Math.PI * EARTH_METRES);
    for (let axis = 0; axis < 3; axis++) {
      expect(low[axis]).toBeLessThanOrEqual(-EARTH_METRES);
      expect(high[axis]).toBeGreaterThanOrEqual(EARTH_METRES);
    }
  });

  it('is narrower than earth_box (the cube two chords wide) where the cap is tilted to the axes', () => {
    const { low, high } = boxOf(CENTRES.Toronto!, 10_000);
    const chord = 2 * EARTH_METRES * Math.sin(10_000 / (2 * EARTH_METRES));
    const widths = low.map((value, axis) => high[axis]! - value);
    expect(Math.max(...widths)).toBeLessThanOrEqual(2 * chord + 2);
    expect(widths[1]!).toBeLessThan(1.5 * chord);
    expect(widths[2]!).toBeLessThan(1.5 * chord);
  });
});
