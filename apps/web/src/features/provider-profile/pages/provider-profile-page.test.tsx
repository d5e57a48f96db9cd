import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Role, type ProviderProfile } from '@kinderly/shared';
import { FAKE_USER_ID, fakeUser, signInFakeUser } from '../../../test/fake-session.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { parentProfile, PICTURE_ID, PROVIDER_ID } from '../test/fixtures.ts';

const PROFILE_PATH = `/api/providers/${PROVIDER_ID}`;
const SECOND_PICTURE_ID = '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d';
const CONFIG = { environment: 'test', version: '1', sentryDsn: null, stripePublishableKey: null, mapTilesUrl: '' };
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

function openProfile(
  profile: ProviderProfile | { status: number },
  language: 'en' | 'fr' = 'en',
  routes: Parameters<typeof stubFetch>[0] = {},
  role: Role = Role.Parent,
) {
  signInFakeUser({ role });
  const stub = stubFetch({
    'GET /api/account/getUser': json(200, fakeUser()),
    'GET /api/config': json(200, CONFIG),
    [`GET ${PROFILE_PATH}`]:
      'status' in profile
        ? json(profile.status, { statusCode: profile.status, message: 'No such provider.' })
        : json(200, { data: profile }),
    [`GET /api/file/${PICTURE_ID}`]: json(200, {}),
    [`GET /api/file/${SECOND_PICTURE_ID}`]: json(200, {}),
    ...routes,
  });
  return { ...stub, ...renderApp(`/app/providers/${PROVIDER_ID}`, { language }) };
}

beforeEach(() => {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:picture'), revokeObjectURL: vi.fn() });
});
afterEach(() => {
  // The pictures free their object URLs when they unmount.
  cleanup();
  Object.assign(URL, { createObjectURL: undefined, revokeObjectURL: undefined });
});

