import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Role } from '@kinderly/shared';
import { fakeLoginResponse, fakeUser } from '../../../test/fake-session.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { AUTH_STORAGE_KEY, useAuthStore } from '../../../lib/auth/index.ts';

const unconfirmed = {
  id: '0b9d7f3a-1c2e-4d5f-8a9b-0c1d2e3f4a5b',
  userName: 'sam.lee',
  firstName: 'Sam',
  lastName: 'Lee',
  email: 'sam@example.com',
  emailConfirmed: false,
  language: 'en',
};

describe('login page', () => {
  it('explains what is missing, in the reader language', async () => {
    const { user } = renderApp('/entry/login', { language: 'fr' });
    await user.click(await screen.findByRole('button', { name: 'Se connecter' }));

    expect(await screen.findByText("Entrez votre adresse courriel ou votre nom d'utilisateur.")).toBeInTheDocument();
    expect(screen.getByText('Entrez votre mot de passe.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Adresse courriel ou nom d'utilisateur/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('shows a wrong password on the form and keeps what was typed', async () => {
    stubFetch({
      'POST /api/account/login': json(401, { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'No.' }),
    });
    const { user, location } = renderApp('/entry/login');

    await user.type(await screen.findByRole('textbox', { name: /E-mail address or user name/ }), 'camille');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The e-mail address, user name or password is not right.',
    );
    expect(screen.getByRole('textbox', { name: /E-mail address or user name/ })).toHaveValue('camille');
    expect(location()).toBe('/entry/login');
  });

  it('stores the user of an unconfirmed account and shows where the link went', async () => {
    stubFetch({
      'POST /api/account/login': json(403, {
        statusCode: 403,
        code: 'EMAIL_NOT_CONFIRMED',
        message: 'Confirm first.',
        user: unconfirmed,
      }),
      'POST /api/account/resendActivation': json(200, { message: 'Sent.' }),
    });
    const { user, location } = renderApp('/entry/login');

    await user.type(await screen.findByRole('textbox', { name: /E-mail address or user name/ }), 'sam@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Maple-Syrup-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm your e-mail address' })).toBeInTheDocument();
    expect(location()).toBe('/emailnotconfirmed');
    expect(screen.getByText('sam@example.com')).toBeInTheDocument();
    expect(useAuthStore.getState().unconfirmedUser).toEqual(unconfirmed);
  });

  it('signs in and goes back to the return path', async () => {
    const result = fakeLoginResponse({ role: Role.Parent });
    const { requests } = stubFetch({
      'POST /api/account/login': json(200, result),
      'GET /api/account/getUser': json(200, fakeUser()),
      'GET /api/account/getUserNotifications': json(200, { pushNotifications: true }),
    });
    const { user, location } = renderApp('/app/user-settings-notifications');

    await user.type(await screen.findByRole('textbox', { name: /E-mail address or user name/ }), 'camille');
    await user.type(screen.getByLabelText(/^Password/), 'Maple-Syrup-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Notification settings' })).toBeInTheDocument();
    expect(location()).toBe('/app/user-settings-notifications');
    expect(requests[0]!.body).toEqual({ userNameOrEmail: 'camille', password: 'Maple-Syrup-2026' });
    await waitFor(() => expect(localStorage.getItem(AUTH_STORAGE_KEY)).not.toBeNull());
    expect(useAuthStore.getState().session).toEqual(result);
  });
});
