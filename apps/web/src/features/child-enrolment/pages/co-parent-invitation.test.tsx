import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Role } from '@kinderly/shared';
import { fakeLoginResponse, fakeUser, signInFakeUser } from '../../../test/fake-session.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { CHILD_ID, childRecord, progress, referenceData } from '../test/fixtures.ts';

const DETAILS = `/app/history/viewDetails/${CHILD_ID}`;

function stubDetails(send: Parameters<typeof stubFetch>[0][string]) {
  signInFakeUser({ role: Role.Parent, childrenCount: 1 });
  return stubFetch({
    'GET /api/account/getUser': json(200, fakeUser()),
    'GET /api/enrollment/getInitialData': json(200, referenceData),
    'GET /api/enrollment/getChildEnrollmentStep': json(200, progress()),
    'GET /api/enrollment/getChildRecord': json(200, childRecord),
    'POST /api/enrollment/sendInvitation': send,
  });
}

async function openInviteForm() {
  const section = await screen.findByRole('region', { name: 'Invite a co-parent' }, { timeout: 8000 });
  return { section, email: within(section).getByRole('textbox', { name: "Co-parent's e-mail address" }) };
}

describe('invite a co-parent', { timeout: 20_000 }, () => {
  it('checks the address with the shared schema, then sends it with the child and confirms', async () => {
    const { calls } = stubDetails(json(200, { message: 'Invitation sent.', invitationUrl: 'http://x/app/i' }));
    const { user } = renderApp(DETAILS);
    const { section, email } = await openInviteForm();

    await user.type(email, 'not-an-address');
    await user.click(within(section).getByRole('button', { name: 'Send the invitation' }));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(calls('POST', '/api/enrollment/sendInvitation')).toHaveLength(0);

    await user.clear(email);
    await user.type(email, 'sam@example.com');
    await user.click(within(section).getByRole('button', { name: 'Send the invitation' }));

    expect(await screen.findByText('Invitation sent to sam@example.com.')).toBeInTheDocument();
    expect(calls('POST', '/api/enrollment/sendInvitation')[0]?.body).toEqual({
      email: 'sam@example.com',
      childId: CHILD_ID,
    });
    expect(email).toHaveValue('');
  });

  it("shows the server's field message beside the field, in French", async () => {
    stubDetails(
      json(400, {
        statusCode: 400,
        message: 'Invalid input.',
        errors: { Email: ['Enter the e-mail address of the other parent, not your own.'] },
      }),
    );
    const { user } = renderApp(DETAILS, { language: 'fr' });
    const section = await screen.findByRole('region', { name: 'Inviter un coparent' }, { timeout: 8000 });
    const email = within(section).getByRole('textbox', { name: 'Adresse courriel du coparent' });

    await user.type(email, 'camille@example.com');
    await user.click(within(section).getByRole('button', { name: 'Envoyer l’invitation' }));

    expect(
      await within(section).findByText('Entrez l’adresse courriel de l’autre parent, pas la vôtre.'),
    ).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the daily limit when the server refuses, and stays on the page', async () => {
    stubDetails(json(429, { statusCode: 429, code: 'RATE_LIMITED', message: 'Too many.' }));
    const { user, location } = renderApp(DETAILS);
    const { section, email } = await openInviteForm();

    await user.type(email, 'sam@example.com');
    await user.click(within(section).getByRole('button', { name: 'Send the invitation' }));

    expect(await within(section).findByRole('alert')).toHaveTextContent('You have sent many invitations today.');
    expect(location()).toBe(DETAILS);
  });
});

const ACCEPT = '/app/invitation-link?invitationToken=tok-1&referralToken=ref-1';

function stubAccept(accept: Parameters<typeof stubFetch>[0][string]) {
  signInFakeUser({ role: Role.Parent, childrenCount: 0 });
  return stubFetch({
    'GET /api/account/getUser': json(200, fakeUser()),
    'POST /api/enrollment/acceptInvitation': accept,
    'POST /api/account/refresh': json(200, fakeLoginResponse({ role: Role.Parent, childrenCount: 1 })),
    'GET /api/enrollment/getChildren': json(200, [childRecord.child]),
  });
}

describe('accept a co-parent invitation', { timeout: 20_000 }, () => {
  it('accepts once, refreshes the session and names the shared child and the inviter', async () => {
    const { calls } = stubAccept(json(200, { childIds: [CHILD_ID], inviterName: 'Camille Roy' }));
    renderApp(ACCEPT);

    expect(
      await screen.findByText('You now share Léa Tremblay with Camille Roy.', undefined, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(calls('POST', '/api/enrollment/acceptInvitation')).toHaveLength(1);
    expect(calls('POST', '/api/enrollment/acceptInvitation')[0]?.body).toEqual({ invitationToken: 'tok-1' });
    expect(calls('POST', '/api/account/refresh')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/app/home');
  });

  it("shows the server's message for an invalid invitation, on the page", async () => {
    stubAccept(
      json(400, {
        statusCode: 400,
        code: 'INVALID_INVITATION',
        message: 'This invitation has expired or was already used.',
      }),
    );
    const { location } = renderApp(ACCEPT);

    const alert = await screen.findByRole('alert', undefined, { timeout: 8000 });
    expect(alert).toHaveTextContent('This invitation cannot be used.');
    expect(alert).toHaveTextContent('This invitation has expired or was already used.');
    expect(location()).toBe(ACCEPT);
  });
});