describe('the provider profile', () => {
  it('shows who, where and every section parents compare, and Book but no action that does not exist yet', async () => {
    openProfile(parentProfile());
    expect(await screen.findByRole('heading', { level: 1, name: 'Roncy Little Sprouts' })).toBeInTheDocument();
    expect(screen.getByText('Licenced home daycare · Licence no. ON-HCCA-40210')).toBeInTheDocument();
    expect(screen.getByText('Roncesvalles, Toronto, Ontario')).toBeInTheDocument();
    expect(screen.getByText('Run by Aisha M.')).toBeInTheDocument();
    expect(screen.getByText('From $65.00 a day')).toBeInTheDocument();
    const verified = screen.getByText('Verified by Kinderly').nextElementSibling as HTMLElement;
    expect(
      within(verified)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['First aid', 'Early Childhood Educator (ECE)', 'Insured']);

    for (const title of [
      'Booking',
      'Cancellation policy',
      'Area',
      'About the program',
      'Ages and spaces',
      'Hours of business',
      'Prices',
      'Family amenities',
      'Home safety',
      'Household',
      'Policies',
      'Days closed in the coming year',
    ]) {
      expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
    }
    const ages = screen.getByRole('region', { name: 'Ages and spaces' });
    expect(
      within(ages)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Infant (0 to 18 months)2 spaces', 'Toddler (1½ to 2½ years)Full at the moment']);
    expect(screen.getByText('Takes children from September 1, 2026.')).toBeInTheDocument();
    expect(screen.getByText('The provider approves each booking request.')).toBeInTheDocument();
    expect(screen.getByText('Pets live in the home.')).toBeInTheDocument();
    expect(screen.getByText('No one in the household smokes or vapes.')).toBeInTheDocument();
    expect(screen.getByText('We meet at the park gate and call every parent.')).toBeInTheDocument();
    expect(screen.getByText('Friday, December 25, 2026')).toBeInTheDocument();

    // The gallery's neutral frame, and the map region of the area (no pin, no street).
    expect(screen.getByText('No pictures yet')).toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: 'Map of the area around Roncesvalles, Toronto, Ontario' }),
    ).toBeInTheDocument();
    // A parent may book (issue 15) and write (issue 17); the waitlist action arrives with its issue.
    expect(screen.getByRole('link', { name: 'Book Roncy Little Sprouts' })).toHaveAttribute(
      'href',
      `/choose-booking-type?providerId=${PROVIDER_ID}`,
    );
    expect(screen.getByRole('button', { name: 'Message Roncy Little Sprouts' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /waitlist/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /waitlist/i })).not.toBeInTheDocument();
  });

  it('opens the family’s room with the provider from "Message" and goes to it', async () => {
    const roomId = '7b2e4c6d-8f1a-4b3c-9d5e-6f7a8b9c0d1e';
    const room = {
      id: roomId,
      familyUserId: FAKE_USER_ID,
      providerId: PROVIDER_ID,
      other: { userId: null, displayName: 'Roncy Little Sprouts' },
      lastMessage: null,
      lastMessageAt: null,
      unreadCount: 0,
      createdAt: '2027-02-01T14:00:00.000Z',
    };
    const { user, calls, location } = openProfile(parentProfile(), 'en', {
      'PUT /api/chat/createRooms': json(200, { data: room }),
      'GET /api/chat/getRooms': json(200, { items: [room], hasMore: false, unreadTotal: 0 }),
      'GET /api/chat/getMessages': json(200, { items: [], lastLoadedMessageIndexId: null, hasMore: false }),
    });
    await user.click(await screen.findByRole('button', { name: 'Message Roncy Little Sprouts' }));
    await waitFor(() => expect(location()).toBe(`/app/messages/${roomId}`));
    expect(calls('PUT', '/api/chat/createRooms')[0]!.body).toEqual({ providerId: PROVIDER_ID });
    expect(await screen.findByRole('heading', { level: 2, name: 'Roncy Little Sprouts' })).toBeInTheDocument();
  });

  it.each([Role.HomeProvider, Role.SuperAdmin])('has no "Message" for role %i', async (role) => {
    openProfile(parentProfile(), 'en', {}, role);
    expect(await screen.findByRole('heading', { level: 1, name: 'Roncy Little Sprouts' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Message/ })).not.toBeInTheDocument();
  });

  it('opens a ticked policy’s text from its heading', async () => {
    const { user } = openProfile(parentProfile());
    const policy = await screen.findByRole('button', { name: 'Late pick-up' });
    expect(policy).toHaveAttribute('aria-expanded', 'false');
    await user.click(policy);
    expect(policy).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Ten dollars for each quarter hour.')).toBeVisible();
  });

  it('writes the hours as a week table, Monday first, with the closed days', async () => {
    openProfile(parentProfile());
    const table = await screen.findByRole('table', { name: 'Opening hours, Monday to Sunday' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => plain(row.textContent));
    expect(rows).toEqual([
      'Monday7:30 a.m. to 5:30 p.m.',
      'Tuesday7:30 a.m. to 5:30 p.m.',
      'WednesdayClosed',
      'Thursday7:30 a.m. to 5:30 p.m.',
      'Friday8:00 a.m. to 4:00 p.m.',
      'SaturdayClosed',
      'SundayClosed',
    ]);
  });

  it('gives prices per type of care and the cancellation policy in words, in English and in French', async () => {
    openProfile(parentProfile());
    const prices = await screen.findByRole('table', { name: 'Price of each type of care' });
    expect(
      within(prices)
        .getAllByRole('row')
        .map((row) => plain(row.textContent)),
    ).toEqual(['Weekdays, 6 am to 6 pm$65.00 a day', 'Evenings, 6 pm to midnight$12.50 an hour']);
    const cancellation = screen.getByRole('region', { name: 'Cancellation policy' });
    expect(
      within(cancellation)
        .getAllByRole('listitem')
        .map((item) => plain(item.textContent)),
    ).toEqual([
      'Full refund up to 7 days before the care starts.',
      '50% refund up to 48 hours before the care starts.',
      'No refund after that.',
    ]);
  });

  it('in French', async () => {
    openProfile(parentProfile({ cancellationOption: 'flexible' }), 'fr');
    const prices = await screen.findByRole('table', { name: 'Tarif de chaque type de garde' });
    expect(
      within(prices)
        .getAllByRole('row')
        .map((row) => plain(row.textContent)),
    ).toEqual(['En semaine, de 6 h à 18 h65,00 $ par jour', 'En soirée, de 18 h à minuit12,50 $ de l’heure']);
    const cancellation = screen.getByRole('region', { name: 'Politique d’annulation' });
    expect(within(cancellation).getByText('Souple')).toBeInTheDocument();
    expect(
      within(cancellation)
        .getAllByRole('listitem')
        .map((item) => plain(item.textContent)),
    ).toEqual(['Remboursement complet jusqu’à 24 heures avant le début de la garde.', 'Aucun remboursement ensuite.']);
    expect(screen.getByRole('row', { name: /mercredi/i })).toHaveTextContent('Fermé');
  });

  it('shows the pictures in fixed frames, each reachable from its own button', async () => {
    const { user, calls } = openProfile(
      parentProfile({ gallery: [`/api/file/${PICTURE_ID}`, `/api/file/${SECOND_PICTURE_ID}`] }),
    );
    expect(await screen.findByRole('img', { name: 'Roncy Little Sprouts, picture 1 of 2' })).toBeInTheDocument();
    const show = screen.getByRole('button', { name: 'Show picture 2 of 2' });
    expect(show).toHaveAttribute('aria-pressed', 'false');
    await user.click(show);
    expect(await screen.findByRole('img', { name: 'Roncy Little Sprouts, picture 2 of 2' })).toBeInTheDocument();
    expect(show).toHaveAttribute('aria-pressed', 'true');
    expect(calls('GET', `/api/file/${PICTURE_ID}`).length).toBeGreaterThan(0);
  });

  it('sends an unknown or unlisted provider (the API’s 404) to the not-found page', async () => {
    const { location } = openProfile({ status: 404 });
    await waitFor(() => expect(location()).toBe('/not-found'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('does not ask the API about an address that cannot name a provider', async () => {
    signInFakeUser({ role: Role.Parent });
    const { requests } = stubFetch({ 'GET /api/account/getUser': json(200, fakeUser()) });
    const { location } = renderApp('/app/providers/not-a-provider');
    await waitFor(() => expect(location()).toBe('/not-found'));
    expect(requests.filter((request) => request.path.startsWith('/api/providers'))).toEqual([]);
  });
});
