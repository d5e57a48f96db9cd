import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Role } from '@kinderly/shared';
import { fakeUser, signInFakeUser } from '../test/fake-session.ts';
import { json, stubFetch } from '../test/fetch-stub.ts';
import { renderApp } from '../test/render-app.tsx';
import { AUTH_STORAGE_KEY, LOGOUT_FLAG_KEY, REFERRAL_TOKEN_KEY, useAuthStore } from '../lib/auth/index.ts';

/** The calls a signed-in page makes, answered for a user of this role. */
function stubAccount(role: Role = Role.Parent) {
  return stubFetch({
    'GET /api/account/getUser': json(200, fakeUser({ currentRole: role, roles: [role] })),
    'POST /api/account/logout': json(200, { message: 'Signed out.' }),
    // The home page lists the family's children; the enrolment wizard starts from the reference lists.
    'GET /api/enrollment/getChildren': json(200, []),
    'GET /api/enrollment/getInitialData': json(200, {
      children: [],
      languages: [{ id: 1, code: 'en', name: 'English', nativeName: 'English' }],
      vaccines: [],
      allergens: [],
      diseases: [],
      ageGroups: [],
      parentHasAddress: true,
    }),
  });
}

describe('SPEC section 2 navigation rules', () => {
  it('sends an unauthenticated user on a protected route to login, with the return path', async () => {
    const { location } = renderApp('/app/settings?tab=language');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(location()).toBe('/entry/login?returnUrl=%2Fapp%2Fsettings%3Ftab%3Dlanguage');
    expect(screen.getByText('Please sign in to continue where you were.')).toBeInTheDocument();
  });

  it.each([
    ['a nanny', Role.Nanny, '/app/user-settings-notifications'],
    ['a home provider', Role.HomeProvider, '/app/settings'],
    ['a parent', Role.Parent, '/admin/users'],
  ])('sends %s on a route their role may not open to not-found', async (_who, role, path) => {
    signInFakeUser({ role });
    stubAccount(role);
    const { location } = renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(location()).toBe('/not-found');
  });

  it.each([['/app/no-such-page'], ['/no/such/page']])('sends an unmatched route (%s) to not-found', async (path) => {
    signInFakeUser();
    stubAccount();
    const { location } = renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(location()).toBe('/not-found');
  });

  it('sends a parent with enrolled children and no saved card who opens enroll to payment-info', async () => {
    signInFakeUser({ role: Role.Parent, childrenCount: 2, creditCardsCount: 0 });
    stubAccount();
    const { router } = renderApp('/app/enroll/child-info');

    // The redirect first loads the payment page's lazy module: on a loaded CI machine that took over 5 s.
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/payment-info'), { timeout: 15_000 });
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe('/app/enroll/child-info');
  });

  it.each([
    ['a parent with a saved card', { role: Role.Parent, childrenCount: 2, creditCardsCount: 1 }],
    ['a parent with no children yet', { role: Role.Parent, childrenCount: 0, creditCardsCount: 0 }],
    ['a nanny', { role: Role.Nanny, childrenCount: 2, creditCardsCount: 0 }],
  ])('lets %s open enroll', async (_who, claims) => {
    signInFakeUser(claims);
    stubAccount(claims.role);
    const { router } = renderApp('/app/enroll/child-info');

    expect(await screen.findByRole('heading', { level: 1, name: 'Enrol a child' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/enroll/child-info');
  });

  it('adds the stored referral token to login and register when absent and no e-mail token is present', async () => {
    const { router, location } = renderApp('/?referralToken=friend-42');
    await screen.findByRole('heading', { level: 1 });
    expect(localStorage.getItem(REFERRAL_TOKEN_KEY)).toBe('friend-42');

    await act(() => router.navigate('/entry/login'));
    expect(location()).toBe('/entry/login?referralToken=friend-42');
    await act(() => router.navigate('/entry/register?role=parent'));
    expect(location()).toBe('/entry/register?role=parent&referralToken=friend-42');
    await act(() => router.navigate('/entry/register?referralToken=other'));
    expect(location()).toBe('/entry/register?referralToken=other');
    await act(() => router.navigate('/entry/login?etoken=abc'));
    expect(location()).toBe('/entry/login?etoken=abc');
  });

  it('logs out and goes to register when the logout flag is found on navigation', async () => {
    signInFakeUser();
    stubAccount();
    const { router, location } = renderApp('/app/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Camille' })).toBeInTheDocument();

    localStorage.setItem(LOGOUT_FLAG_KEY, '1');
    await act(() => router.navigate('/app/settings'));

    expect(location()).toBe('/entry/register');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    expect(useAuthStore.getState().session).toBeNull();
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(LOGOUT_FLAG_KEY)).toBeNull();
  });

  it('logs out and goes to register when another tab raises the logout flag', async () => {
    signInFakeUser();
    stubAccount();
    const { location } = renderApp('/app/home');
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Camille' });

    localStorage.setItem(LOGOUT_FLAG_KEY, '1');
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: LOGOUT_FLAG_KEY, newValue: '1', storageArea: localStorage }),
      );
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    expect(location()).toBe('/entry/register');
    await waitFor(() => expect(useAuthStore.getState().session).toBeNull());
  });

  it('after logout goes to /entry/login, having ended the session on the server', async () => {
    signInFakeUser();
    const { calls } = stubAccount();
    const { user, location } = renderApp('/app/home');
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Camille' });

    await user.click(screen.getByRole('button', { name: 'Account menu for Camille' }));
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Log out' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(location()).toBe('/entry/login');
    expect(calls('POST', '/api/account/logout')).toHaveLength(1);
    await waitFor(() => expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull());
  });

  it('after logout still leaves when the server call fails (its answer is ignored)', async () => {
    signInFakeUser();
    stubFetch({
      'GET /api/account/getUser': json(200, fakeUser()),
      'GET /api/enrollment/getChildren': json(200, []),
      'POST /api/account/logout': json(500, {}),
    });
    const { user, location } = renderApp('/app/home');
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Camille' });

    await user.click(screen.getByRole('button', { name: 'Account menu for Camille' }));
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));

    await waitFor(() => expect(location()).toBe('/entry/login'));
    expect(useAuthStore.getState().session).toBeNull();
  });
});
