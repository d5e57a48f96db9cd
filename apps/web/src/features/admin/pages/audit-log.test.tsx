import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Role, type AdminAuditEntry, type AdminAuditLogResponse } from '@kinderly/shared';
import { fakeUser, signInFakeUser } from '../../../test/fake-session.ts';
import { json, stubFetch, type StubRequest } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';

const SLOW = { timeout: 30_000 };
const SIGNED_IN = { 'GET /api/account/getUser': json(200, fakeUser({ firstName: 'Morgan' })) };
const ADMIN = '11111111-1111-4111-8111-111111111111';
const PARENT = '22222222-2222-4222-8222-222222222222';

const entry = (index: number, over: Partial<AdminAuditEntry> = {}): AdminAuditEntry => ({
  id: `33333333-3333-4333-8333-00000000000${index}`,
  createdAt: `2026-11-25T10:0${index}:00.000Z`,
  actor: { id: ADMIN, name: 'Morgan Gagnon', email: 'admin@kinderly.example' },
  actorUserId: ADMIN,
  action: 'user.view',
  targetType: 'user',
  targetId: PARENT,
  targetName: 'Camille Roy',
  ip: '203.0.113.7',
  ...over,
});

const page = (items: AdminAuditEntry[], total = items.length, pageNumber = 1): AdminAuditLogResponse => ({
  items,
  actions: ['chat.room.read', 'user.view'],
  total,
  page: pageNumber,
  pageSize: 25,
});

describe('the audit log (SuperAdmin)', SLOW, () => {
  it('lists who did what, on what, when and from where, newest first, and filters by action', async () => {
    signInFakeUser({ role: Role.SuperAdmin });
    const { calls } = stubFetch({
      ...SIGNED_IN,
      'GET /api/admin/audit-log': (request: StubRequest) =>
        json(
          200,
          request.url.searchParams.get('action') === 'chat.room.read'
            ? page([entry(2, { action: 'chat.room.read', targetType: 'chat_room', targetId: 'room-1' })])
            : page([entry(1), entry(0, { actor: null })], 30),
        ),
    });
    renderApp('/admin/audit-log');

    const list = await screen.findByRole('list', { name: 'Audit log' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent("Morgan Gagnon: viewed a user's details");
    expect(rows[0]).toHaveTextContent('(IP address 203.0.113.7)');
    expect(within(rows[0]!).getByRole('link', { name: 'User Camille Roy' })).toHaveAttribute(
      'href',
      `/admin/users/${PARENT}`,
    );
    expect(rows[1]).toHaveTextContent('A former administrator');
    expect(screen.getByRole('status')).toHaveTextContent('30 entries');
    expect(screen.getByRole('navigation')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Action' }));
    await userEvent.click(await screen.findByRole('option', { name: 'read a reported conversation' }));

    expect(await screen.findByText('Morgan Gagnon: read a reported conversation')).toBeInTheDocument();
    expect(calls('GET', '/api/admin/audit-log').at(-1)!.url.searchParams.get('action')).toBe('chat.room.read');
  });

  it("links a view of a child's or a provider's bookings, and a job's retry, to that page", async () => {
    signInFakeUser({ role: Role.SuperAdmin });
    const CHILD = '44444444-4444-4444-8444-444444444444';
    const JOB = '55555555-5555-4555-8555-555555555555';
    stubFetch({
      ...SIGNED_IN,
      'GET /api/admin/audit-log': json(
        200,
        page([
          entry(1, { action: 'booking-info.child.view', targetType: 'child', targetId: CHILD, targetName: null }),
          entry(0, { action: 'booking-info.provider.view' }),
          entry(2, { action: 'job.retry', targetType: 'job', targetId: JOB, targetName: null }),
        ]),
      ),
    });
    renderApp('/admin/audit-log');
    const rows = within(await screen.findByRole('list', { name: 'Audit log' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent("Morgan Gagnon: viewed a child's bookings");
    expect(within(rows[0]!).getByRole('link', { name: `Child ${CHILD}` })).toHaveAttribute(
      'href',
      `/admin/booking-info-child?childId=${CHILD}`,
    );
    expect(rows[1]).toHaveTextContent('Morgan Gagnon: viewed the bookings at a provider');
    expect(within(rows[1]!).getByRole('link', { name: 'User Camille Roy' })).toHaveAttribute(
      'href',
      `/admin/booking-info-provider?userId=${PARENT}`,
    );
    expect(rows[2]).toHaveTextContent('Morgan Gagnon: ran a failed job again');
    expect(within(rows[2]!).getByRole('link', { name: `Job ${JOB}` })).toHaveAttribute('href', '/admin/failed-jobs');
  });
});
