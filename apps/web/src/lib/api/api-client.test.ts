import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { signInFakeUser } from '../../test/fake-session.ts';
import { json, stubFetch } from '../../test/fetch-stub.ts';
import { AUTH_STORAGE_KEY, useAuthStore } from '../auth/index.ts';
import { apiRequest } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { configureApiNavigation } from './api-navigation.ts';

const navigate = vi.fn();
let restore: () => void;

beforeEach(() => {
  navigate.mockReset();
  restore = configureApiNavigation({
    navigate,
    currentPath: () => '/app/settings?tab=language',
    networkErrorMessage: () => 'No connection.',
  });
});
afterEach(() => restore());

/** The rejection of a request, for assertions. */
async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const LOGIN_WITH_RETURN = '/entry/login?returnUrl=%2Fapp%2Fsettings%3Ftab%3Dlanguage';

describe('the bearer token', () => {
  it('goes with every non-public call and never with a public one', async () => {
    const { accessToken } = signInFakeUser();
    const { requests } = stubFetch({
      'GET /api/account/getUser': json(200, { ok: true }),
      'GET /api/account/validateEmail': json(200, {}),
    });

    await apiRequest({ path: '/api/account/getUser' });
    await apiRequest({ path: '/api/account/validateEmail', query: { email: 'a@b.c' }, kind: 'public' });

    expect(requests[0]!.headers.get('Authorization')).toBe(`Bearer ${accessToken}`);
    expect(requests[1]!.headers.get('Authorization')).toBeNull();
    expect(requests[1]!.url.search).toBe('?email=a%40b.c');
  });

  it('sends JSON only when there is a body (the server refuses an empty JSON body)', async () => {
    signInFakeUser();
    const { requests } = stubFetch({
      'POST /api/account/logout': json(200, {}),
      'POST /api/account/updateUserInfo': json(200, {}),
    });

    await apiRequest({ method: 'POST', path: '/api/account/logout' });
    await apiRequest({ method: 'POST', path: '/api/account/updateUserInfo', body: { firstName: 'Ana' } });

    expect(requests[0]!.headers.get('Content-Type')).toBeNull();
    expect(requests[1]!.headers.get('Content-Type')).toBe('application/json');
    expect(requests[1]!.body).toEqual({ firstName: 'Ana' });
  });

  it('without a session, a non-public call goes to login with the way back and sends nothing', async () => {
    const { requests } = stubFetch({});
    const error = await failure(apiRequest({ path: '/api/account/getUser' }));

    expect(requests).toHaveLength(0);
    expect(error.handled).toBe(true);
    expect(navigate).toHaveBeenCalledWith(LOGIN_WITH_RETURN);
  });
});

describe('the error catalogue on non-public calls', () => {
  it('401 clears the session and goes to login with the return path', async () => {
    const status = 401;
    signInFakeUser();
    stubFetch({ 'GET /api/account/getUser': json(status, { message: 'No.' }) });

    const error = await failure(apiRequest({ path: '/api/account/getUser' }));

    expect(error).toMatchObject({ status, handled: true });
    expect(navigate).toHaveBeenCalledWith(LOGIN_WITH_RETURN);
    await vi.waitFor(() => expect(useAuthStore.getState().session).toBeNull());
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it('a 400 with a field map goes back to the form that sent it, session kept', async () => {
    signInFakeUser();
    const errors = { PhoneNumber: ['Enter a valid phone number.'], Body: ['Broken.'] };
    stubFetch({
      'POST /api/account/updateUserInfo': json(400, {
        statusCode: 400,
        message: 'Invalid.',
        code: 'VALIDATION',
        errors,
      }),
    });

    const error = await failure(apiRequest({ method: 'POST', path: '/api/account/updateUserInfo', body: {} }));

    expect(error).toMatchObject({ status: 400, code: 'VALIDATION', handled: false, fieldErrors: errors });
    expect(navigate).not.toHaveBeenCalled();
    expect(useAuthStore.getState().session).not.toBeNull();
  });

  it.each([
    [403, 'Only providers may do this.'],
    [400, 'Bad request.'],
    [500, 'Something went wrong on our side.'],
    [503, 'Database unavailable.'],
    [404, 'No such child.'],
    [409, 'Already booked.'],
  ])('%i goes to the error page with the code and the response detail', async (status, message) => {
    signInFakeUser();
    stubFetch({ 'GET /api/account/getUser': json(status, { statusCode: status, message }) });

    const error = await failure(apiRequest({ path: '/api/account/getUser' }));

    expect(error.handled).toBe(true);
    expect(navigate).toHaveBeenCalledWith(`/error?${new URLSearchParams({ code: String(status), message })}`);
    expect(useAuthStore.getState().session).not.toBeNull();
  });

  it('no response at all goes to the error page with a message', async () => {
    signInFakeUser();
    stubFetch({ 'GET /api/account/getUser': 'network-error' });

    const error = await failure(apiRequest({ path: '/api/account/getUser' }));

    expect(error).toMatchObject({ kind: 'network', handled: true });
    expect(navigate).toHaveBeenCalledWith('/error?message=No+connection.');
  });

  it('an answer that breaks the contract goes to the error page', async () => {
    signInFakeUser();
    stubFetch({ 'GET /api/account/getUserNotifications': json(200, { pushNotifications: 'yes' }) });

    const error = await failure(
      apiRequest({ path: '/api/account/getUserNotifications', schema: z.object({ pushNotifications: z.boolean() }) }),
    );

    expect(error.kind).toBe('invalid-response');
    expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/error\?message=/));
  });

  it('a quiet call (logout) never leaves the page', async () => {
    signInFakeUser();
    stubFetch({ 'POST /api/account/logout': json(500, { message: 'Down.' }) });

    const error = await failure(apiRequest({ method: 'POST', path: '/api/account/logout', quiet: true }));

    expect(error).toMatchObject({ status: 500, handled: false });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves to the caller only the failures it says it shows itself, and routes the others', async () => {
    signInFakeUser();
    stubFetch({
      'POST /api/booking/saveFavoritesLiked': json(503, { message: 'Down.' }),
      'GET /api/booking/getAllProviders': json(401, { message: 'Expired.' }),
    });
    const handledByCaller = (error: ApiError) => error.status !== 401;

    const shown = await failure(
      apiRequest({ method: 'POST', path: '/api/booking/saveFavoritesLiked', handledByCaller }),
    );
    expect(shown).toMatchObject({ status: 503, handled: false });
    expect(navigate).not.toHaveBeenCalled();

    const routed = await failure(apiRequest({ path: '/api/booking/getAllProviders', handledByCaller }));
    expect(routed).toMatchObject({ status: 401, handled: true });
    expect(navigate).toHaveBeenCalledWith('/entry/login?returnUrl=%2Fapp%2Fsettings%3Ftab%3Dlanguage');
  });
});

