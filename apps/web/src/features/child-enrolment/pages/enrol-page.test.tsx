import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Role } from '@kinderly/shared';
import { fakeUser, signInFakeUser } from '../../../test/fake-session.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { CHILD_ID, childRecord, progress, referenceData } from '../test/fixtures.ts';

function stubEnrolment(save: Parameters<typeof stubFetch>[0][string]) {
  signInFakeUser({ role: Role.Parent });
  return stubFetch({
    'GET /api/account/getUser': json(200, fakeUser()),
    'GET /api/enrollment/getInitialData': json(200, referenceData),
    'GET /api/enrollment/getChildEnrollmentStep': json(200, progress()),
    'GET /api/enrollment/getChildRecord': json(200, childRecord),
    'POST /api/enrollment/updateCurrentViewedStep': json(200, progress()),
    'POST /api/enrollment/saveEmergencyContacts': save,
    'POST /api/enrollment/skipEnrollmentStep': json(200, progress({ skippedSteps: [3, 4] })),
  });
}

const PATH = `/app/enroll/emergency-contacts?childId=${CHILD_ID}`;

// A whole page with its lazy chunks on a busy machine: more than the default 5 s.
describe('enrolment step page', { timeout: 20_000 }, () => {
  it('shows the saved progress and remembers the step as the one last viewed', async () => {
    const { calls } = stubEnrolment(json(200, progress()));
    renderApp(PATH);

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Emergency contacts' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Enrolling Léa' })).toBeInTheDocument();
    const steps = screen.getByRole('navigation', { name: 'Steps' });
    expect(within(steps).getByRole('link', { name: 'Custody, skipped' })).toBeInTheDocument();
    expect(calls('POST', '/api/enrollment/updateCurrentViewedStep')[0]?.url.searchParams.get('step')).toBe('4');
  });

  it("labels the child's whole name on the review as the full name", async () => {
    stubEnrolment(json(200, progress()));
    renderApp(`/app/enroll/review?childId=${CHILD_ID}`);
    const term = await screen.findByText("Child's full name", { selector: 'dt' }, { timeout: 5000 });
    expect(term.nextElementSibling).toHaveTextContent('Léa Tremblay');
    expect(screen.queryByText("Child's first name", { selector: 'dt' })).not.toBeInTheDocument();
  });

  it("marks the emergency contact's phone required, its name still the bare label", async () => {
    stubEnrolment(json(200, progress()));
    renderApp(PATH);
    await screen.findByRole('heading', { level: 2, name: 'Emergency contacts' }, { timeout: 5000 });
    // Exact name: the asterisk is aria-hidden, so label locators keep matching.
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    expect(phone).toBeRequired();
    expect(document.querySelector(`label[for="${phone.id}"]`)).toHaveTextContent(/\*$/);
    expect(screen.getByRole('textbox', { name: 'Other phone' })).not.toBeRequired();
  });

  it('checks the form with the shared schema before any call', async () => {
    const { calls, requests } = stubEnrolment(json(200, progress()));
    const { user } = renderApp(PATH);
    await screen.findByRole('heading', { level: 2, name: 'Emergency contacts' }, { timeout: 5000 });

    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(await screen.findAllByText('This field is required.')).toHaveLength(3);
    expect(calls('POST', '/api/enrollment/saveEmergencyContacts')).toHaveLength(0);
    expect(requests.every((request) => request.method === 'GET' || request.path.endsWith('ViewedStep'))).toBe(true);
  });

  it("shows the server's field messages beside the fields, and the others above the form", async () => {
    stubEnrolment(
      json(400, {
        statusCode: 400,
        message: 'Invalid input.',
        errors: {
          'EmergencyContacts[0].Relationship': ['This text is too long.'],
          EmergencyContacts: ['This list has too many entries.'],
        },
      }),
    );
    const { user, location } = renderApp(PATH, { language: 'fr' });
    await screen.findByRole('heading', { level: 2, name: 'Contacts d’urgence' }, { timeout: 5000 });

    await user.type(screen.getByRole('textbox', { name: 'Prénom' }), 'Marie');
    await user.type(screen.getByRole('textbox', { name: 'Nom de famille' }), 'Gagnon');
    await user.type(screen.getByRole('textbox', { name: 'Lien avec l’enfant' }), 'Grand-mère');
    await user.type(screen.getByRole('textbox', { name: 'Téléphone' }), '6135550199');
    await user.click(screen.getByRole('button', { name: 'Enregistrer et continuer' }));

    const relationship = screen.getByRole('textbox', { name: 'Lien avec l’enfant' });
    expect(await screen.findByText('Ce texte est trop long.')).toBeInTheDocument();
    expect(relationship).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Cette liste contient trop d’éléments.');
    expect(location()).toBe(PATH);
  });

  it('skips the step and goes on to the next one', async () => {
    const { calls } = stubEnrolment(json(200, progress()));
    const { user, location } = renderApp(PATH);
    await screen.findByRole('heading', { level: 2, name: 'Emergency contacts' }, { timeout: 5000 });

    await user.click(screen.getByRole('button', { name: 'Skip for now' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Pick-up persons' })).toHaveFocus();
    expect(calls('POST', '/api/enrollment/skipEnrollmentStep')[0]?.url.searchParams.get('stepCompleted')).toBe('4');
    expect(location()).toBe(`/app/enroll/pickup-persons?childId=${CHILD_ID}`);
  });
});
