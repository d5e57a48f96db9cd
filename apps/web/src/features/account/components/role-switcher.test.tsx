import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Role } from '@kinderly/shared';
import { fakeLoginResponse, fakeUser, signInFakeUser } from '../../../test/fake-session.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { useAuthStore } from '../../../lib/auth/index.ts';
import { switchableRoles } from '../roles.ts';

describe('switchableRoles', () => {
  it('offers the other roles held, plus the one the current role may take on', () => {
    expect(switchableRoles({ roles: [Role.Parent], currentRole: Role.Parent })).toEqual([Role.HomeProvider]);
    expect(switchableRoles({ roles: [Role.Nanny], currentRole: Role.Nanny })).toEqual([Role.HomeProvider]);
    expect(switchableRoles({ roles: [Role.HomeProvider], currentRole: Role.HomeProvider })).toEqual([Role.Parent]);
    expect(switchableRoles({ roles: [Role.Nanny, Role.HomeProvider], currentRole: Role.HomeProvider })).toEqual([
      Role.Parent,
      Role.Nanny,
    ]);
    expect(switchableRoles({ roles: [Role.SuperAdmin], currentRole: Role.SuperAdmin })).toEqual([]);
  });
});

describe('role switcher', () => {
  it('asks before taking on a new role, then switches, clears state and shows the new role', async () => {
    signInFakeUser({ role: Role.Parent, sid: 'parent-session' });
    const providerSession = fakeLoginResponse(
      { role: Role.HomeProvider, sid: 'provider-session' },
      { refreshToken: 'refresh-2' },
    );
    let current: Role = Role.Parent;
    const { calls } = stubFetch({
      'GET /api/account/getUser': () =>
        json(
          200,
          fakeUser({
            currentRole: current,
            roles: current === Role.Parent ? [Role.Parent] : [Role.Parent, Role.HomeProvider],
          }),
        ),
      'GET /api/account/getUserNotifications': json(200, { pushNotifications: false, emailNotifications: true }),
      // The provider's home reads the business set-up once the switch has landed there.
      'GET /api/childcareProvider/getEnrollmentSteps': json(200, { data: null }),
      'POST /api/account/switchCurrentRole': () => {
        current = Role.HomeProvider;
        return json(200, providerSession);
      },
    });
    // Started on a page the new role may not open: the switch leaves it before the new token is used.
    const { user, location } = renderApp('/app/user-settings-notifications');

    await user.click(await screen.findByRole('button', { name: 'Parent: change role' }));
    await user.click(
      within(screen.getByRole('menu', { name: 'Change role' })).getByRole('menuitem', {
        name: 'Switch to Home provider',
      }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Use Kinderly as Home provider?' });
    await user.click(within(dialog).getByRole('button', { name: 'Add the role' }));

    expect(await screen.findByText('You are now using Kinderly as Home provider.')).toBeInTheDocument();
    expect(location()).toBe('/app/home');
    expect(Object.fromEntries(calls('POST', '/api/account/switchCurrentRole')[0]!.url.searchParams)).toEqual({
      currentRole: '1',
      newRole: '0',
    });
    expect(useAuthStore.getState().session).toEqual(providerSession);
    expect(await screen.findByRole('button', { name: 'Home provider: change role' })).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('main')).getByText('Home provider')).toBeInTheDocument());
  });

  it('changes nothing when the question is declined', async () => {
    signInFakeUser({ role: Role.Parent });
    const { calls } = stubFetch({ 'GET /api/account/getUser': json(200, fakeUser()) });
    const { user } = renderApp('/app/home');

    await user.click(await screen.findByRole('button', { name: 'Parent: change role' }));
    await user.click(screen.getByRole('menuitem', { name: 'Switch to Home provider' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls('POST', '/api/account/switchCurrentRole')).toHaveLength(0);
    expect(useAuthStore.getState().claims?.role).toBe(Role.Parent);
  });
});