describe('public calls', () => {
  it.each([
    [401, 'INVALID_CREDENTIALS'],
    [403, 'EMAIL_NOT_CONFIRMED'],
    [400, 'INVALID_TOKEN'],
    [429, 'RATE_LIMITED'],
    [500, undefined],
  ])('pass a %i back to the caller with its body', async (status, code) => {
    stubFetch({
      'POST /api/account/login': json(status, { statusCode: status, message: 'Nope.', code, user: { id: 'u' } }),
    });

    const error = await failure(apiRequest({ method: 'POST', path: '/api/account/login', body: {}, kind: 'public' }));

    expect(error).toMatchObject({ status, code, handled: false, body: { user: { id: 'u' } } });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('pass a missing response back to the caller', async () => {
    stubFetch({ 'POST /api/account/login': 'network-error' });

    const error = await failure(apiRequest({ method: 'POST', path: '/api/account/login', body: {}, kind: 'public' }));

    expect(error.kind).toBe('network');
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('optional-auth calls (error logs, page views)', () => {
  const log = { method: 'POST', path: '/api/log/sendLogToBackend', body: { message: 'x' }, kind: 'optional' } as const;

  it('carry a live token, and nothing without a session', async () => {
    const { requests } = stubFetch({ 'POST /api/log/sendLogToBackend': json(201, { id: 'l' }) });

    await apiRequest(log);
    const { accessToken } = signInFakeUser();
    await apiRequest(log);

    expect(requests[0]!.headers.get('Authorization')).toBeNull();
    expect(requests[1]!.headers.get('Authorization')).toBe(`Bearer ${accessToken}`);
  });

  it('never refresh an expired token: they go without one', async () => {
    signInFakeUser({}, { expiresInMs: -60_000 });
    const { requests, calls } = stubFetch({ 'POST /api/log/sendLogToBackend': json(201, { id: 'l' }) });

    await apiRequest(log);

    expect(calls('POST', '/api/account/refresh')).toHaveLength(0);
    expect(requests[0]!.headers.get('Authorization')).toBeNull();
  });

  it.each([401, 403, 404, 500])(
    'pass a %i back to the caller and never leave the page or end the session',
    async (status) => {
      signInFakeUser();
      stubFetch({ 'POST /api/log/sendLogToBackend': json(status, { message: 'Nope.' }) });

      const error = await failure(apiRequest(log));

      expect(error).toMatchObject({ status, handled: false });
      expect(navigate).not.toHaveBeenCalled();
      expect(useAuthStore.getState().session).not.toBeNull();
    },
  );

  it('pass a missing response back to the caller', async () => {
    stubFetch({ 'POST /api/log/sendLogToBackend': 'network-error' });
    expect((await failure(apiRequest(log))).kind).toBe('network');
    expect(navigate).not.toHaveBeenCalled();
  });
});
