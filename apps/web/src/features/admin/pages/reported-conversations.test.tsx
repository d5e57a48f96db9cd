import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Role, type ChatMessage, type ChatReport } from '@kinderly/shared';
import { fakeUser, signInFakeUser } from '../../../test/fake-session.ts';
import { json, stubFetch, type StubRequest } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';

const SLOW = { timeout: 30_000 };
const SIGNED_IN = { 'GET /api/account/getUser': json(200, fakeUser({ firstName: 'Morgan' })) };
const ROOM = '44444444-4444-4444-8444-444444444444';
const FAMILY = '55555555-5555-4555-8555-555555555555';
const OWNER = '66666666-6666-4666-8666-666666666666';
const PROVIDER = '77777777-7777-4777-8777-777777777777';

const report: ChatReport = {
  roomId: ROOM,
  family: { userId: FAMILY, displayName: 'Sam Tremblay' },
  provider: { userId: OWNER, providerId: PROVIDER, displayName: 'Maple Daycare' },
  reports: [
    {
      reporter: { userId: OWNER, displayName: 'Ana Silva' },
      reason: 'Asks to pay in cash.',
      createdAt: '2026-11-25T10:00:00.000Z',
    },
  ],
  lastReportedAt: '2026-11-25T10:00:00.000Z',
  messageCount: 3,
};

const message = (index: number, over: Partial<ChatMessage> = {}): ChatMessage => ({
  id: `88888888-8888-4888-8888-00000000000${index}`,
  roomId: ROOM,
  index,
  senderId: index % 2 ? FAMILY : OWNER,
  text: `Message ${index}`,
  createdAt: `2026-11-24T10:0${index}:00.000Z`,
  editedAt: null,
  deletedAt: null,
  distributedAt: null,
  seenAt: null,
  readAt: null,
  files: [],
  reactions: [],
  ...over,
});

const MESSAGES = `/api/admin/chat/reports/${ROOM}/messages`;

describe('reported conversations (SuperAdmin)', SLOW, () => {
  it('counts them on /admin and lists them with the latest report', async () => {
    signInFakeUser({ role: Role.SuperAdmin });
    stubFetch({
      ...SIGNED_IN,
      'GET /api/admin/chat/reports': json(200, { items: [report], total: 1 }),
      'GET /api/admin/users': json(500, { message: 'Down' }),
    });
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Administration' })).toBeInTheDocument();
    const card = await screen.findByRole('link', { name: /Reported conversations/ });
    expect(await within(card).findByText('1 conversation reported')).toBeInTheDocument();
    // A count that cannot be read says so on its card; the page stays.
    const users = screen.getByRole('link', { name: /Users/ });
    expect(await within(users).findByText('The count could not be loaded.')).toBeInTheDocument();
    await userEvent.setup().click(card);
    expect(await screen.findByRole('heading', { level: 1, name: 'Reported conversations' })).toBeInTheDocument();
    const row = screen.getByRole('link', { name: /Sam Tremblay and Maple Daycare/ });
    expect(row).toHaveAttribute('href', `/admin/reported-conversations/${ROOM}`);
    expect(within(row).getByText('Ana Silva: Asks to pay in cash.')).toBeInTheDocument();
    expect(within(row).getByText('3 messages')).toBeInTheDocument();
  });

  it('shows the reports, then the messages oldest first, deleted ones as such, older pages on demand', async () => {
    signInFakeUser({ role: Role.SuperAdmin });
    const { calls } = stubFetch({
      ...SIGNED_IN,
      [`GET /api/admin/chat/reports/${ROOM}`]: json(200, { data: report }),
      [`GET ${MESSAGES}`]: (request: StubRequest) =>
        request.url.searchParams.get('lastLoadedMessageIndexId') === '2'
          ? json(200, { items: [message(1)], lastLoadedMessageIndexId: 1, hasMore: false })
          : json(200, {
              items: [message(3, { text: null, deletedAt: '2026-11-24T11:00:00.000Z' }), message(2)],
              lastLoadedMessageIndexId: 2,
              hasMore: true,
            }),
    });
    renderApp(`/admin/reported-conversations/${ROOM}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sam Tremblay and Maple Daycare' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Asks to pay in cash.')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: '3 messages' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Maple Daycare.*Message 2$/),
      expect.stringMatching(/^Sam Tremblay.*Message deleted$/),
    ]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show older messages' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(/^Sam Tremblay.*Message 1$/);
    expect(screen.queryByRole('button', { name: 'Show older messages' })).not.toBeInTheDocument();
    expect(calls('GET', MESSAGES).map((call) => call.url.searchParams.get('lastLoadedMessageIndexId'))).toEqual([
      null,
      '2',
    ]);
  });

  it('says a conversation nobody reported stays private', async () => {
    signInFakeUser({ role: Role.SuperAdmin });
    stubFetch({ ...SIGNED_IN, [`GET /api/admin/chat/reports/${ROOM}`]: json(404, { message: 'No such chat room.' }) });
    renderApp(`/admin/reported-conversations/${ROOM}`);
    expect(
      await screen.findByText('Nobody reported this conversation, so it stays private to its two participants.'),
    ).toBeInTheDocument();
  });

  it('is not found for a parent', async () => {
    signInFakeUser({ role: Role.Parent });
    stubFetch(SIGNED_IN);
    renderApp('/admin/reported-conversations');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
