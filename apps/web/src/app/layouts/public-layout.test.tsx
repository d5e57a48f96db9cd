import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Role } from '@kinderly/shared';
import { fakeUser, signInFakeUser } from '../../test/fake-session.ts';
import { json, stubFetch } from '../../test/fetch-stub.ts';
import { contentFooterLinks } from '../../features/content/footer-links.ts';
import { renderApp } from '../../test/render-app.tsx';

describe('public layout', () => {
  it('has the banner, navigation, main and contentinfo landmarks', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });

    expect(screen.getByRole('banner')).toContainElement(screen.getByRole('link', { name: 'Kinderly, home page' }));
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Kinderly`);
    expect(screen.getByRole('link', { name: 'API documentation' })).toHaveAttribute('href', '/docs');
  });

  it('links every content page from the footer, in a named navigation landmark', async () => {
    const { user, location } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });

    const links = within(screen.getByRole('navigation', { name: 'About Kinderly' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(contentFooterLinks.map((link) => link.path));
    expect(links.map((link) => link.textContent)).toContain('Open-source licences');

    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'About us' }));
    expect(await screen.findByRole('heading', { level: 1, name: /childcare for every family/ })).toBeInTheDocument();
    expect(location()).toBe('/about');
  });

  it('makes the skip link the first stop of the keyboard and moves focus to main', async () => {
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });

    await user.tab();
    const skipLink = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skipLink).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});

describe('public pages for a signed-in reader', () => {
  function signInAs(role: Role) {
    signInFakeUser({ role });
    return stubFetch({
      'GET /api/account/getUser': json(200, fakeUser({ currentRole: role, roles: [role] })),
      'POST /api/account/logout': json(204),
      'POST /api/users/event-statistics/actions/collect': json(204),
    });
  }

  async function expectSignedInBanner() {
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByRole('button', { name: 'Account menu for Camille' })).toBeInTheDocument();
    expect(within(banner).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(within(banner).queryByRole('link', { name: 'Create an account' })).not.toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'My home page' })).toHaveAttribute('href', '/app/home');
    return banner;
  }

  it.each(['/', '/not-found', '/confirm-email', '/about'])(
    '%s shows who is signed in, and no sign-in or registration',
    async (path) => {
      signInAs(Role.Parent);
      renderApp(path);
      await screen.findByRole('heading', { level: 1 });
      await expectSignedInBanner();
    },
  );

  it('the home page offers the reader their home page rather than registration', async () => {
    signInAs(Role.Parent);
    renderApp('/');
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { level: 1 });

    expect(within(main).queryAllByRole('link', { name: /Create an account|Sign up|List your daycare/ })).toEqual([]);
    for (const link of within(main).getAllByRole('link', { name: 'Go to my home page' })) {
      expect(link).toHaveAttribute('href', '/app/home');
    }
  });

  it('an administrator on a public page sees the account menu and their role in it', async () => {
    signInAs(Role.SuperAdmin);
    const { user } = renderApp('/help');
    await screen.findByRole('heading', { level: 1 });

    const banner = await expectSignedInBanner();
    await user.click(within(banner).getByRole('button', { name: 'Account menu for Camille' }));
    expect(await screen.findByText('Camille Roy, signed in as Super administrator')).toBeInTheDocument();
  });

  it('logging out from a public page brings sign-in back to the header', async () => {
    signInAs(Role.Parent);
    const { user, location } = renderApp('/about');
    await screen.findByRole('heading', { level: 1 });
    const banner = await expectSignedInBanner();

    await user.click(within(banner).getByRole('button', { name: 'Account menu for Camille' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));

    await waitFor(() => expect(location()).toBe('/entry/login'));
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
  });
});
