import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES, Role } from '@kinderly/shared';
import { fakeUser } from '../../../test/fake-session.ts';
import { json, stubFetch, type StubRequest } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';

const free = json(200, { isValid: true, messages: [], errors: {} });
const newUser = fakeUser({
  email: 'ana@example.com',
  firstName: 'Ana',
  emailConfirmed: false,
  registrationComplete: false,
});

type Answers = Partial<
  Record<'validateEmail' | 'validateUserName' | 'register', (request: StubRequest) => ReturnType<typeof json>>
>;
function stubRegistration(answers: Answers = {}) {
  return stubFetch({
    'GET /api/account/validateEmail': answers.validateEmail ?? free,
    'GET /api/account/validateUserName': answers.validateUserName ?? free,
    'POST /api/account/register': answers.register ?? json(201, { user: newUser }),
    'POST /api/account/resendActivation': json(200, { message: 'Sent.' }),
  });
}

async function fillForm(
  user: ReturnType<typeof renderApp>['user'],
  { userName = 'ana.b', email = 'ana@example.com' } = {},
) {
  await user.click(await screen.findByRole('radio', { name: /^Parent/ }));
  await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ana');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Bélanger');
  await user.type(screen.getByRole('textbox', { name: 'User name' }), userName);
  await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), email);
  await user.type(screen.getByLabelText(/^Password/), 'Maple-Syrup-2026');
  await user.type(screen.getByLabelText(/^Confirm the password/), 'Maple-Syrup-2026');
  await user.click(screen.getByRole('checkbox', { name: /I accept the terms of use/ }));
}

describe('register page', () => {
  it('offers Parent, Nanny and Home provider, never SuperAdmin, and links the terms', async () => {
    renderApp('/entry/register?role=provider');
    const group = await screen.findByRole('radiogroup', { name: /I am joining as/ });

    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['1', '3', '0']);
    expect(within(group).getByRole('radio', { name: /^Home provider/ })).toBeChecked();
    expect(screen.getByRole('link', { name: 'terms of use' })).toHaveAttribute('href', '/terms-of-use');
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy-policy');
    // Both are required: the role group says so (a radiogroup may), and the terms box is a required checkbox.
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('checkbox', { name: /I accept the terms of use/ })).toBeRequired();
  });

  it('says what is wrong with each field, with the shared rules', async () => {
    stubRegistration();
    const { user } = renderApp('/entry/register');
    await user.type(await screen.findByLabelText(/^Password/), 'password');
    await user.type(screen.getByLabelText(/^Confirm the password/), 'different');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));

    for (const message of [
      FIELD_MESSAGES.roleNotAllowed,
      FIELD_MESSAGES.userNameLength,
      FIELD_MESSAGES.emailInvalid,
      FIELD_MESSAGES.passwordCommon,
      FIELD_MESSAGES.mustAgree,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getAllByText(FIELD_MESSAGES.nameRequired)).toHaveLength(2);
    expect(screen.getByLabelText(/^Confirm the password/)).toHaveAccessibleDescription(FIELD_MESSAGES.passwordMismatch);
  });

  it('marks every field of the empty form, the password confirmation included', async () => {
    stubRegistration();
    const { user } = renderApp('/entry/register');
    await user.click(await screen.findByRole('button', { name: 'Create my account' }));

    const confirmation = screen.getByLabelText(/^Confirm the password/);
    await waitFor(() => expect(confirmation).toHaveAttribute('aria-invalid', 'true'));
    expect(confirmation).toHaveAccessibleDescription(FIELD_MESSAGES.nameRequired);
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks the e-mail and the user name once typing has settled', async () => {
    const { calls } = stubRegistration({
      validateUserName: () =>
        json(200, {
          isValid: false,
          messages: [FIELD_MESSAGES.userNameTaken],
          errors: { UserName: [FIELD_MESSAGES.userNameTaken] },
        }),
    });
    const { user } = renderApp('/entry/register');

    await user.type(await screen.findByRole('textbox', { name: 'E-mail address' }), 'ana@example.com');
    expect(await screen.findByText('No account uses this address yet.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'User name' }), 'camille');
    expect(await screen.findByText('This user name is already taken.')).toBeInTheDocument();

    expect(calls('GET', '/api/account/validateEmail').map((request) => request.url.searchParams.get('email'))).toEqual([
      'ana@example.com',
    ]);
    expect(
      calls('GET', '/api/account/validateUserName').map((request) => request.url.searchParams.get('userName')),
    ).toEqual(['camille']);
    expect(screen.getByRole('textbox', { name: 'User name' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the server field map beside the fields and the rest above the form, keeping what was typed', async () => {
    stubRegistration({
      register: () =>
        json(400, {
          statusCode: 400,
          code: 'VALIDATION',
          message: 'Invalid.',
          errors: { Email: [FIELD_MESSAGES.emailTaken], General: ['Try later.'] },
        }),
    });
    const { user } = renderApp('/entry/register', { language: 'fr' });
    await user.click(await screen.findByRole('radio', { name: /^Parent/ }));
    await user.type(screen.getByRole('textbox', { name: 'Prénom' }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: 'Nom' }), 'Bélanger');
    await user.type(screen.getByRole('textbox', { name: "Nom d'utilisateur" }), 'ana.b');
    await user.type(screen.getByRole('textbox', { name: 'Adresse courriel' }), 'ana@example.com');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'Maple-Syrup-2026');
    await user.type(screen.getByLabelText(/^Confirmez le mot de passe/), 'Maple-Syrup-2026');
    await user.click(screen.getByRole('checkbox', { name: /J'accepte les conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    expect(await screen.findByText('Un compte utilise déjà cette adresse courriel.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Try later.');
    expect(screen.getByRole('textbox', { name: 'Adresse courriel' })).toHaveValue('ana@example.com');
    expect(screen.getByRole('textbox', { name: 'Adresse courriel' })).toHaveFocus();
  });

  it('registers with the referral token and the reader language, then offers to resend the link', async () => {
    const { calls } = stubRegistration();
    const { user } = renderApp('/entry/register?referralToken=friend-42');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create my account' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Check your inbox' })).toHaveFocus();
    expect(screen.getByText('ana@example.com')).toBeInTheDocument();
    const [request] = calls('POST', '/api/account/register');
    expect(request!.url.searchParams.get('referralToken')).toBe('friend-42');
    expect(request!.body).toEqual({
      role: Role.Parent,
      firstName: 'Ana',
      lastName: 'Bélanger',
      userName: 'ana.b',
      email: 'ana@example.com',
      password: 'Maple-Syrup-2026',
      passwordConfirmation: 'Maple-Syrup-2026',
      doesAgree: true,
      language: 'en',
    });

    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText(/A new confirmation link is on its way/)).toBeInTheDocument();
    await waitFor(() => expect(calls('POST', '/api/account/resendActivation')).toHaveLength(1));
    expect(calls('POST', '/api/account/resendActivation')[0]!.url.searchParams.get('userId')).toBe(newUser.id);
  });
});
