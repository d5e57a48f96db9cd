import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Role } from '@kinderly/shared';
import { signInFakeUser } from '../../../test/fake-session.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { maple, provider, SUNNY_ID } from '../test/fixtures.ts';
import { ProviderCard } from './provider-card.tsx';

const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ');

describe('a provider card', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the name linked to the profile, type, area, distance, price, ages, badges and the heart', () => {
    renderWithProviders(<ProviderCard provider={provider()} />);
    const card = screen.getByRole('article', { name: 'Sunny Days Home Daycare' });
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent('Sunny Days Home Daycare');
    expect(within(card).getByRole('link', { name: 'Sunny Days Home Daycare' })).toHaveAttribute(
      'href',
      `/app/providers/${SUNNY_ID}`,
    );
    expect(within(card).getByText('Licenced home daycare')).toBeInTheDocument();
    expect(within(card).getByText('The Annex, Toronto · 2.5 km away')).toBeInTheDocument();
    expect(within(card).getByText('From $45 a day')).toBeInTheDocument();
    expect(within(card).getByText('Ages: infant, toddler')).toBeInTheDocument();
    const badges = within(card).getByRole('list', { name: 'Verified qualifications' });
    expect(
      within(badges)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['First aid', 'CPR']);
    const heart = within(card).getByRole('button', { name: 'Add Sunny Days Home Daycare to favourites' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    // No picture: a tile of the same size, and no image to announce.
    expect(card.querySelector('img')).toBeNull();
  });

  it('reads in French, prices in CAD the French way, and names the city when no neighbourhood is known', () => {
    renderWithProviders(<ProviderCard provider={{ ...maple, favourite: true, dailyPriceCents: 5250 }} />, {
      language: 'fr',
    });
    const card = screen.getByRole('article', { name: 'Maple Tree Childcare' });
    expect(within(card).getByText('Service de garde en milieu familial non reconnu')).toBeInTheDocument();
    expect(plain(within(card).getByText(/^Toronto/).textContent)).toBe('Toronto · à 4,1 km');
    expect(plain(within(card).getByText(/^À partir de/).textContent)).toBe('À partir de 52,50 $ par jour');
    expect(within(card).getByText('Âges : bambin')).toBeInTheDocument();
    expect(within(card).queryByRole('list')).toBeNull();
    expect(within(card).getByRole('button', { name: 'Retirer des favoris : Maple Tree Childcare' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('says "hourly rates" without a daily price and leaves the distance out when there is none', () => {
    renderWithProviders(
      <ProviderCard provider={{ ...provider(), dailyPriceCents: null, distanceKm: null as never }} />,
    );
    const card = screen.getByRole('article');
    expect(within(card).getByText('Hourly rates')).toBeInTheDocument();
    expect(within(card).getByText('The Annex, Toronto')).toBeInTheDocument();
  });

  it('shows the picture through the API client, with the token', async () => {
    signInFakeUser({ role: Role.Parent });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:photo-1');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const { calls } = stubFetch({ 'GET /api/file/photo-1': json(200, {}) });
    renderWithProviders(<ProviderCard provider={provider({ photoUrl: '/api/file/photo-1' })} />);
    const card = screen.getByRole('article');
    await waitFor(() => expect(card.querySelector('img')).toHaveAttribute('src', 'blob:photo-1'));
    expect(card.querySelector('img')).toHaveAttribute('alt', '');
    expect(calls('GET', '/api/file/photo-1')[0]?.headers.get('Authorization')).toMatch(/^Bearer /);
  });
});
