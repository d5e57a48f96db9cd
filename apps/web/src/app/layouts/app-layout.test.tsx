import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Role } from '@kinderly/shared';
import { fakeUser, signInFakeUser } from '../../test/fake-session.ts';
import { json, stubFetch } from '../../test/fetch-stub.ts';
import { renderApp } from '../../test/render-app.tsx';

function signInAs(role: Role, roles: Role[] = [role]) {
  signInFakeUser({ role });
  stubFetch({
    'GET /api/account/getUser': json(200, fakeUser({ currentRole: role, roles })),
    'GET /api/enrollment/getChildren': json(200, []),
    // A home provider's home reads the business set-up.
    'GET /api/childcareProvider/getEnrollmentSteps': json(200, { data: null }),
  });
}

async function openSidebar(user: ReturnType<typeof renderApp>['user']) {
  const toggle = await screen.findByRole('button', { name: 'Menu' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return screen.findByRole('navigation', { name: 'Your account' });
}

describe('signed-in layout', () => {
  it('has a skip link, a banner and main, and the product name leads to /app/home', async () => {
    signInAs(Role.Parent);
    renderApp('/app/home');
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Camille' });

    expect(screen.getByRole('link', { name: 'Skip to main content' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Kinderly, my home page' })).toHaveAttribute(
      'href',
      '/app/home',
    );
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });

  it.each([
    [
      Role.Parent,
      [
        'Home',
        'Find childcare',
        'Favourites',
        'Let me know',
        'Messages',
        'My waitlists',
        'My location',
        'Enrol a child',
        'Edit profile',
        'Settings',
        'Notification settings',
        'Invite friends',
        'Payment cards',
      ],
    ],
    // Section 6: the parent location pages are not the nanny's.
    [
      Role.Nanny,
      [
        'Home',
        'Find childcare',
        'Favourites',
        'Let me know',
        'Messages',
        'My waitlists',
        'Enrol a child',
        'Settings',
        'Invite friends',
        'Payment cards',
      ],
    ],
    [
      Role.HomeProvider,
      [
        'Home',
        'Messages',
        'Edit profile',
        'Payout account',
        'Bookings',
        'Waitlist',
        'Business set-up',
        'Public profile',
        'Regulations',
        'Qualifications',
        'Amenities',
        'Location',
        'Policies',
      ],
    ],
    [
      Role.SuperAdmin,
      [
        'Home',
        'Administration',
        'Find childcare',
        'Favourites',
        'Let me know',
        'My waitlists',
        'My location',
        'Enrol a child',
        'Settings',
        'Notification settings',
        'Invite friends',
        'Payment cards',
      ],
    ],
  ])('lists in the sidebar only the pages role %i may open', async (role, names) => {
    signInAs(role);
    const { user } = renderApp('/app/home');

    const nav = await openSidebar(user);
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(names);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  it('closes the sidebar after choosing a page', async () => {
    signInAs(Role.Parent);
    stubFetch({
      'GET /api/account/getUser': json(200, fakeUser()),
      'GET /api/account/getUserProfile': json(200, {
        ...fakeUser(),
        invitationUrl: 'http://localhost/entry/register?referralToken=ref-camille',
        referralCount: 2,
        address: null,
        memberSince: '2026-01-05T10:00:00.000Z',
      }),
    });
    const { user, location } = renderApp('/app/home');

    const nav = await openSidebar(user);
    await user.click(within(nav).getByRole('link', { name: 'Settings' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(location()).toBe('/app/settings');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(await screen.findByRole('textbox', { name: 'Your invitation link' })).toHaveValue(
      'http://localhost/entry/register?referralToken=ref-camille',
    );
  });

  it('shows no role switcher to someone who can hold only one role', async () => {
    signInAs(Role.SuperAdmin);
    renderApp('/app/home');
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Camille' });

    expect(screen.queryByRole('button', { name: /change role/ })).not.toBeInTheDocument();
  });
});
