import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Role, WAITLIST_MISSING_MESSAGES, type WaitlistSelections } from '@kinderly/shared';
import { signInFakeUser } from '../../../test/fake-session.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { clearWaitlistData, readStoredWaitlist, startWaitlistWizard } from '../lib/selections-store.ts';
import { CHILD_ID, child, TICKET_ID, waitlistApi } from '../test/fixtures.ts';

const SLOW = { timeout: 30_000 };
const step = (name: string, query = '') => `/waitlist/${CHILD_ID}/${name}${query}`;
const complete: WaitlistSelections = {
  Distance: 15,
  RequestedStartDate: '05-01-2027',
  ProviderTypes: [11, 12],
  ChildcareTypes: [21],
  SchoolPlans: [2],
  ScheduleAvailability: [
    { day: 3, timeOfDay: 'afternoon' },
    { day: 1, timeOfDay: 'morning' },
    { day: 1, timeOfDay: 'afternoon' },
  ],
  PaymentOptions: [2, 1],
};
const ticket = {
  waitlistTicketId: TICKET_ID,
  childId: CHILD_ID,
  selections: complete,
  createdAt: '2026-11-25T14:00:00.000Z',
  updatedAt: '2026-11-25T14:00:00.000Z',
};

beforeEach(() => {
  clearWaitlistData();
  signInFakeUser({ role: Role.Parent, childrenCount: 1 });
});
afterEach(() => clearWaitlistData());

