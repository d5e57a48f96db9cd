import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Role } from '@kinderly/shared';
import { fakeUser, signInFakeUser } from '../../../test/fake-session.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { maple, provider } from '../test/fixtures.ts';

const SLOW = { timeout: 30_000 };
const SIGNED_IN = { 'GET /api/account/getUser': json(200, fakeUser()) };

describe('favourites', SLOW, () => {
  it('lists the favourite providers with the search cards, their hearts on, a page at a time', async () => {
    signInFakeUser({ role: Role.Parent });
    const { calls } = stubFetch({
      ...SIGNED_IN,
      'GET /api/booking/getFavoritesLiked': json(200, {
        items: [provider({ favourite: true }), { ...maple, favourite: true, distanceKm: null }],
        total: 22,
        page: 2,
        pageSize: 20,
      }),
    });
    renderApp('/app/favourites?page=2');

    const list = await screen.findByRole('list', { name: 'Favourites' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(within(list).getAllByRole('button', { name: /from favourites$/ })).toHaveLength(2);
    expect(screen.getByText('22 favourites')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2, shown' })).toBeInTheDocument();
    expect(calls('GET', '/api/booking/getFavoritesLiked')[0]?.url.searchParams.get('page')).toBe('2');
  });

  it('leads to the search when there is none yet', async () => {
    signInFakeUser({ role: Role.Parent });
    stubFetch({
      ...SIGNED_IN,
      'GET /api/booking/getFavoritesLiked': json(200, { items: [], total: 0, page: 1, pageSize: 20 }),
    });
    renderApp('/app/favourites', { language: 'fr' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Aucun favori pour l’instant' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Trouver un service de garde' })).toHaveAttribute('href', '/app/booking');
  });
});
