import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Role, type AdminFailedJob, type AdminFailedJobsResponse } from '@kinderly/shared';
import { fakeUser, signInFakeUser } from '../../../test/fake-session.ts';
import { json, stubFetch, type StubRequest } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';

const SLOW = { timeout: 30_000 };
const SIGNED_IN = { 'GET /api/account/getUser': json(200, fakeUser({ firstName: 'Morgan' })) };
const FAILED_ID = '55555555-5555-4555-8555-555555555555';
const RETRYING_ID = '66666666-6666-4666-8666-666666666666';
const PARENT = '22222222-2222-4222-8222-222222222222';

const job = (over: Partial<AdminFailedJob> = {}): AdminFailedJob => ({
  id: FAILED_ID,
  name: 'notifications.deliver',
  state: 'failed',
  attempts: 5,
  maxAttempts: 5,
  lastError: 'Error: SMTP 451 mailbox busy',
  runAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-11-25T12:00:00.000Z',
  summary: { kinds: ['booking.approved'], recipientIds: [PARENT], recipientCount: 1, references: [] },
  ...over,
});

const page = (items: AdminFailedJob[]): AdminFailedJobsResponse => ({
  items,
  names: ['booking.expire', 'notifications.deliver'],
  total: items.length,
  page: 1,
  pageSize: 20,
});

describe('failed jobs (SuperAdmin)', SLOW, () => {
  it('lists failed and retrying jobs with their error and summary, and retries a failed one', async () => {
    signInFakeUser({ role: Role.SuperAdmin });
    let retried = false;
    const retrying = job({
      id: RETRYING_ID,
      name: 'booking.expire',
      state: 'pending',
      attempts: 1,
      lastError: 'Error: gateway timeout',
      summary: {
        kinds: [],
        recipientIds: [],
        recipientCount: 0,
        references: [{ key: 'orderId', id: '77777777-7777-4777-8777-777777777777' }],
      },
    });
    const { calls } = stubFetch({
      ...SIGNED_IN,
      'GET /api/admin/jobs/failed': (request: StubRequest) =>
        json(
          200,
          request.url.searchParams.get('name') === 'booking.expire'
            ? page([retrying])
            : page([retried ? job({ state: 'pending', maxAttempts: 6 }) : job(), retrying]),
        ),
      [`POST /api/admin/jobs/${FAILED_ID}/retry`]: () => {
        retried = true;
        return json(200, { data: job({ state: 'pending', maxAttempts: 6 }) });
      },
    });
    renderApp('/admin/failed-jobs');

    const list = await screen.findByRole('list', { name: 'Failed jobs' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('notifications.deliver');
    expect(rows[0]).toHaveTextContent('Failed');
    expect(rows[0]).toHaveTextContent('Attempt 5 of 5');
    expect(rows[0]).toHaveTextContent('Notifications: booking.approved');
    expect(rows[0]).toHaveTextContent(`1 recipient (${PARENT})`);
    expect(rows[0]).toHaveTextContent('Error: SMTP 451 mailbox busy');
    expect(rows[1]).toHaveTextContent('Retrying');
    expect(rows[1]).toHaveTextContent('orderId: 77777777-7777-4777-8777-777777777777');
    // Only a failed job has a retry; a retrying one waits for its next try.
    expect(within(rows[1]!).queryByRole('button', { name: /Retry/ })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('2 jobs');

    await userEvent.click(within(rows[0]!).getByRole('button', { name: 'Retry notifications.deliver' }));
    expect(await screen.findByText('The job notifications.deliver will run again in a moment.')).toBeInTheDocument();
    expect(calls('POST', `/api/admin/jobs/${FAILED_ID}/retry`)).toHaveLength(1);
    await screen.findByText(
      (_, element) => element?.tagName === 'LI' && /Retrying.*Attempt 5 of 6/.test(element.textContent ?? ''),
    );

    await userEvent.click(screen.getByRole('combobox', { name: 'Job' }));
    await userEvent.click(await screen.findByRole('option', { name: 'booking.expire' }));
    await screen.findByText('1 job');
    expect(calls('GET', '/api/admin/jobs/failed').at(-1)!.url.searchParams.get('name')).toBe('booking.expire');
  });

  it('says so when a job is no longer failed', async () => {
    signInFakeUser({ role: Role.SuperAdmin });
    stubFetch({
      ...SIGNED_IN,
      'GET /api/admin/jobs/failed': json(200, page([job()])),
      [`POST /api/admin/jobs/${FAILED_ID}/retry`]: json(409, { statusCode: 409, message: 'Not failed.' }),
    });
    renderApp('/admin/failed-jobs');
    await userEvent.click(await screen.findByRole('button', { name: 'Retry notifications.deliver' }));
    expect(await screen.findByText(/This job is no longer failed/)).toBeInTheDocument();
  });

  it('shows an empty state when nothing failed', async () => {
    signInFakeUser({ role: Role.SuperAdmin });
    stubFetch({ ...SIGNED_IN, 'GET /api/admin/jobs/failed': json(200, { ...page([]), names: [] }) });
    renderApp('/admin/failed-jobs');
    expect(await screen.findByText(/Nothing has failed/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Failed jobs' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('0 jobs');
  });

  it('is linked from the index with its count', async () => {
    signInFakeUser({ role: Role.SuperAdmin });
    stubFetch({ ...SIGNED_IN, 'GET /api/admin/jobs/failed': json(200, { ...page([job()]), total: 3 }) });
    renderApp('/admin');
    const card = (await screen.findByRole('heading', { level: 3, name: 'Failed jobs' })).closest('a')!;
    expect(card).toHaveAttribute('href', '/admin/failed-jobs');
    expect(await within(card).findByText('3 jobs failed or retrying')).toBeInTheDocument();
  });
});
