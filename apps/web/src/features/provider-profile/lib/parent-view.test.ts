import { describe, expect, it } from 'vitest';
import { ownerProfile } from '../test/fixtures.ts';
import { toParentView } from './parent-view.ts';

describe('toParentView', () => {
  it('drops the exact address and rounds the point to the public grid, as the server does for parents', () => {
    const view = toParentView(ownerProfile({ latitude: 43.64521, longitude: -79.44863 }));
    expect(view.exactLocation).toBeNull();
    expect(view.latitude).toBe(43.645);
    expect(view.longitude).toBe(-79.449);
    expect(JSON.stringify(view)).not.toMatch(/Fermanagh|M6R/);
  });

  it('keeps a missing point missing', () => {
    const view = toParentView(ownerProfile({ latitude: null, longitude: null }));
    expect([view.latitude, view.longitude]).toEqual([null, null]);
  });
});