describe('the waitlist wizard steps', SLOW, () => {
  it('saves each choice of the first step at once (tiles, km, DD-MM-YYYY date) and keeps the ticket on Next', async () => {
    stubFetch(
      waitlistApi({
        [`GET /api/child/${CHILD_ID}/waitlist/${TICKET_ID}`]: json(200, {
          ...ticket,
          selections: { ProviderTypes: [12] },
        }),
      }),
    );
    const { user, location, unmount } = renderApp(step('provider-type', `?waitingListTicketId=${TICKET_ID}`));
    expect(await screen.findByRole('heading', { level: 1, name: "Change Léa's waitlist entry" })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 6')).toBeInTheDocument();
    const licenced = await screen.findByRole('button', { name: /^Licenced/ });
    await user.click(licenced);
    expect(licenced).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /^Drop-in/ })).toBeDisabled();
    const distance = screen.getByRole('spinbutton', { name: 'Distance (km)' });
    await user.clear(distance);
    await user.type(distance, '25');
    await user.type(screen.getByLabelText('Requested start date'), '2030-03-09');
    expect(readStoredWaitlist()).toEqual({
      childId: CHILD_ID,
      ticketId: TICKET_ID,
      selections: { ProviderTypes: [12, 11], Distance: 25, RequestedStartDate: '09-03-2030' },
    });

    // A reload keeps what was chosen.
    unmount();
    const again = renderApp(step('provider-type', `?waitingListTicketId=${TICKET_ID}`));
    expect(await screen.findByRole('button', { name: /^Licenced/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('spinbutton', { name: 'Distance (km)' })).toHaveValue(25);
    await again.user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(again.location()).toBe(step('childcare-type', `?waitingListTicketId=${TICKET_ID}`)));
    expect(location()).toContain('provider-type');
  });

  it('refuses a distance out of range and a past start date with clear messages, and stays on the step', async () => {
    stubFetch(waitlistApi());
    const { user, location } = renderApp(step('provider-type'));
    const distance = await screen.findByRole('spinbutton', { name: 'Distance (km)' });
    await user.clear(distance);
    await user.type(distance, '250');
    expect(screen.getByText('Enter a distance from 1 to 100 km.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Requested start date'), '2001-01-01');
    expect(screen.getByText('Choose today or a later day.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(location()).toBe(step('provider-type'));
    // Only what was valid on the way (25 while typing 250) is kept; the past date never is.
    expect(readStoredWaitlist()?.selections).toEqual({ Distance: 25 });
  });

  it('toggles the week grid by keyboard only: each cell is a named toggle button', async () => {
    stubFetch(waitlistApi());
    const { user } = renderApp(step('big-calendar'));
    const monday = await screen.findByRole('button', { name: 'Monday morning' });
    expect(screen.getAllByRole('button', { name: /^(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day / })).toHaveLength(28);
    monday.focus();
    await user.keyboard(' ');
    expect(monday).toHaveAttribute('aria-pressed', 'true');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Monday afternoon' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    await user.keyboard(' ');
    expect(readStoredWaitlist()?.selections.ScheduleAvailability).toEqual([
      { day: 1, timeOfDay: 'morning' },
      { day: 1, timeOfDay: 'afternoon' },
    ]);
    expect(screen.getByText('2 times chosen')).toBeInTheDocument();
  });

  it('shows the daily payment options sorted, with their amounts, and saves the choice', async () => {
    stubFetch(waitlistApi());
    const { user } = renderApp(step('daily-payment'));
    const group = await screen.findByRole('group', { name: 'Daily payment options' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Under $40 a day< $40', '$40 to $60 a day$40-$60']);
    await user.click(buttons[1]!);
    expect(readStoredWaitlist()?.selections.PaymentOptions).toEqual([2]);
  });

  it('says so when the child is not one of the family enrolled children, and offers no step', async () => {
    stubFetch(waitlistApi({ 'GET /api/enrollment/getChildren': json(200, [child({ isEnrolled: false })]) }));
    renderApp(step('childcare-type'));
    expect(await screen.findByText(/Léa's enrolment is not finished yet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });
});

describe('the confirmation (step 6)', SLOW, () => {
  it('shows every missing part with section 5 message and keeps Confirm disabled', async () => {
    stubFetch(waitlistApi());
    renderApp(step('confirmation'));
    expect(await screen.findByRole('button', { name: 'Confirm' })).toBeDisabled();
    for (const message of Object.values(WAITLIST_MISSING_MESSAGES)) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
  });

  it.each(['ProviderTypes', 'ChildcareTypes', 'SchoolPlans', 'ScheduleAvailability', 'PaymentOptions'] as const)(
    'keeps Confirm disabled while %s is empty',
    async (field) => {
      startWaitlistWizard(CHILD_ID, null, { ...complete, [field]: [] });
      stubFetch(waitlistApi());
      renderApp(step('confirmation'));
      expect(await screen.findByText(WAITLIST_MISSING_MESSAGES[field])).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    },
  );

  it('shows the answers as SPEC section 2 lists them, and creates the entry (POST) then clears them', async () => {
    startWaitlistWizard(CHILD_ID, null, complete);
    const { calls } = stubFetch(waitlistApi({ [`POST /api/child/${CHILD_ID}/waitlist`]: json(201, ticket) }));
    const { user, location } = renderApp(step('confirmation'));
    const confirm = await screen.findByRole('button', { name: 'Confirm' });
    const list = await screen.findByText('Montessori');
    const answers = list.closest('dl')!;
    await waitFor(() => expect(answers).toHaveTextContent('Licenced, Unlicenced'));
    const text = answers.textContent ?? '';
    for (const expected of [
      'ChildLéa',
      "Child's address12 Rue Principale, Gatineau, QC, Canada, J8X 3X7",
      'Distance',
      '15 km',
      'Tuesday, January 5, 2027',
      'Weekdays 6am-6pm',
      'Mon: morning, afternoonWed: afternoon',
      'Under $40 a day, $40 to $60 a day',
    ]) {
      expect(text).toContain(expected);
    }
    expect(screen.queryByText(/Please go back/)).not.toBeInTheDocument();
    await user.click(confirm);
    await waitFor(() => expect(location()).toBe('/app/waitlist/waitlist-card'));
    expect(calls('POST', `/api/child/${CHILD_ID}/waitlist`)[0]?.body).toEqual(complete);
    expect(calls('PUT', `/api/child/${CHILD_ID}/waitlist/${TICKET_ID}`)).toHaveLength(0);
    expect(readStoredWaitlist()).toBeNull();
  });

  it('updates the ticket in the query (PUT) instead of creating one', async () => {
    startWaitlistWizard(CHILD_ID, TICKET_ID, complete);
    const { calls } = stubFetch(
      waitlistApi({ [`PUT /api/child/${CHILD_ID}/waitlist/${TICKET_ID}`]: json(200, ticket) }),
    );
    const { user, location } = renderApp(step('confirmation', `?waitingListTicketId=${TICKET_ID}`));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(location()).toBe('/app/waitlist/waitlist-card'));
    expect(calls('PUT', `/api/child/${CHILD_ID}/waitlist/${TICKET_ID}`)[0]?.body).toEqual(complete);
    expect(calls('POST', `/api/child/${CHILD_ID}/waitlist`)).toHaveLength(0);
  });

  it("shows the server's field errors under their section and stays", async () => {
    startWaitlistWizard(CHILD_ID, null, complete);
    stubFetch(
      waitlistApi({
        [`POST /api/child/${CHILD_ID}/waitlist`]: json(400, {
          message: 'Validation failed',
          errors: { RequestedStartDate: ['The requested start date has passed.'] },
        }),
      }),
    );
    const { user, location } = renderApp(step('confirmation'));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    const error = await screen.findByText('The requested start date has passed.');
    expect(error.closest('div')).toHaveTextContent('Requested start date');
    expect(screen.getByText('Some answers need a change: see below.')).toBeInTheDocument();
    expect(location()).toBe(step('confirmation'));
    expect(readStoredWaitlist()?.selections).toEqual(complete);
  });

  it('shows the French messages in French', async () => {
    stubFetch(waitlistApi());
    renderApp(step('confirmation'), { language: 'fr' });
    expect(await screen.findByText('Veuillez revenir en arrière et préciser la distance')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmer' })).toBeDisabled();
  });
});
