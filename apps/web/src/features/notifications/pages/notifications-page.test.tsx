import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_HUB_EVENT, Role, type Notification } from '@kinderly/shared';
import { fakeUser, signInFakeUser } from '../../../test/fake-session.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';

// The hub as the bell sees it: listeners it registers, and a way for the test to deliver an event.
const hub = vi.hoisted(() => {
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const socket = {
    connected: true,
    recovered: false,
    on(event: string, listener: (payload: unknown) => void) {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener));
      return socket;
    },
    off(event: string, listener: (payload: unknown) => void) {
      listeners.get(event)?.delete(listener);
      return socket;
    },
    emit: () => socket,
    connect: () => socket,
    disconnect: () => socket,
  };
  return { socket, deliver: (event: string, payload: unknown) => listeners.get(event)?.forEach((l) => l(payload)) };
});
vi.mock('socket.io-client', () => ({ io: () => hub.socket }));

const item = (overrides: Partial<Notification> = {}): Notification => ({
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'booking.approved',
  title: { en: 'Booking approved: Léa on Monday', fr: 'Réservation acceptée : Léa lundi' },
  body: {
    en: 'Maple approved the day.\n\nAddress: 1 Main St.',
    fr: 'Maple a accepté la journée.\n\nAdresse : 1 rue Main.',
  },
  link: '/app/home',
  createdAt: '2026-11-26T15:00:00.000Z',
  readAt: null,
  ...overrides,
});

describe('the notification centre', () => {
  it('counts unread notifications on the bell and updates it live from the hub, with a toast', async () => {
    signInFakeUser({ role: Role.Parent });
    stubFetch({
      'GET /api/account/getUser': json(200, fakeUser()),
      'GET /api/notifications/unreadCount': json(200, { unreadCount: 2 }),
    });
    renderApp('/app/home');
    const bell = await screen.findByRole('link', { name: 'Notifications, 2 unread' });
    expect(bell).toHaveAttribute('href', '/app/notifications');
    // The hub's client is loaded after the page painted; then a new notification arrives.
    await waitFor(() => expect(hub.socket.on).toBeDefined());
    await act(async () => {
      await new Promise((done) => setTimeout(done, 50));
      hub.deliver(NOTIFICATION_HUB_EVENT, {
        id: '00000000-0000-4000-8000-000000000009',
        kind: 'booking.refused',
        title: { en: 'Booking refused: Léa on Friday', fr: 'Réservation refusée : Léa vendredi' },
        body: { en: 'Sorry.', fr: 'Désolé.' },
        link: null,
        createdAt: '2026-11-26T16:00:00.000Z',
        unreadCount: 3,
      });
    });
    expect(await screen.findByRole('link', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
    expect(await screen.findByText('Booking refused: Léa on Friday')).toBeInTheDocument();
  });

  it('lists the notifications, opens one (marking it read) and marks all read', async () => {
    signInFakeUser({ role: Role.Parent });
    let unread = 2;
    const { calls } = stubFetch({
      'GET /api/account/getUser': json(200, fakeUser()),
      'GET /api/notifications/unreadCount': () => json(200, { unreadCount: unread }),
      'GET /api/notifications': () =>
        json(200, {
          items: [
            item(),
            item({
              id: '00000000-0000-4000-8000-000000000002',
              title: { en: 'Older', fr: 'Ancienne' },
              body: { en: 'Earlier.', fr: 'Avant.' },
            }),
          ],
          unreadCount: unread,
          nextAfter: null,
        }),
      'PUT /api/notifications/00000000-0000-4000-8000-000000000001/read': () => {
        unread -= 1;
        return json(200, item({ readAt: '2026-11-26T16:00:00.000Z' }));
      },
      'PUT /api/notifications/readAll': () => {
        const marked = unread;
        unread = 0;
        return json(200, { marked, unreadCount: 0 });
      },
    });
    const { user, location } = renderApp('/app/notifications');
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(await screen.findByText('2 unread')).toBeInTheDocument();
    expect(within(list).getByText('Maple approved the day.')).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: /Booking approved: Léa on Monday/ }));
    await waitFor(() => expect(location()).toBe('/app/home'));
    expect(calls('PUT', '/api/notifications/00000000-0000-4000-8000-000000000001/read')).toHaveLength(1);

    await user.click(await screen.findByRole('link', { name: 'Notifications, 1 unread' }));
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('You have read everything.')).toBeInTheDocument();
    expect(calls('PUT', '/api/notifications/readAll')).toHaveLength(1);
  });
});
