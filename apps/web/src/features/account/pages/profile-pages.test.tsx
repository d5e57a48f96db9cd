import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FIELD_MESSAGES, Role } from '@kinderly/shared';
import { fakeLoginResponse, fakeUser, signInFakeUser } from '../../../test/fake-session.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { useAuthStore } from '../../../lib/auth/index.ts';

const info = (overrides = {}) => {
  const {
    id,
    userName,
    firstName,
    lastName,
    email,
    phoneNumber,
    dateOfBirth,
    language,
    emailConfirmed,
    isTemporary,
    registrationComplete,
  } = fakeUser(overrides);
  return {
    id,
    userName,
    firstName,
    lastName,
    email,
    phoneNumber,
    dateOfBirth,
    language,
    emailConfirmed,
    isTemporary,
    registrationComplete,
  };
};

describe('edit profile', () => {
  it('saves the changes, clearing an emptied phone number', async () => {
    signInFakeUser();
    const { calls } = stubFetch({
      'GET /api/account/getUser': json(200, fakeUser()),
      'GET /api/account/getUserInfo': json(200, info()),
      'POST /api/account/updateUserInfo': (request) => json(200, { ...info(), ...(request.body as object) }),
    });
    const { user } = renderApp('/app/edit-profile');

    const firstName = await screen.findByRole('textbox', { name: 'First name' });
    await user.clear(firstName);
    await user.type(firstName, 'Camila');
    await user.clear(screen.getByRole('textbox', { name: 'Phone number' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    expect(calls('POST', '/api/account/updateUserInfo')[0]!.body).toEqual({
      firstName: 'Camila',
      lastName: 'Roy',
      phoneNumber: null,
      dateOfBirth: '1990-04-12',
    });
  });

  it('shows a server field error beside its field and keeps the filled form', async () => {
    signInFakeUser();
    stubFetch({
      'GET /api/account/getUser': json(200, fakeUser()),
      'GET /api/account/getUserInfo': json(200, info()),
      'POST /api/account/updateUserInfo': json(400, {
        statusCode: 400,
        code: 'VALIDATION',
        message: 'Invalid.',
        errors: { DateOfBirth: [FIELD_MESSAGES.dateOfBirthAge] },
      }),
    });
    const { user, location } = renderApp('/app/edit-profile', { language: 'fr' });

    const lastName = await screen.findByRole('textbox', { name: 'Nom' });
    await user.clear(lastName);
    await user.type(lastName, 'Roy-Tremblay');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));

    expect(
      await screen.findByText('Vous devez avoir au moins 16 ans.', { selector: '.Mui-error' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Date de naissance/)).toHaveAttribute('aria-invalid', 'true');
    expect(lastName).toHaveValue('Roy-Tremblay');
    expect(location()).toBe('/app/edit-profile');
  });
});

describe('register supplement', () => {
  it('completes the profile, stores the new token and congratulates', async () => {
    signInFakeUser({ registrationComplete: false });
    const completed = fakeLoginResponse(
      { registrationComplete: true, sid: 'session-2' },
      { refreshToken: 'refresh-2' },
    );
    const { calls } = stubFetch({
      'GET /api/account/getUser': json(200, fakeUser({ registrationComplete: false })),
      'GET /api/account/getUserInfo': json(
        200,
        info({ phoneNumber: null, dateOfBirth: null, registrationComplete: false }),
      ),
      'POST /api/account/supplementUserInfo': json(200, completed),
    });
    const { user, location } = renderApp('/app/register-supplement');

    await user.click(await screen.findByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText(FIELD_MESSAGES.phoneInvalid)).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '613-555-0123');
    await user.type(screen.getByLabelText(/^Date of birth/), '1990-04-12');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Congratulations, your profile is complete!' }),
    ).toBeInTheDocument();
    expect(location()).toBe('/app/congratulations');
    expect(calls('POST', '/api/account/supplementUserInfo')[0]!.body).toEqual({
      firstName: 'Camille',
      lastName: 'Roy',
      phoneNumber: '613-555-0123',
      dateOfBirth: '1990-04-12',
    });
    expect(useAuthStore.getState().session).toEqual(completed);
  });
});

