import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../../../lib/i18n.ts';
import { renderApp } from '../../../test/render-app.tsx';

describe('home page', () => {
  it('shows the parent hero in English, with the place search (issue 14)', async () => {
    renderApp('/');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Find trusted childcare near you' }),
    ).toBeInTheDocument();
    const search = screen.getByRole('search', { name: 'Search for childcare' });
    expect(within(search).getByRole('searchbox', { name: 'Where do you need childcare?' })).toBeInTheDocument();
    expect(screen.queryByText(/opens soon/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'For parents' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'For childcare providers' })).toBeInTheDocument();
    expect(document.title).toBe('Kinderly: find trusted childcare near you');
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
    expect(screen.getByRole('link', { name: 'Trouver une garde pour mon enfant' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Passer au contenu principal' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr');
    expect(document.title).toBe('Kinderly : trouvez une garde de confiance près de chez vous');
  });

  it('points every sign-up call to action at registration', async () => {
    renderApp('/');
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { level: 1 });

    // The audience-specific calls preselect the role on the registration form.
    const signUps = [
      ['Find care for my child', '/entry/register?role=parent'],
      ['Offer childcare', '/entry/register?role=provider'],
      ['Sign up as a parent', '/entry/register?role=parent'],
      ['List your daycare', '/entry/register?role=provider'],
      ['Create an account', '/entry/register'],
    ] as const;
    for (const [name, href] of signUps) expect(within(main).getByRole('link', { name })).toHaveAttribute('href', href);
  });
});
