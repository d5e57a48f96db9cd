import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Role, type WaitlistRequest } from '@kinderly/shared';
import { fakeUser, signInFakeUser } from '../../../test/fake-session.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';

const SLOW = { timeout: 30_000 };
const SIGNED_IN = { 'GET /api/account/getUser': json(200, fakeUser()) };
const CHILD = '11111111-1111-4111-8111-111111111111';
const TICKET = '22222222-2222-4222-8222-222222222222';

const entry = (over: Partial<WaitlistRequest>): WaitlistRequest => ({
  requestId: '33333333-3333-4333-8333-333333333333',
  ticketId: TICKET,
  childId: CHILD,
  childFirstName: 'Léa',
  childcareProviderId: '44444444-4444-4444-8444-444444444444',
  providerName: 'Little Maples',
  status: 'waiting',
  position: 3,
  total: 14,
  joinedAt: '2027-02-01T14:00:00.000Z',
  lastChangedAt: '2027-02-20T14:00:00.000Z',
  offeredAt: null,
  offerExpiresAt: null,
  requestedStartDate: '2027-09-06',
  weekdays: [1, 3],
  ...over,
});
const maples = entry({});
const ticket = { ticketId: TICKET, childId: CHILD, childFirstName: 'Léa', createdAt: '2027-01-20T14:00:00.000Z' };
const oak = entry({
  requestId: '55555555-5555-4555-8555-555555555555',
  childcareProviderId: '66666666-6666-4666-8666-666666666666',
  providerName: 'Oak Tree',
  position: 1,
  total: 2,
});

describe('the waitlist card', SLOW, () => {
  it('shows each entry per child with its position, status and last change, and an edit link to the wizard', async () => {
    signInFakeUser({ role: Role.Parent });
    stubFetch({ ...SIGNED_IN, 'GET /api/waitlist/requests': json(200, { items: [maples, oak], tickets: [ticket] }) });
    renderApp('/app/waitlist/waitlist-card');

    const list = await screen.findByRole('list', { name: "Léa's waitlists" });
    const card = within(list).getByRole('article', { name: 'Little Maples' });
    expect(within(card).getByText('3rd of 14')).toBeInTheDocument();
    expect(within(card).getAllByText('Waiting').length).toBeGreaterThan(0);
    expect(within(card).getByText('Feb 20, 2027')).toBeInTheDocument();
    expect(within(list).getByRole('article', { name: 'Oak Tree' })).toHaveTextContent('1st of 2');
    expect(screen.getByRole('link', { name: "Edit Léa's waitlist answers" })).toHaveAttribute(
      'href',
      `/waitlist/${CHILD}/provider-type?waitingListTicketId=${TICKET}`,
    );
  });

  it('leaves a list only after the confirmation, with the provider and ticket in the body', async () => {
    signInFakeUser({ role: Role.Parent });
    let items = [maples, oak];
    const { calls } = stubFetch({
      ...SIGNED_IN,
      'GET /api/waitlist/requests': () => json(200, { items, tickets: [ticket] }),
      'DELETE /api/waitlist/requests': () => {
        items = [oak];
        return { status: 204 };
      },
    });
    renderApp('/app/waitlist/waitlist-card');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: "Leave Little Maples's waitlist" }));
    const dialog = await screen.findByRole('alertdialog', { name: "Leave Little Maples's waitlist?" });
    expect(dialog).toHaveTextContent('Léa loses their place (3rd of 14).');
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls('DELETE', '/api/waitlist/requests')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: "Leave Little Maples's waitlist" }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave waitlist' }));
    await waitFor(() => expect(calls('DELETE', '/api/waitlist/requests')).toHaveLength(1));
    expect(calls('DELETE', '/api/waitlist/requests')[0]!.body).toEqual({
      providerId: maples.childcareProviderId,
      ticketId: TICKET,
    });
    await waitFor(() =>
      expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['Oak Tree']),
    );
  });

  it('shows a child with answers but no entry yet, with the way to its matching providers', async () => {
    signInFakeUser({ role: Role.Parent });
    stubFetch({ ...SIGNED_IN, 'GET /api/waitlist/requests': json(200, { items: [], tickets: [ticket] }) });
    renderApp('/app/waitlist/waitlist-card');
    expect(await screen.findByRole('heading', { level: 2, name: 'Léa' })).toBeInTheDocument();
    expect(
      screen.getByText("Léa is not on any provider's waitlist yet: choose the providers that match."),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Choose providers' })).toHaveAttribute(
      'href',
      `/app/waitlist/children/${CHILD}/childcare-providers`,
    );
  });

  it('says so when there is no entry, in French too', async () => {
    signInFakeUser({ role: Role.Parent });
    stubFetch({ ...SIGNED_IN, 'GET /api/waitlist/requests': json(200, { items: [], tickets: [] }) });
    renderApp('/app/waitlist/waitlist-card', { language: 'fr' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Aucune liste d’attente pour l’instant' }),
    ).toBeInTheDocument();
  });
});
