import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Role } from '@kinderly/shared';
import { fakeUser, signInFakeUser } from '../../../test/fake-session.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { place } from '../test/fixtures.ts';

const SLOW = { timeout: 30_000 };

function signInAs(role: Role) {
  signInFakeUser({ role });
  return stubFetch({
    'GET /api/account/getUser': json(200, fakeUser({ currentRole: role, roles: [role] })),
    'GET /api/enrollment/getChildren': json(200, []),
    'GET /api/childcareProvider/getEnrollmentSteps': json(200, { data: null }),
    'GET /api/addresses/actions/search': ({ url }) =>
      json(200, {
        data: /^ott/i.test(url.searchParams.get('q') ?? '') ? [place('Ottawa, Ontario', 45.4215, -75.6972)] : [],
      }),
    // The search page the box opens.
    'GET /api/booking/getAllProviders': json(200, {
      items: [],
      total: 0,
      page: 1,
      pageSize: 20,
      center: { latitude: 45.4215, longitude: -75.6972 },
    }),
    'GET /api/account/getUserLocation': json(200, { latitude: null, longitude: null, address: null }),
  });
}

describe('the place search on the family home page', SLOW, () => {
  it('opens the search around the place chosen from the list', async () => {
    signInAs(Role.Parent);
    const { user, location } = renderApp('/app/home');
    const section = await screen.findByRole('region', { name: 'Find childcare near you' });
    await user.type(within(section).getByRole('combobox', { name: 'Where are you looking?' }), 'Otta');
    await user.click(await screen.findByRole('option', { name: 'Ottawa, Ontario' }));
    await waitFor(() => expect(location()).toBe('/app/booking?lat=45.4215&lng=-75.6972&place=Ottawa%2C+Ontario'));
  });

  it('sends typed text as the place to look up there', async () => {
    signInAs(Role.Nanny);
    const { user, location } = renderApp('/app/home');
    const section = await screen.findByRole('region', { name: 'Find childcare near you' });
    await user.type(within(section).getByRole('combobox'), 'Kingston');
    await user.click(within(section).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location()).toBe('/app/booking?place=Kingston'));
    expect(await screen.findByText(/We could not find “Kingston”/)).toBeInTheDocument();
  });

  it('is not on a home provider’s home page', async () => {
    signInAs(Role.HomeProvider);
    renderApp('/app/home');
    // Once the provider's own section is there, the family's would be too.
    await screen.findByRole('region', { name: 'Your business set-up' });
    expect(screen.queryByRole('region', { name: 'Find childcare near you' })).toBeNull();
  });
});
