import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from '@kinderly/shared';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';

const USER_ID = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

describe('forgot password', () => {
  it('answers alike whether or not the address has an account', async () => {
    const { calls } = stubFetch({ 'POST /api/account/forgotPassword': json(200, { message: 'If an account...' }) });
    const { user } = renderApp('/forgotpassword');

    await user.type(await screen.findByRole('textbox', { name: 'E-mail address' }), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));

    expect(
      await screen.findByText(/If an account uses nobody@example.com, we have sent it a link/),
    ).toBeInTheDocument();
    expect(calls('POST', '/api/account/forgotPassword')[0]!.body).toEqual({ email: 'nobody@example.com' });
  });
});

describe('reset password', () => {
  it('sends the link ids with the new password', async () => {
    const { calls } = stubFetch({ 'POST /api/account/resetPassword': json(200, { message: 'Changed.' }) });
    const { user } = renderApp(`/resetpassword?userId=${USER_ID}&token=reset-1`);

    await user.type(await screen.findByLabelText(/^New password/), 'Maple-Syrup-2026');
    await user.type(screen.getByLabelText(/^Confirm the password/), 'Maple-Syrup-2026');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your password has been changed' }),
    ).toBeInTheDocument();
    expect(calls('POST', '/api/account/resetPassword')[0]!.body).toEqual({
      userId: USER_ID,
      token: 'reset-1',
      password: 'Maple-Syrup-2026',
      passwordConfirmation: 'Maple-Syrup-2026',
    });
  });

  it('checks the passwords before sending, and explains an expired link', async () => {
    const { calls } = stubFetch({
      'POST /api/account/resetPassword': json(400, {
        statusCode: 400,
        code: 'INVALID_TOKEN',
        message: 'Not valid any more.',
      }),
    });
    const { user } = renderApp(`/resetpassword?userId=${USER_ID}&token=reset-1`);

    await user.type(await screen.findByLabelText(/^New password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText(FIELD_MESSAGES.passwordShort)).toBeInTheDocument();
    expect(calls('POST', '/api/account/resetPassword')).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^New password/));
    await user.type(screen.getByLabelText(/^New password/), 'Maple-Syrup-2026');
    await user.type(screen.getByLabelText(/^Confirm the password/), 'Maple-Syrup-2027');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText(FIELD_MESSAGES.passwordMismatch)).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Confirm the password/));
    await user.type(screen.getByLabelText(/^Confirm the password/), 'Maple-Syrup-2026');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This password reset link is not valid any more.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgotpassword');
  });

  it('says so when the link is incomplete', async () => {
    renderApp('/resetpassword?userId=abc');
    expect(await screen.findByText(/This password reset link is incomplete/)).toBeInTheDocument();
  });
});
