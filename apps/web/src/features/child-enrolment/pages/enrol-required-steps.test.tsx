import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Role } from '@kinderly/shared';
import { fakeUser, signInFakeUser } from '../../../test/fake-session.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { CHILD_ID, childRecord, progress, referenceData } from '../test/fixtures.ts';

const OPTIONAL_SKIPPED = [2, 3, 9, 10, 11, 12, 13, 14];

/** The wizard's calls; the saved progress is answered by both progress calls (each replaces the cache). */
function stubWizard(saved = progress(), overrides: Parameters<typeof stubFetch>[0] = {}) {
  signInFakeUser({ role: Role.Parent });
  return stubFetch({
    'GET /api/account/getUser': json(200, fakeUser()),
    'GET /api/enrollment/getInitialData': json(200, referenceData),
    'GET /api/enrollment/getChildRecord': json(200, childRecord),
    'GET /api/enrollment/getChildEnrollmentStep': json(200, saved),
    'POST /api/enrollment/updateCurrentViewedStep': json(200, saved),
    ...overrides,
  });
}

// A whole page with its lazy chunks on a busy machine: more than the default 5 s.
describe('steps required before booking (ADR 017)', { timeout: 20_000 }, () => {
  it('lists on the review the required steps that were skipped, each a link to its step', async () => {
    stubWizard(
      progress({ savedSteps: [1, 5, 6, 7, 8], skippedSteps: [4, ...OPTIONAL_SKIPPED], enrollmentStepsCompleted: 14 }),
    );
    renderApp(`/app/enroll/review?childId=${CHILD_ID}`);

    const alert = (
      await screen.findByText(/A provider needs these steps before caring for Léa/, {}, { timeout: 5000 })
    ).closest('[role="alert"]') as HTMLElement;
    const links = within(alert).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Emergency contacts']);
    expect(links[0]).toHaveAttribute('href', `/app/enroll/emergency-contacts?childId=${CHILD_ID}`);
  });

  it('shows no such list when only optional steps were skipped, and links the steps the server names', async () => {
    stubWizard(
      progress({ savedSteps: [1, 4, 5, 6, 7, 8], skippedSteps: OPTIONAL_SKIPPED, enrollmentStepsCompleted: 14 }),
      {
        'POST /api/enrollment/completeEnrollment': json(409, {
          statusCode: 409,
          error: 'Conflict',
          message: 'Save every step required before booking.',
          code: 'STEPS_MISSING',
          missingSteps: [5],
        }),
      },
    );
    const { user } = renderApp(`/app/enroll/review?childId=${CHILD_ID}`);
    await screen.findByRole('heading', { level: 2, name: 'Review and confirm' }, { timeout: 5000 });
    expect(screen.queryByText(/A provider needs these steps/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Confirm enrolment' }));
    const alert = (await screen.findByText(/Before Léa can be booked, fill in these steps/)).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(within(alert).getByRole('link', { name: 'Pick-up persons' })).toHaveAttribute(
      'href',
      `/app/enroll/pickup-persons?childId=${CHILD_ID}`,
    );
  });

  it('says on a required step that it may be skipped for now but is needed before booking, not on an optional one', async () => {
    stubWizard();
    const { unmount } = renderApp(`/app/enroll/emergency-contacts?childId=${CHILD_ID}`);
    await screen.findByRole('heading', { level: 2, name: 'Emergency contacts' }, { timeout: 5000 });
    expect(screen.getByText(/it is needed before your child can be booked/)).toBeInTheDocument();
    unmount();

    renderApp(`/app/enroll/custody-arrangement?childId=${CHILD_ID}`);
    await screen.findByRole('heading', { level: 2, name: 'Custody' }, { timeout: 5000 });
    expect(screen.queryByText(/it is needed before your child can be booked/)).not.toBeInTheDocument();
  });

  it('does not tick "My child lives at my address" when the parent has no address on file', async () => {
    stubWizard(progress(), {
      'GET /api/enrollment/getInitialData': json(200, { ...referenceData, parentHasAddress: false }),
    });
    renderApp('/app/enroll/child-info');

    const same = await screen.findByRole('checkbox', { name: 'My child lives at my address' }, { timeout: 5000 });
    expect(same).not.toBeChecked();
    expect(same).toBeDisabled();
    expect(screen.getByText(/Your address is not on file yet/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Street address/ })).toBeInTheDocument();
  });

  it('ticks it by default when the parent has an address on file', async () => {
    stubWizard();
    renderApp('/app/enroll/child-info');

    const same = await screen.findByRole('checkbox', { name: 'My child lives at my address' }, { timeout: 5000 });
    expect(same).toBeChecked();
    expect(same).toBeEnabled();
    expect(screen.queryByRole('textbox', { name: /Street address/ })).not.toBeInTheDocument();
  });
});
