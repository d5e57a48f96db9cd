import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Role, SEARCH_MESSAGES } from '@kinderly/shared';
import { fakeLoginResponse, fakeUser, signInFakeUser } from '../../../test/fake-session.ts';
import { json, stubFetch, type StubRequest } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { CONFIG, maple, NO_LOCATION, place, provider, result, SAVED_LOCATION, SUNNY_ID } from '../test/fixtures.ts';

const SLOW = { timeout: 30_000 };
const SEARCH = 'GET /api/booking/getAllProviders';
const TORONTO_QUERY = 'lat=43.6532&lng=-79.3832&place=Toronto%2C+Ontario';

/** The signed-in frame and the map's configuration, plus the given routes. */
function stubApi(routes: Parameters<typeof stubFetch>[0], role: Role = Role.Parent) {
  return stubFetch({
    'GET /api/account/getUser': json(200, fakeUser({ currentRole: role, roles: [role] })),
    'GET /api/config': json(200, CONFIG),
    'GET /api/account/getUserLocation': json(200, NO_LOCATION),
    ...routes,
  });
}

const searches = (requests: StubRequest[]) =>
  requests
    .filter((request) => request.path === '/api/booking/getAllProviders')
    .map((request) => request.url.searchParams);

describe('the provider search', SLOW, () => {
  it('searches around the point in the address with its filters, and lists the answer with its count', async () => {
    signInFakeUser({ role: Role.Parent });
    const { requests } = stubApi({ [SEARCH]: json(200, result([provider(), maple])) });
    renderApp(`/app/booking?${TORONTO_QUERY}&ageGroups=14&sort=price`);

    const list = await screen.findByRole('list', { name: 'Results' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Sunny Days Home Daycare', 'Maple Tree Childcare']);
    expect(screen.getByText('2 providers within 10 km')).toBeInTheDocument();
    expect(screen.getByText('Around Toronto, Ontario')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Where are you looking?' })).toHaveValue('Toronto, Ontario');
    const [query] = searches(requests);
    expect(Object.fromEntries(query!)).toEqual({
      lat: '43.6532',
      lng: '-79.3832',
      distanceKm: '10',
      providerTypes: '11,12',
      ageGroups: '14',
      sort: 'price',
      page: '1',
      pageSize: '20',
    });
  });

  it('puts a filter chosen in the drawer into the address and searches again', async () => {
    signInFakeUser({ role: Role.Parent });
    const { requests } = stubApi({
      [SEARCH]: ({ url }) => json(200, result(url.searchParams.has('careTypes') ? [maple] : [provider(), maple])),
    });
    const { user, location } = renderApp(`/app/booking?${TORONTO_QUERY}`);
    await screen.findByText('2 providers within 10 km');

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    // Section 9: Drop-in and the school-age groups are shown but cannot be chosen.
    expect(within(drawer).getByRole('checkbox', { name: /Drop-in care/ })).toBeDisabled();
    expect(within(drawer).getByRole('checkbox', { name: /Preschool/ })).toBeDisabled();
    expect(within(drawer).getByRole('checkbox', { name: 'Licenced home daycare' })).toBeChecked();
    await user.click(within(drawer).getByRole('checkbox', { name: 'Weekdays, 6 am to 6 pm' }));

    await waitFor(() => expect(location()).toBe(`/app/booking?${TORONTO_QUERY}&careTypes=21`));
    expect(await screen.findByText('1 provider within 10 km')).toBeInTheDocument();
    expect(searches(requests).at(-1)?.get('careTypes')).toBe('21');
    await user.click(within(drawer).getByRole('button', { name: 'Show the results' }));
    expect(await screen.findByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
  });

  it('sends the daily price in cents and the sort, and goes back to page 1', async () => {
    signInFakeUser({ role: Role.Parent });
    stubApi({ [SEARCH]: json(200, result([provider()], { total: 45, page: 2 })) });
    const { user, location } = renderApp(`/app/booking?${TORONTO_QUERY}&page=2`);
    await screen.findByText('45 providers within 10 km');
    expect(screen.getByRole('button', { name: 'Page 2, shown' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await user.type(within(drawer).getByRole('textbox', { name: 'From ($)' }), '30');
    await user.type(within(drawer).getByRole('textbox', { name: 'To ($)' }), '55.50{Enter}');
    await waitFor(() => expect(location()).toBe(`/app/booking?${TORONTO_QUERY}&minPrice=3000&maxPrice=5550`));

    await user.type(within(drawer).getByRole('textbox', { name: 'From ($)' }), '0');
    await user.tab();
    expect(within(drawer).getByRole('alert')).toHaveTextContent('The lowest price must not be above the highest.');
    expect(location()).toBe(`/app/booking?${TORONTO_QUERY}&minPrice=3000&maxPrice=5550`);
  });

  it('says "100+" when the search stopped counting, and offers the pages it counted', async () => {
    signInFakeUser({ role: Role.Parent });
    stubApi({ [SEARCH]: json(200, result([provider(), maple], { total: 100, totalIsLowerBound: true })) });
    renderApp(`/app/booking?${TORONTO_QUERY}`);
    await screen.findByText('100+ providers within 10 km');
    expect(screen.getByRole('button', { name: 'Go to page 5' })).toBeInTheDocument();
  });

  it('offers a wider distance when nothing is found, in one click', async () => {
    signInFakeUser({ role: Role.Parent });
    stubApi({
      [SEARCH]: ({ url }) => json(200, result(url.searchParams.get('distanceKm') === '25' ? [provider()] : [])),
    });
    const { user, location } = renderApp(`/app/booking?${TORONTO_QUERY}`);
    expect(await screen.findByRole('heading', { name: 'No providers match this search' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search within 25 km' }));
    expect(await screen.findByText('1 provider within 25 km')).toBeInTheDocument();
    expect(location()).toBe(`/app/booking?${TORONTO_QUERY}&distanceKm=25`);
  });

  it('looks up a place typed elsewhere, searches around its first match and offers the others', async () => {
    signInFakeUser({ role: Role.Parent });
    const { requests } = stubApi({
      'GET /api/addresses/actions/search': json(200, {
        data: [place('London, Ontario', 42.9849, -81.2453), place('London, Kiribati', 1.98, -157.47)],
      }),
      [SEARCH]: json(200, result([provider()])),
    });
    const { user, location } = renderApp('/app/booking?place=London');

    expect(await screen.findByText('1 provider within 10 km')).toBeInTheDocument();
    expect(location()).toBe('/app/booking?lat=42.9849&lng=-81.2453&place=London%2C+Ontario');
    expect(searches(requests)[0]?.get('lat')).toBe('42.9849');
    expect(
      requests.find((request) => request.path === '/api/addresses/actions/search')?.url.searchParams.get('q'),
    ).toBe('London');
    expect(screen.getByText('Other places named “London”:')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'London, Kiribati' }));
    await waitFor(() => expect(location()).toBe('/app/booking?lat=1.98&lng=-157.47&place=London%2C+Kiribati'));
  });

  it('says so when a typed place is not found, and searches nothing', async () => {
    signInFakeUser({ role: Role.Parent });
    const { calls } = stubApi({ 'GET /api/addresses/actions/search': json(200, { data: [] }) });
    renderApp('/app/booking?place=Atlantis');
    expect(await screen.findByText(/We could not find “Atlantis”/)).toBeInTheDocument();
    expect(calls('GET', '/api/booking/getAllProviders')).toHaveLength(0);
  });

  it('asks where to look, without searching, when there is neither a point nor a saved location', async () => {
    signInFakeUser({ role: Role.Parent });
    const { calls } = stubApi({});
    renderApp('/app/booking');
    expect(await screen.findByRole('heading', { level: 2, name: 'Where should we look?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Save my address' })).toHaveAttribute('href', '/app/parent-location');
    expect(screen.getByRole('link', { name: 'Use my device’s location' })).toHaveAttribute(
      'href',
      '/app/parent-location-automation',
    );
    expect(calls('GET', '/api/booking/getAllProviders')).toHaveLength(0);
  });

  it('searches around the saved location when the address names no place', async () => {
    signInFakeUser({ role: Role.Parent });
    const { requests } = stubApi({
      'GET /api/account/getUserLocation': json(200, SAVED_LOCATION),
      [SEARCH]: json(200, result([provider()])),
    });
    renderApp('/app/booking');
    expect(await screen.findByText('1 provider within 10 km')).toBeInTheDocument();
    expect(screen.getByText('Around your saved location: 12 Bloor St W, Toronto, Canada')).toBeInTheDocument();
    expect(searches(requests)[0]?.has('lat')).toBe(false);
    expect(screen.getByRole('link', { name: 'Change my saved location' })).toBeInTheDocument();
  });

  it('shows the prompt, not an error page, when the server asks for a location', async () => {
    signInFakeUser({ role: Role.Parent });
    stubApi({
      'GET /api/account/getUserLocation': json(200, SAVED_LOCATION),
      [SEARCH]: json(400, { statusCode: 400, error: 'Bad Request', message: SEARCH_MESSAGES.locationRequired }),
    });
    const { location } = renderApp('/app/booking');
    expect(await screen.findByRole('heading', { level: 2, name: 'Where should we look?' })).toBeInTheDocument();
    expect(location()).toBe('/app/booking');
  });

  it('for a nanny (no saved location in section 6), asks for a place without reading one', async () => {
    signInFakeUser({ role: Role.Nanny });
    const { calls } = stubApi({}, Role.Nanny);
    renderApp('/app/booking');
    expect(await screen.findByRole('heading', { level: 2, name: 'Where should we look?' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Save my address' })).toBeNull();
    expect(calls('GET', '/api/account/getUserLocation')).toHaveLength(0);
  });

  it('marks a favourite at once and keeps it when the server agrees', async () => {
    signInFakeUser({ role: Role.Parent });
    let answer: (value: ReturnType<typeof json>) => void = () => undefined;
    const { calls } = stubApi({
      [SEARCH]: json(200, result([provider()])),
      'POST /api/booking/saveFavoritesLiked': () => new Promise((resolve) => (answer = resolve)),
    });
    const { user } = renderApp(`/app/booking?${TORONTO_QUERY}`);
    await user.click(await screen.findByRole('button', { name: 'Add Sunny Days Home Daycare to favourites' }));

    // Before the server has answered.
    const heart = await screen.findByRole('button', { name: 'Remove Sunny Days Home Daycare from favourites' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(calls('POST', '/api/booking/saveFavoritesLiked')[0]?.body).toEqual({ providerId: SUNNY_ID });
    answer(json(200, { data: { providerId: SUNNY_ID, favourite: true } }));
    await waitFor(() => expect(calls('POST', '/api/booking/saveFavoritesLiked')).toHaveLength(1));
    expect(screen.getByRole('button', { name: /from favourites/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('puts the heart back and says so when the favourite cannot be saved', async () => {
    signInFakeUser({ role: Role.Parent });
    stubApi({
      [SEARCH]: json(200, result([provider({ favourite: true })])),
      'POST /api/booking/saveFavoritesLiked': json(503, { statusCode: 503, message: 'Try again later.' }),
    });
    const { user, location } = renderApp(`/app/booking?${TORONTO_QUERY}`);
    await user.click(await screen.findByRole('button', { name: 'Remove Sunny Days Home Daycare from favourites' }));

    expect(
      await screen.findByText('Your favourites could not be updated for Sunny Days Home Daycare. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Sunny Days Home Daycare from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(location()).toBe(`/app/booking?${TORONTO_QUERY}`);
  });

  it('signed out, comes back to the same search after signing in', async () => {
    stubApi({
      'POST /api/account/login': json(200, fakeLoginResponse({ role: Role.Parent })),
      'GET /api/addresses/actions/search': json(200, { data: [place('Toronto, Ontario', 43.6532, -79.3832)] }),
      [SEARCH]: json(200, result([provider()])),
    });
    const { user, location } = renderApp('/app/booking?place=Toronto');
    await user.type(await screen.findByRole('textbox', { name: /E-mail address or user name/ }), 'camille@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'a-long-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('1 provider within 10 km')).toBeInTheDocument();
    expect(location()).toBe(`/app/booking?${TORONTO_QUERY}`);
  });
});
