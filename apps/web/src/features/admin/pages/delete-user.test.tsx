import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Role, type AdminUserDetails } from '@kinderly/shared';
import { fakeUser, signInFakeUser } from '../../../test/fake-session.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';

const SLOW = { timeout: 90_000 };
const SIGNED_IN = { 'GET /api/account/getUser': json(200, fakeUser({ firstName: 'Morgan' })) };
const USER = '99999999-9999-4999-8999-999999999999';

const details: AdminUserDetails = {
  id: USER,
  userName: 'lina.roy',
  firstName: 'Lina',
  lastName: 'Roy',
  email: 'lina@example.com',
  roles: [Role.Parent],
  currentRole: Role.Parent,
  emailConfirmed: true,
  isTemporary: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  phoneNumber: null,
  registrationComplete: true,
  language: 'en',
  children: [],
  business: null,
  cards: [],
  activity: { signIns: [], bookings: 0, lastBookingAt: null, waitlistEntries: 0, chatRooms: 0 },
};

const EMPTY_LIST = { items: [], total: 0, page: 1, pageSize: 25 };

describe('deleting a user from their details', SLOW, () => {
  it('asks for the verification word, then deletes and goes back to the list', async () => {
    signInFakeUser({ role: Role.SuperAdmin });
    const { calls } = stubFetch({
      ...SIGNED_IN,
      [`GET /api/admin/users/${USER}`]: json(200, { data: details }),
      'POST /api/admin/deleteUser': json(200, { message: 'ok', cancelledOrders: 0, withdrawnWaitlistRequests: 0 }),
      'GET /api/admin/users': json(200, EMPTY_LIST),
    });
    const { user, location } = renderApp(`/admin/users/${USER}`);
    await user.click(await screen.findByRole('button', { name: 'Delete user' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Lina Roy?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Type "continue" to confirm' }), 'continue');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    await waitFor(() => expect(location()).toBe('/admin/users'));
    expect(calls('POST', '/api/admin/deleteUser').map((call) => call.body)).toEqual([{ userId: USER }]);
    expect(await screen.findByText('Lina Roy was deleted.')).toBeInTheDocument();
  });

  it('calls nothing when the dialog is cancelled, and shows a refusal on the page', async () => {
    signInFakeUser({ role: Role.SuperAdmin });
    const { calls } = stubFetch({
      ...SIGNED_IN,
      [`GET /api/admin/users/${USER}`]: json(200, { data: details }),
      'POST /api/admin/deleteUser': json(409, {
        statusCode: 409,
        code: 'CONFLICT',
        message: 'last administrator',
        errors: { UserId: ['last administrator'] },
      }),
    });
    const { user } = renderApp(`/admin/users/${USER}`);
    await user.click(await screen.findByRole('button', { name: 'Delete user' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls('POST', '/api/admin/deleteUser')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete user' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByRole('textbox'), 'continue');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('This is the last administrator: make someone else an administrator first.'),
    ).toBeInTheDocument();
    expect(calls('POST', '/api/admin/deleteUser')).toHaveLength(1);
  });

  it('offers no delete button on your own account', async () => {
    signInFakeUser({ role: Role.SuperAdmin, sub: USER });
    stubFetch({ ...SIGNED_IN, [`GET /api/admin/users/${USER}`]: json(200, { data: details }) });
    renderApp(`/admin/users/${USER}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lina Roy' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete user' })).not.toBeInTheDocument();
  });
});
