import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Role, SEARCH_ALERT_MESSAGES, type SearchAlert } from '@kinderly/shared';
import { fakeUser, signInFakeUser } from '../../../test/fake-session.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';

const SLOW = { timeout: 30_000 };
const ALERTS = '/api/notifications/alerts';

const alert = (overrides: Partial<SearchAlert> = {}): SearchAlert => ({
  id: '6b0f7a52-1c3e-4f7a-9d2b-8e5c4a3b2d10',
  place: 'Toronto, Ontario',
  latitude: 43.6532,
  longitude: -79.3832,
  distanceKm: 10,
  ageGroups: [15],
  careTypes: [],
  providerTypes: [11, 12],
  active: true,
  createdAt: '2027-03-01T14:00:00.000Z',
  lastCheckedAt: null,
  announced: 2,
  ...overrides,
});

function stubApi(routes: Parameters<typeof stubFetch>[0]) {
  return stubFetch({
    'GET /api/account/getUser': json(200, fakeUser({ currentRole: Role.Parent, roles: [Role.Parent] })),
    'GET /api/notifications/unreadCount': json(200, { unreadCount: 0 }),
    'GET /api/addresses/actions/search': json(200, {
      data: [{ label: 'Toronto, Ontario', city: 'Toronto', province: 'ON', latitude: 43.6532, longitude: -79.3832 }],
    }),
    ...routes,
  });
}

describe('/app/let-me-know', SLOW, () => {
  it('lists the alerts in words and stops one after a confirmation', async () => {
    signInFakeUser({ role: Role.Parent });
    let items = [alert()];
    const { calls } = stubApi({
      [`GET ${ALERTS}`]: () => json(200, { items }),
      [`DELETE ${ALERTS}/${alert().id}`]: () => {
        items = [];
        return { status: 204 };
      },
    });
    renderApp('/app/let-me-know');

    expect(await screen.findByRole('heading', { level: 1, name: 'Let me know' })).toBeInTheDocument();
    const list = await screen.findByRole('heading', { level: 3, name: 'Within 10 km of Toronto, Ontario' });
    const item = list.closest('li')!;
    expect(
      within(item).getByText('Licenced, Unlicenced · Toddler (1½ to 2½ years) · any type of care'),
    ).toBeInTheDocument();
    expect(within(item).getByText(/2 announced/)).toBeInTheDocument();

    await userEvent.click(within(item).getByRole('button', { name: 'Stop the alert for Toronto, Ontario' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Stop the alert' }));
    await waitFor(() => expect(calls('DELETE', `${ALERTS}/${alert().id}`)).toHaveLength(1));
    expect(await screen.findByText(/You have no alert yet/)).toBeInTheDocument();
  });

  it('saves an alert for a place chosen from the suggestions and says how many providers match today', async () => {
    signInFakeUser({ role: Role.Parent });
    const { calls } = stubApi({
      [`GET ${ALERTS}`]: json(200, { items: [] }),
      [`POST ${ALERTS}`]: json(201, { alert: alert(), matchingNow: 4 }),
    });
    renderApp('/app/let-me-know');

    expect(await screen.findByText(/You have no alert yet/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Drop-in (not offered yet)' })).toBeDisabled();
    await userEvent.type(screen.getByRole('combobox', { name: /Place/ }), 'Toron');
    await userEvent.click(await screen.findByRole('option', { name: 'Toronto, Ontario' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Toddler (1½ to 2½ years)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save the alert' }));

    expect(
      await screen.findByText('Alert saved. 4 providers match today; we will tell you about new ones.'),
    ).toBeInTheDocument();
    expect(calls('POST', ALERTS)[0]!.body).toEqual({
      place: 'Toronto, Ontario',
      latitude: 43.6532,
      longitude: -79.3832,
      distanceKm: 10,
      ageGroups: [15],
      careTypes: [],
      providerTypes: [11, 12],
    });
  });

  it('asks for a place from the list, and shows the server’s field messages and limit in French', async () => {
    signInFakeUser({ role: Role.Parent });
    const { calls } = stubApi({
      [`GET ${ALERTS}`]: json(200, { items: [] }),
      [`POST ${ALERTS}`]: json(409, {
        code: 'CONFLICT',
        message: SEARCH_ALERT_MESSAGES.tooMany,
        errors: { Alerts: [SEARCH_ALERT_MESSAGES.tooMany] },
      }),
    });
    renderApp('/app/let-me-know', { language: 'fr' });

    await userEvent.click(await screen.findByRole('button', { name: 'Enregistrer l’alerte' }));
    expect(await screen.findByText('Choisissez un lieu (200 caractères au plus).')).toBeInTheDocument();
    expect(calls('POST', ALERTS)).toHaveLength(0);

    await userEvent.type(screen.getByRole('combobox', { name: /Lieu/ }), 'Toron');
    await userEvent.click(await screen.findByRole('option', { name: 'Toronto, Ontario' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer l’alerte' }));
    expect(
      await screen.findByText('Vous pouvez garder jusqu’à 10 alertes. Arrêtez-en une pour en ajouter une autre.'),
    ).toBeInTheDocument();
  });
});
