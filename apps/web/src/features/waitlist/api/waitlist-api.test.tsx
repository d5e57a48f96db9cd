import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS, type WaitlistSelections } from '@kinderly/shared';
import { signInFakeUser } from '../../../test/fake-session.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { readStoredWaitlist, startWaitlistWizard } from '../lib/selections-store.ts';
import { EMPTY_WAITLIST_FILTERS, useWaitlistFilters } from './get-waitlist-filters.ts';
import { confirmWaitlist, updateWaitlistEntry, WaitlistUpdateError } from './save-waitlist-entry.ts';

const CHILD = '11111111-1111-4111-8111-111111111111';
const TICKET = '22222222-2222-4222-8222-222222222222';
const complete: WaitlistSelections = {
  Distance: 10,
  RequestedStartDate: '06-09-2027',
  ProviderTypes: [11],
  ChildcareTypes: [21],
  SchoolPlans: [1],
  PaymentOptions: [2],
  ScheduleAvailability: [{ day: 1, timeOfDay: 'morning' }],
};
const filters = { providerTypes: [], childcareTypes: [], schoolPlans: [], paymentOptions: [] };
const ticket = (id = TICKET) => ({
  waitlistTicketId: id,
  childId: CHILD,
  selections: complete,
  createdAt: '2027-03-01T14:00:00.000Z',
  updatedAt: '2027-03-01T14:00:00.000Z',
});

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { gcTime: 0 } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

afterEach(() => vi.useRealTimers());

describe('waitlist filters (SPEC section 4)', () => {
  it('are not fetched while the selections are incomplete: the result is empty', async () => {
    signInFakeUser();
    const { calls } = stubFetch({ 'GET /api/waitlist/filters': json(200, filters) });
    const { result } = renderHook(() => useWaitlistFilters({ ProviderTypes: [11] }), { wrapper });
    expect(result.current.data).toEqual(EMPTY_WAITLIST_FILTERS);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls('GET', API_PATHS.waitlist.filters)).toHaveLength(0);
  });

  it('are fetched once complete, asked again 3 times 1 second apart when the server fails', async () => {
    signInFakeUser();
    let answers = 0;
    const { calls } = stubFetch({
      'GET /api/waitlist/filters': () => (++answers <= 3 ? json(503, { message: 'Down' }) : json(200, filters)),
    });
    const started = Date.now();
    const { result } = renderHook(() => useWaitlistFilters(complete), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true), { timeout: 8000 });
    expect(calls('GET', API_PATHS.waitlist.filters)).toHaveLength(4);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
  }, 15_000);
});

describe('waitlist confirm (SPEC sections 4 and 5)', () => {
  it('creates a new entry without a ticket id, then clears the stored selections', async () => {
    signInFakeUser();
    startWaitlistWizard(CHILD, null, complete);
    const { calls } = stubFetch({ [`POST /api/child/${CHILD}/waitlist`]: json(201, ticket()) });
    await confirmWaitlist({ childId: CHILD, ticketId: null, selections: complete });
    expect(calls('POST', `/api/child/${CHILD}/waitlist`)[0]?.body).toEqual(complete);
    expect(readStoredWaitlist()).toBeNull();
  });

  it('updates the ticket named in the query', async () => {
    signInFakeUser();
    const { calls } = stubFetch({ [`PUT /api/child/${CHILD}/waitlist/${TICKET}`]: json(200, ticket()) });
    await confirmWaitlist({ childId: CHILD, ticketId: TICKET, selections: complete });
    expect(calls('PUT', `/api/child/${CHILD}/waitlist/${TICKET}`)).toHaveLength(1);
  });

  it("refuses an update without the child's or the ticket's id with section 5's messages, and calls nothing", async () => {
    signInFakeUser();
    const { requests } = stubFetch({});
    const error = await updateWaitlistEntry(null, '', complete).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(WaitlistUpdateError);
    expect((error as WaitlistUpdateError).messages).toEqual([
      'Child ID is missing. Waitlist ticket cannot be updated.',
      'Waitlist ticket ID is missing. Waitlist ticket cannot be updated.',
    ]);
    expect(requests).toHaveLength(0);
  });
});
