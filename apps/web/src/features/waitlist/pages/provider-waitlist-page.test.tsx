import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Role, type ProviderWaitlistEntry } from '@kinderly/shared';
import { fakeUser, signInFakeUser } from '../../../test/fake-session.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';

const SLOW = { timeout: 30_000 };
const PROVIDER = '99999999-9999-4999-8999-999999999999';

const entry = (n: number, name: string): ProviderWaitlistEntry => ({
  requestId: `${n}${n}${n}${n}${n}${n}${n}${n}-0000-4000-8000-000000000000`,
  ticketId: `${n}${n}${n}${n}${n}${n}${n}${n}-1111-4111-8111-111111111111`,
  status: 'waiting',
  position: n,
  priority: null,
  childFirstName: name,
  ageGroupId: 16,
  parentFirstName: 'Camille',
  requestedStartDate: '2027-09-06',
  selections: { ChildcareTypes: [21], ScheduleAvailability: [{ day: 1, timeOfDay: 'morning' }] },
  joinedAt: '2027-02-01T14:00:00.000Z',
  lastChangedAt: '2027-02-01T14:00:00.000Z',
  offerExpiresAt: null,
});

describe("the provider's waitlist", SLOW, () => {
  it('reorders by keyboard with the up and down buttons and saves the whole order', async () => {
    signInFakeUser({ role: Role.HomeProvider });
    const items = [entry(1, 'Ana'), entry(2, 'Ben'), entry(3, 'Chloé')];
    const { calls } = stubFetch({
      'GET /api/account/getUser': json(200, fakeUser({ roles: [Role.HomeProvider], currentRole: Role.HomeProvider })),
      'GET /api/provider/waitlist': json(200, { providerId: PROVIDER, items }),
      'GET /api/provider/waitlist/settings': json(200, { offerHours: 48 }),
      'POST /api/provider/waitlist/priorities': json(200, {
        providerId: PROVIDER,
        items: [items[2], items[0], items[1]],
      }),
    });
    renderApp('/app/provider/waitlist');
    const user = userEvent.setup();

    const list = await screen.findByRole('list', { name: 'Your waitlist, in order' });
    expect(
      within(list)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Ana', 'Ben', 'Chloé']);
    expect(within(list).getByRole('article', { name: 'Ana' })).toHaveTextContent('Ana, Preschool');
    expect(within(list).getByRole('article', { name: 'Ana' })).toHaveTextContent('Mon morning');
    expect(screen.getByRole('button', { name: 'Save order' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Ana up' })).toBeDisabled();

    screen.getByRole('button', { name: 'Move Chloé up' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Chloé up' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(
      within(list)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Chloé', 'Ana', 'Ben']);
    expect(screen.getByText('Chloé is now number 1.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save order' }));
    await waitFor(() => expect(calls('POST', '/api/provider/waitlist/priorities')).toHaveLength(1));
    expect(calls('POST', '/api/provider/waitlist/priorities')[0]!.body).toEqual({
      providerId: PROVIDER,
      priorities: [
        { ticketId: items[2]!.ticketId, priority: 1 },
        { ticketId: items[0]!.ticketId, priority: 2 },
        { ticketId: items[1]!.ticketId, priority: 3 },
      ],
    });
  });

  it('saves the time to answer an offer as soon as it is chosen', async () => {
    signInFakeUser({ role: Role.HomeProvider });
    const { calls } = stubFetch({
      'GET /api/account/getUser': json(200, fakeUser({ roles: [Role.HomeProvider], currentRole: Role.HomeProvider })),
      'GET /api/provider/waitlist': json(200, { providerId: PROVIDER, items: [entry(1, 'Ana')] }),
      'GET /api/provider/waitlist/settings': json(200, { offerHours: 48 }),
      'PUT /api/provider/waitlist/settings': json(200, { offerHours: 24 }),
    });
    renderApp('/app/provider/waitlist');
    const user = userEvent.setup();

    const select = await screen.findByRole('combobox', { name: 'Time to answer an offer' });
    await waitFor(() => expect(select).toHaveTextContent('48 hours'));
    await user.click(select);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['24 hours', '48 hours', '72 hours', '96 hours']);
    await user.click(screen.getByRole('option', { name: '24 hours' }));
    await waitFor(() => expect(calls('PUT', '/api/provider/waitlist/settings')).toHaveLength(1));
    expect(calls('PUT', '/api/provider/waitlist/settings')[0]!.body).toEqual({ offerHours: 24 });
    expect(await screen.findByText('Families now have 24 hours to answer your offers.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Time to answer an offer' })).toHaveTextContent('24 hours');
  });

  it('reads the time to answer in French', async () => {
    signInFakeUser({ role: Role.HomeProvider });
    stubFetch({
      'GET /api/account/getUser': json(200, fakeUser({ roles: [Role.HomeProvider], currentRole: Role.HomeProvider })),
      'GET /api/provider/waitlist': json(200, { providerId: PROVIDER, items: [] }),
      'GET /api/provider/waitlist/settings': json(200, { offerHours: 72 }),
    });
    renderApp('/app/provider/waitlist', { language: 'fr' });
    const select = await screen.findByRole('combobox', { name: 'Délai pour répondre à une offre' });
    await waitFor(() => expect(select).toHaveTextContent('72 heures'));
  });
});
