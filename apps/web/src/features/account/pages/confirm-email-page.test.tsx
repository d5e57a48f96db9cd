import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeLoginResponse, fakeUser } from '../../../test/fake-session.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { useAuthStore } from '../../../lib/auth/index.ts';

const USER_ID = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const invalid = (user?: { id: string; emailConfirmed: boolean }) =>
  json(400, {
    statusCode: 400,
    error: 'Bad Request',
    code: 'INVALID_TOKEN',
    message: 'Not valid any more.',
    ...(user ? { user } : {}),
  });

describe('e-mail confirmation landing', () => {
  it('confirms once with the link query, signs in and leads to the home page', async () => {
    const result = fakeLoginResponse({ registrationComplete: false });
    const { calls } = stubFetch({
      'POST /api/account/confirmemail': json(200, result),
      'GET /api/account/getUser': json(200, fakeUser({ registrationComplete: false })),
    });
    const { user, location } = renderApp(`/confirm-email?userId=${USER_ID}&etoken=tok-1`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your e-mail address is confirmed' }),
    ).toBeInTheDocument();
    expect(calls('POST', '/api/account/confirmemail')).toHaveLength(1);
    expect(Object.fromEntries(calls('POST', '/api/account/confirmemail')[0]!.url.searchParams)).toEqual({
      userId: USER_ID,
      etoken: 'tok-1',
    });
    expect(useAuthStore.getState().session).toEqual(result);

    await user.click(screen.getByRole('link', { name: 'Go to my home page' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Camille' })).toBeInTheDocument();
    expect(location()).toBe('/app/home');
    expect(screen.getByRole('link', { name: 'Complete your profile' })).toHaveAttribute(
      'href',
      '/app/register-supplement',
    );
  });

  it('offers a new link when this one has expired', async () => {
    const { calls } = stubFetch({
      'POST /api/account/confirmemail': invalid({ id: USER_ID, emailConfirmed: false }),
      'POST /api/account/resendActivation': json(200, { message: 'Sent.' }),
    });
    const { user } = renderApp(`/confirm-email?userId=${USER_ID}&etoken=old`);

    expect(await screen.findByRole('heading', { level: 1, name: 'This link has expired' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText(/A new confirmation link is on its way/)).toBeInTheDocument();
    expect(calls('POST', '/api/account/resendActivation')[0]!.url.searchParams.get('userId')).toBe(USER_ID);
    expect(useAuthStore.getState().session).toBeNull();
  });

  it('sends a used link of a confirmed account to sign in', async () => {
    stubFetch({ 'POST /api/account/confirmemail': invalid({ id: USER_ID, emailConfirmed: true }) });
    renderApp(`/confirm-email?userId=${USER_ID}&etoken=used`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your e-mail address is already confirmed' }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/entry/login',
    );
  });

  it('does not call the server for an incomplete link', async () => {
    const { requests } = stubFetch({});
    renderApp('/confirm-email?userId=not-a-uuid');

    expect(await screen.findByRole('heading', { level: 1, name: 'This link does not work' })).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});
