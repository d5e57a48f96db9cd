import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../../../lib/i18n.ts';
import { renderApp } from '../../../test/render-app.tsx';

describe('home page', () => {
  it('shows the parent hero in English with a labelled search field', async () => {
    renderApp('/');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Find trusted childcare near you' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'City or postal code' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'For parents' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'For childcare providers' })).toBeInTheDocument();
    expect(document.title).toBe('Kinderly');
  });

  it('switches to French from the header and remembers the choice', async () => {
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Find trusted childcare near you' });

    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Français' }));

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Trouvez un service de garde de confiance près de chez vous',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Ville ou code postal' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Passer au contenu principal' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr');
  });

  it('sends the typed place to the search page, through sign-in for a visitor', async () => {
    const { user, router } = renderApp('/');
    const field = await screen.findByRole('textbox', { name: 'City or postal code' });

    await user.type(field, '  Ottawa ');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/entry/login'));
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe('/app/home?location=Ottawa');
  });

  it('points every sign-up call to action at registration', async () => {
    renderApp('/');
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { level: 1 });

    // The audience-specific calls preselect the role on the registration form.
    const signUps = [
      ['Sign up as a parent', '/entry/register?role=parent'],
      ['List your daycare', '/entry/register?role=provider'],
      ['Create an account', '/entry/register'],
    ] as const;
    for (const [name, href] of signUps) expect(within(main).getByRole('link', { name })).toHaveAttribute('href', href);
  });
});
