import { describe, expect, it } from 'vitest';
import { addressFields, hasPin, initialLocationValues } from './location-values.ts';

const found = {
  address: '221 Rue Saint-Paul Ouest, Montréal, Canada',
  houseNumber: '221',
  road: 'Rue Saint-Paul Ouest',
  city: 'Montréal',
  province: 'QC',
  postalCode: 'H2Y 1Z9',
  country: 'Canada',
  latitude: 45.5017,
  longitude: -73.5673,
};

describe('location form values', () => {
  it('starts from what "use my location" found when nothing is saved', () => {
    expect(initialLocationValues(null, found)).toEqual({
      street: '221 Rue Saint-Paul Ouest',
      unit: '',
      city: 'Montréal',
      province: 'QC',
      postalCode: 'H2Y 1Z9',
      latitude: 45.5017,
      longitude: -73.5673,
    });
  });

  it('has no pin and empty fields with neither a saved nor a found location', () => {
    const values = initialLocationValues(null, null);
    expect(values.street).toBe('');
    expect(hasPin(values)).toBe(false);
  });

  it('leaves out a province the lookup named outside Canada and missing parts', () => {
    expect(addressFields({ ...found, houseNumber: null, province: 'NY', postalCode: null })).toEqual({
      street: 'Rue Saint-Paul Ouest',
      city: 'Montréal',
      province: '',
      postalCode: '',
    });
  });
});
