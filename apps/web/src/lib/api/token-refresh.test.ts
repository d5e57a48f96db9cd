import { decompressFromBase64 } from 'lz-string';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_REFRESH_POLL_MS } from '@kinderly/shared';
import { fakeLoginResponse, signInFakeUser } from '../../test/fake-session.ts';
import { json, stubFetch, type StubAnswer } from '../../test/fetch-stub.ts';
import { AUTH_STORAGE_KEY, replaceSession, useAuthStore } from '../auth/index.ts';
import { apiRequest } from './api-client.ts';
import { configureApiNavigation } from './api-navigation.ts';
import { REFRESH_PATH } from './token-refresh.ts';

const navigate = vi.fn();
let restore: () => void;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  navigate.mockReset();
  restore = configureApiNavigation({ navigate, currentPath: () => '/app/home', networkErrorMessage: () => 'Offline.' });
});
afterEach(() => restore());

const later = (ms: number, answer: StubAnswer) => () =>
  new Promise<StubAnswer>((resolve) => setTimeout(() => resolve(answer), ms));
const authorizations = (requests: { path: string; headers: Headers }[]) =>
  requests
    .filter((request) => request.path === '/api/account/getUser')
    .map((request) => request.headers.get('Authorization'));

describe('token refresh', () => {
  it('runs exactly once for concurrent calls; the others wait in poll steps, then go on with the new token', async () => {
    const expired = signInFakeUser({}, { expiresInMs: -1000 });
    const renewed = fakeLoginResponse({}, { refreshToken: 'refresh-2' });
    const { calls, requests } = stubFetch({
      [`POST ${REFRESH_PATH}`]: later(2500, json(200, renewed)),
      'GET /api/account/getUser': json(200, { ok: true }),
    });

    const results = Promise.all([1, 2, 3].map(() => apiRequest({ path: '/api/account/getUser' })));

    await vi.advanceTimersByTimeAsync(2600);
    // The refresh has answered: the caller that ran it went on at once, the waiters are still in their poll step.
    expect(calls('POST', REFRESH_PATH)).toHaveLength(1);
    expect(calls('GET', '/api/account/getUser')).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(3 * TOKEN_REFRESH_POLL_MS - 2600);
    await expect(results).resolves.toHaveLength(3);
    expect(calls('POST', REFRESH_PATH)).toHaveLength(1);
    expect(calls('POST', REFRESH_PATH)[0]!.body).toEqual({
      accessToken: expired.accessToken,
      refreshToken: 'refresh-1',
    });
    expect(authorizations(requests)).toEqual(Array(3).fill(`Bearer ${renewed.accessToken}`));
  });

  it('replaces the stored token with the answer', async () => {
    signInFakeUser({}, { expiresInMs: -1000 });
    const renewed = fakeLoginResponse({}, { refreshToken: 'refresh-2' });
    stubFetch({ [`POST ${REFRESH_PATH}`]: json(200, renewed), 'GET /api/account/getUser': json(200, {}) });

    await apiRequest({ path: '/api/account/getUser' });

    expect(useAuthStore.getState().session).toEqual(renewed);
    expect(JSON.parse(decompressFromBase64(localStorage.getItem(AUTH_STORAGE_KEY)!))).toEqual(renewed);
  });

  it('refreshes a token about to expire, and not one with time left', async () => {
    signInFakeUser({}, { expiresInMs: 10_000 });
    const { calls } = stubFetch({
      [`POST ${REFRESH_PATH}`]: json(200, fakeLoginResponse()),
      'GET /api/account/getUser': json(200, {}),
    });
    await apiRequest({ path: '/api/account/getUser' });
    expect(calls('POST', REFRESH_PATH)).toHaveLength(1);

    await apiRequest({ path: '/api/account/getUser' });
    expect(calls('POST', REFRESH_PATH)).toHaveLength(1);
  });

  it('a refused refresh logs out to login, once, and the waiting calls fail without being sent', async () => {
    signInFakeUser({}, { expiresInMs: -1000 });
    const { calls } = stubFetch({
      [`POST ${REFRESH_PATH}`]: later(1500, json(401, { message: 'The session has ended.' })),
      'GET /api/account/getUser': json(200, {}),
    });

    const results = Promise.allSettled([1, 2].map(() => apiRequest({ path: '/api/account/getUser' })));
    await vi.advanceTimersByTimeAsync(3000);
    const settled = await results;

    expect(settled.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(
      settled.map((result) => result.status === 'rejected' && (result.reason as { handled: boolean }).handled),
    ).toEqual([true, true]);
    expect(calls('POST', REFRESH_PATH)).toHaveLength(1);
    expect(calls('GET', '/api/account/getUser')).toHaveLength(0);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/entry/login?returnUrl=%2Fapp%2Fhome');
    await vi.waitFor(() => expect(useAuthStore.getState().session).toBeNull());
  });

  it('a refresh that gets no answer goes to the error page and keeps the session', async () => {
    const expired = signInFakeUser({}, { expiresInMs: -1000 });
    stubFetch({ [`POST ${REFRESH_PATH}`]: 'network-error' });

    await expect(apiRequest({ path: '/api/account/getUser' })).rejects.toMatchObject({ handled: true });

    expect(navigate).toHaveBeenCalledWith('/error?message=Offline.');
    expect(useAuthStore.getState().session).toEqual(expired);
  });

  it('takes the token another tab has refreshed instead of spending the refresh token again', async () => {
    signInFakeUser({}, { expiresInMs: -1000 });
    const otherTab = fakeLoginResponse({}, { refreshToken: 'refreshed-elsewhere' });
    const before = useAuthStore.getState();
    replaceSession(otherTab); // what the other tab wrote to localStorage...
    useAuthStore.setState(before); // ...while this tab still holds the old token in memory
    const { calls, requests } = stubFetch({ 'GET /api/account/getUser': json(200, {}) });

    await apiRequest({ path: '/api/account/getUser' });

    expect(calls('POST', REFRESH_PATH)).toHaveLength(0);
    expect(authorizations(requests)).toEqual([`Bearer ${otherTab.accessToken}`]);
  });
});