describe('notification settings', () => {
  const settingsStub = (initial: { pushNotifications: boolean; emailNotifications: boolean }) =>
    stubFetch({
      'GET /api/account/getUser': json(200, fakeUser()),
      'GET /api/account/getUserNotifications': json(200, initial),
      'GET /api/notifications/unreadCount': json(200, { unreadCount: 0 }),
      'GET /api/notifications/push/key': json(200, {
        publicKey: 'BAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      }),
      'POST /api/notifications/push/subscriptions': json(204),
      'PUT /api/account/updateUserNotifications': (request) =>
        json(200, {
          pushNotifications: request.url.searchParams.get('pushNotifications') === 'true',
          emailNotifications: request.url.searchParams.get('emailNotifications') === 'true',
        }),
    });

  it('saves the e-mail switch with the update call, keeping push as it was', async () => {
    signInFakeUser({ role: Role.Parent });
    const { calls } = settingsStub({ pushNotifications: false, emailNotifications: true });
    const { user } = renderApp('/app/user-settings-notifications');

    const toggle = await screen.findByRole('switch', { name: 'E-mails' });
    expect(toggle).toBeChecked();
    await user.click(toggle);

    expect(await screen.findByText('E-mails are off.')).toBeInTheDocument();
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(calls('PUT', '/api/account/updateUserNotifications')[0]!.url.search).toBe(
      '?pushNotifications=false&emailNotifications=false',
    );
  });

  it('says so, and saves nothing, when the browser cannot show pushes', async () => {
    signInFakeUser({ role: Role.Parent });
    const { calls } = settingsStub({ pushNotifications: false, emailNotifications: true });
    const { user } = renderApp('/app/user-settings-notifications');
    await user.click(await screen.findByRole('switch', { name: 'Push notifications' }));
    expect(await screen.findByText(/This browser cannot show push notifications/)).toBeInTheDocument();
    expect(calls('PUT', '/api/account/updateUserNotifications')).toHaveLength(0);
  });

  it("asks the browser's permission only when push is turned on, subscribes, then saves", async () => {
    signInFakeUser({ role: Role.Parent });
    const subscription = {
      endpoint: 'https://push.example/abc',
      toJSON: () => ({ endpoint: 'https://push.example/abc', keys: { p256dh: 'p', auth: 'a' } }),
    };
    const subscribe = vi.fn(async () => subscription);
    const requestPermission = vi.fn(async () => 'granted');
    vi.stubGlobal('PushManager', class {});
    vi.stubGlobal('Notification', { requestPermission });
    const registration = { pushManager: { getSubscription: async () => null, subscribe } };
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { register: async () => registration, ready: Promise.resolve(registration) },
    });
    try {
      const { calls } = settingsStub({ pushNotifications: false, emailNotifications: true });
      const { user } = renderApp('/app/user-settings-notifications');
      const toggle = await screen.findByRole('switch', { name: 'Push notifications' });
      expect(requestPermission).not.toHaveBeenCalled();
      await user.click(toggle);
      expect(await screen.findByText('Push notifications are on.')).toBeInTheDocument();
      expect(requestPermission).toHaveBeenCalledOnce();
      expect(subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
      const posted = calls('POST', '/api/notifications/push/subscriptions')[0]!;
      expect(posted.body).toEqual({ endpoint: 'https://push.example/abc', keys: { p256dh: 'p', auth: 'a' } });
      expect(calls('PUT', '/api/account/updateUserNotifications')[0]!.url.searchParams.get('pushNotifications')).toBe(
        'true',
      );
    } finally {
      vi.unstubAllGlobals();
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });
});
