import { describe, expect, it } from 'vitest';
import { toPublicCoordinate } from '@kinderly/shared';
import { ownerProfile } from '../test/fixtures.ts';
import { toParentView } from './parent-view.ts';

describe('toParentView', () => {
  it('drops the exact address and snaps the point to the public grid, as the server does for parents', () => {
    const view = toParentView(ownerProfile({ latitude: 43.64521, longitude: -79.44863 }));
    expect(view.exactLocation).toBeNull();
    // The 0.003 degree grid (about 300 m): 43.64521 -> 43.644, -79.44863 -> -79.449.
    expect(view.latitude).toBe(43.644);
    expect(view.longitude).toBe(-79.449);
    expect(view.latitude).toBe(toPublicCoordinate(43.64521));
    expect(JSON.stringify(view)).not.toMatch(/Fermanagh|M6R/);
  });

  it('keeps a missing point missing', () => {
    const view = toParentView(ownerProfile({ latitude: null, longitude: null }));
    expect([view.latitude, view.longitude]).toEqual([null, null]);
  });
});
