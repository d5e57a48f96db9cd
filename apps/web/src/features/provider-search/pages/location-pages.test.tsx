import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Role } from '@kinderly/shared';
import { fakeUser, signInFakeUser } from '../../../test/fake-session.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { CONFIG, NO_LOCATION, place } from '../test/fixtures.ts';

const SLOW = { timeout: 30_000 };
const BASE = {
  'GET /api/account/getUser': json(200, fakeUser()),
  'GET /api/config': json(200, CONFIG),
  'GET /api/account/getUserLocation': json(200, NO_LOCATION),
};

/** The browser's geolocation, answering with a position or an error code (1 denied, 2 unavailable, 3 timeout). */
function fakeGeolocation(answer: { lat: number; lng: number } | { code: number }) {
  const getCurrentPosition = vi.fn((success: PositionCallback, failure: PositionErrorCallback) => {
    if ('code' in answer) failure({ code: answer.code, message: 'no' } as GeolocationPositionError);
    else success({ coords: { latitude: answer.lat, longitude: answer.lng } } as GeolocationPosition);
  });
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}

describe('the parent location pages', SLOW, () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'geolocation');
  });

  it('parent-location: an address chosen from the places found is shown and saved, then searched around', async () => {
    signInFakeUser({ role: Role.Parent });
    const saved = { latitude: 45.4215, longitude: -75.6972, address: 'Ottawa, Ontario' };
    const { calls } = stubFetch({
      ...BASE,
      'GET /api/addresses/actions/search': json(200, { data: [place('Ottawa, Ontario', 45.4215, -75.6972)] }),
      'POST /api/account/saveUserLocation': json(200, saved),
    });
    const { user } = renderApp('/app/parent-location');
    expect(await screen.findByText('No location saved yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save this location' })).toBeDisabled();

    await user.type(screen.getByRole('combobox', { name: 'Your address' }), 'Ottawa');
    await user.click(await screen.findByRole('option', { name: 'Ottawa, Ontario' }));
    expect(screen.getByText('Chosen: Ottawa, Ontario')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save this location' }));

    expect(await screen.findByText('Your location is saved.')).toBeInTheDocument();
    expect(calls('POST', '/api/account/saveUserLocation')[0]?.body).toEqual(saved);
    expect(screen.getByRole('link', { name: 'Search near this place' })).toHaveAttribute('href', '/app/booking');
  });

  it('parent-location-automation: a refusal says what to do instead', async () => {
    signInFakeUser({ role: Role.Parent });
    stubFetch(BASE);
    fakeGeolocation({ code: 1 });
    const { user, location } = renderApp('/app/parent-location-automation');
    await user.click(await screen.findByRole('button', { name: 'Use my location' }));
    expect(await screen.findByText(/Your browser did not let us see your location/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Type my address instead' })).toHaveAttribute(
      'href',
      '/app/parent-location',
    );
    expect(location()).toBe('/app/parent-location-automation');
  });

  it('parent-location-automation then get-parent-location-automation: the position, its address, saved', async () => {
    signInFakeUser({ role: Role.Parent });
    const { calls } = stubFetch({
      ...BASE,
      'GET /api/addresses/actions/reverse': json(200, {
        data: {
          address: '221 Rue Saint-Paul Ouest, Montréal, Canada',
          houseNumber: '221',
          road: 'Rue Saint-Paul Ouest',
          city: 'Montréal',
          province: 'QC',
          postalCode: 'H2Y 1Z9',
          country: 'Canada',
          latitude: 45.5017,
          longitude: -73.5673,
        },
      }),
      'POST /api/account/saveUserLocation': ({ body }) => json(200, body),
    });
    fakeGeolocation({ lat: 45.5017, lng: -73.5673 });
    const { user, location } = renderApp('/app/parent-location-automation');
    await user.click(await screen.findByRole('button', { name: 'Use my location' }));

    expect(await screen.findByText('We found: 221 Rue Saint-Paul Ouest, Montréal, Canada')).toBeInTheDocument();
    expect(location()).toBe('/app/get-parent-location-automation?lat=45.501700&lng=-73.567300');
    expect(calls('GET', '/api/addresses/actions/reverse')[0]?.url.searchParams.get('lat')).toBe('45.501700');
    await user.click(screen.getByRole('button', { name: 'Save this location' }));
    await waitFor(() =>
      expect(calls('POST', '/api/account/saveUserLocation')[0]?.body).toEqual({
        latitude: 45.5017,
        longitude: -73.5673,
        address: '221 Rue Saint-Paul Ouest, Montréal, Canada',
      }),
    );
    expect(await screen.findByRole('link', { name: 'Search near this place' })).toBeInTheDocument();
  });

  it('get-parent-location-automation opened directly asks the browser itself, and saves without an address', async () => {
    signInFakeUser({ role: Role.Parent });
    stubFetch({
      ...BASE,
      'GET /api/addresses/actions/reverse': json(503, { statusCode: 503, message: 'Not configured' }),
    });
    const asked = fakeGeolocation({ lat: 43.65, lng: -79.38 });
    const { location } = renderApp('/app/get-parent-location-automation', { language: 'fr' });
    expect(await screen.findByText(/Nous avons trouvé votre position, mais pas son adresse/)).toBeInTheDocument();
    expect(asked).toHaveBeenCalled();
    expect(location()).toBe('/app/get-parent-location-automation?lat=43.650000&lng=-79.380000');
    expect(screen.getByRole('button', { name: 'Enregistrer cet emplacement' })).toBeEnabled();
  });
});
