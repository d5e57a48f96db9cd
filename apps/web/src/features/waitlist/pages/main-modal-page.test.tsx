import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Role } from '@kinderly/shared';
import { signInFakeUser } from '../../../test/fake-session.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { CHILD_ID, child, TICKET_ID, waitlistApi } from '../test/fixtures.ts';

const SLOW = { timeout: 30_000 };
const OTHER_ID = '44444444-4444-4444-8444-444444444444';

describe('the waitlist introduction (/main-modal-page)', SLOW, () => {
  it('explains the six steps and the free entries, and starts for the one enrolled child', async () => {
    signInFakeUser({ role: Role.Parent, childrenCount: 2 });
    stubFetch(
      waitlistApi({
        'GET /api/enrollment/getChildren': json(200, [
          child(),
          child({ id: OTHER_ID, firstName: 'Noah', isEnrolled: false }),
        ]),
      }),
    );
    renderApp('/main-modal-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Join a waitlist' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByText('Each child can be on 3 waitlists for free.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Start a waitlist entry for Léa' })).toHaveAttribute(
      'href',
      `/waitlist/${CHILD_ID}/provider-type`,
    );
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('asks which child when several are enrolled, and starts for the one chosen', async () => {
    signInFakeUser({ role: Role.Parent, childrenCount: 2 });
    stubFetch(
      waitlistApi({
        'GET /api/enrollment/getChildren': json(200, [child(), child({ id: OTHER_ID, firstName: 'Noah' })]),
      }),
    );
    const { user } = renderApp(`/main-modal-page?childId=${OTHER_ID}`);
    expect(await screen.findByRole('radio', { name: 'Noah Roy' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Léa Roy' }));
    expect(screen.getByRole('link', { name: 'Start a waitlist entry for Léa' })).toHaveAttribute(
      'href',
      `/waitlist/${CHILD_ID}/provider-type`,
    );
  });

  it('says a child must be enrolled first when none is', async () => {
    signInFakeUser({ role: Role.Parent, childrenCount: 1 });
    stubFetch(waitlistApi({ 'GET /api/enrollment/getChildren': json(200, [child({ isEnrolled: false })]) }));
    renderApp('/main-modal-page');
    expect(await screen.findByText(/Finish a child's enrolment first/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Start/ })).not.toBeInTheDocument();
  });
});

describe('addresses the wizard cannot use', SLOW, () => {
  it('says a ticket id that is not one is not valid, instead of showing a step', async () => {
    signInFakeUser({ role: Role.Parent, childrenCount: 1 });
    stubFetch(waitlistApi());
    renderApp(`/waitlist/${CHILD_ID}/provider-type?waitingListTicketId=not-a-ticket`);
    expect(await screen.findByText(/This link to a waitlist entry is not valid/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('opens the first step for an unknown step, keeping the ticket', async () => {
    signInFakeUser({ role: Role.Parent, childrenCount: 1 });
    stubFetch(waitlistApi());
    const { location } = renderApp(`/waitlist/${CHILD_ID}/nowhere?waitingListTicketId=${TICKET_ID}`);
    await waitFor(() =>
      expect(location()).toBe(`/waitlist/${CHILD_ID}/provider-type?waitingListTicketId=${TICKET_ID}`),
    );
  });

  it('shows a school plan that does not exist as such, with the way back', async () => {
    signInFakeUser({ role: Role.Parent, childrenCount: 1 });
    stubFetch(waitlistApi({ 'GET /api/waitlist/school-plans/99': json(404, { message: 'School plan not found.' }) }));
    renderApp(`/waitlist/${CHILD_ID}/school-plan-list/99`);
    expect(await screen.findByText('This curriculum does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the curricula' })).toHaveAttribute(
      'href',
      `/waitlist/${CHILD_ID}/school-plan-list`,
    );
  });
});
