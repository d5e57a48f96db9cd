import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Role, type WaitlistSelections } from '@kinderly/shared';
import { signInFakeUser } from '../../../test/fake-session.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { clearWaitlistData, readStoredWaitlist, startWaitlistWizard } from '../lib/selections-store.ts';
import { CHILD_ID, child, TICKET_ID, waitlistApi } from '../test/fixtures.ts';

// Editing a ticket from the card (issue 16, ADR 023 session 9): the wizard starts from every answer of the ticket.

const SLOW = { timeout: 30_000 };
const edit = (name: string) => `/waitlist/${CHILD_ID}/${name}?waitingListTicketId=${TICKET_ID}`;
const ticketPath = `/api/child/${CHILD_ID}/waitlist/${TICKET_ID}`;
const answers: WaitlistSelections = {
  Distance: 30,
  RequestedStartDate: '05-01-2027',
  ProviderTypes: [12],
  ChildcareTypes: [22],
  SchoolPlans: [2],
  ScheduleAvailability: [{ day: 3, timeOfDay: 'evening' }],
  PaymentOptions: [1],
};
const ticket = {
  waitlistTicketId: TICKET_ID,
  childId: CHILD_ID,
  selections: answers,
  createdAt: '2026-11-25T14:00:00.000Z',
  updatedAt: '2026-11-25T14:00:00.000Z',
};

beforeEach(() => {
  clearWaitlistData();
  signInFakeUser({ role: Role.Parent, childrenCount: 1 });
});
afterEach(() => clearWaitlistData());

const pressed = (name: RegExp | string) => screen.findByRole('button', { name, pressed: true });

describe('editing a waitlist ticket from the card', SLOW, () => {
  it("shows the ticket's answers on every step and the confirmation, and PUTs them", async () => {
    const { calls } = stubFetch(
      waitlistApi({ [`GET ${ticketPath}`]: json(200, ticket), [`PUT ${ticketPath}`]: json(200, ticket) }),
    );
    const { user, location } = renderApp(edit('provider-type'));
    expect(await pressed(/^Unlicenced/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Licenced/ })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('spinbutton', { name: 'Distance (km)' })).toHaveValue(30);
    expect(screen.getByLabelText('Requested start date')).toHaveValue('2027-01-05');
    expect(readStoredWaitlist()).toEqual({ childId: CHILD_ID, ticketId: TICKET_ID, selections: answers });

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await pressed(/^Evening/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Weekdays/ })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await pressed(/^Montessori/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await pressed('Wednesday evening')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Monday morning' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const budget = await screen.findByRole('group', { name: 'Daily payment options' });
    await waitFor(() =>
      expect(within(budget).getByRole('button', { name: /^Under \$40/ })).toHaveAttribute('aria-pressed', 'true'),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const list = (await screen.findByText('Montessori')).closest('dl')!;
    await waitFor(() => expect(list).toHaveTextContent('Unlicenced'));
    for (const expected of ['30 km', 'Tuesday, January 5, 2027', 'Evening 6pm-12am', 'Wed: evening', 'Under $40 a day'])
      expect(list.textContent).toContain(expected);
    expect(list.textContent).not.toContain('Weekdays');
    expect(screen.queryByText(/Please go back/)).not.toBeInTheDocument();
    // The ticket was read once: the steps after the first use the kept copy.
    expect(calls('GET', ticketPath)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(location()).toBe('/app/waitlist/waitlist-card'));
    expect(calls('PUT', ticketPath)[0]?.body).toEqual(answers);
    expect(readStoredWaitlist()).toBeNull();
  });

  it('keeps answers already given for this ticket instead of reading it again', async () => {
    startWaitlistWizard(CHILD_ID, TICKET_ID, { ...answers, Distance: 45 });
    const { calls } = stubFetch(waitlistApi({ [`GET ${ticketPath}`]: json(200, ticket) }));
    renderApp(edit('provider-type'));
    await waitFor(() => expect(screen.getByRole('spinbutton', { name: 'Distance (km)' })).toHaveValue(45));
    expect(calls('GET', ticketPath)).toHaveLength(0);
  });

  it("says the link is not valid for a ticket that is not the family's", async () => {
    const { calls } = stubFetch(
      waitlistApi({ [`GET ${ticketPath}`]: json(404, { message: 'Waitlist ticket not found.' }) }),
    );
    renderApp(edit('childcare-type'));
    expect(await screen.findByText(/This link to a waitlist entry is not valid/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(calls('GET', ticketPath)).toHaveLength(1);
  });

  it("shows the parent's address from the parents call for a child who lives there", async () => {
    startWaitlistWizard(CHILD_ID, TICKET_ID, answers);
    stubFetch(
      waitlistApi({
        'GET /api/enrollment/getChildren': json(200, [child({ homeAddressSameAsParent: true, childAddress: null })]),
        'GET /api/parents': json(200, {
          items: [
            {
              id: '44444444-4444-4444-8444-444444444444',
              firstName: 'Camille',
              lastName: 'Roy',
              email: 'camille@example.com',
              phoneNumber: null,
              address: '8 Rue Laurier, Gatineau',
              location: null,
            },
          ],
        }),
      }),
    );
    renderApp(edit('confirmation'));
    expect(await screen.findByText("Lives at the parent's address: 8 Rue Laurier, Gatineau")).toBeInTheDocument();
  });
});
