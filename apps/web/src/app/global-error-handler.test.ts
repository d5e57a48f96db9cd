import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api/api-error.ts';
import { configureApiNavigation } from '../lib/api/api-navigation.ts';
import { onAppReset, resetAppState } from '../lib/auth/index.ts';
import { resetSentryForTests } from '../lib/errors/deliver-report.ts';
import { json, stubFetch } from '../test/fetch-stub.ts';
import { installGlobalErrorHandler } from './global-error-handler.ts';

const sentry = vi.hoisted(() => {
  const capture = vi.fn();
  return { capture, startSentry: vi.fn(() => capture) };
});
vi.mock('../lib/errors/sentry-reporter.ts', () => ({ startSentry: sentry.startSentry }));

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function throwUncaught(error: unknown, message = error instanceof Error ? error.message : String(error)) {
  const event = new ErrorEvent('error', { error, message, cancelable: true });
  window.dispatchEvent(event);
  return event;
}

function rejectUnhandled(reason: unknown) {
  const event = new Event('unhandledrejection', { cancelable: true });
  Object.assign(event, { reason, promise: Promise.resolve() });
  window.dispatchEvent(event);
  return event;
}

let uninstall: () => void;
const deliver = vi.fn((..._args: unknown[]) => Promise.resolve());

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  deliver.mockClear();
});
afterEach(() => {
  uninstall();
  vi.restoreAllMocks();
});

describe('the global error handler', () => {
  beforeEach(() => {
    uninstall = installGlobalErrorHandler(deliver);
  });

  it('reports an uncaught exception once and logs it in place of the browser', () => {
    const error = new Error('e2e boom');
    const event = throwUncaught(error);

    expect(event.defaultPrevented).toBe(true);
    expect(console.error).toHaveBeenCalledWith(error);
    expect(deliver).toHaveBeenCalledWith(expect.objectContaining({ message: 'e2e boom' }), error);
  });

  it('reports an unhandled rejection', () => {
    const error = new TypeError('cannot read x');
    rejectUnhandled(error);
    expect(deliver).toHaveBeenCalledWith(expect.objectContaining({ message: 'TypeError: cannot read x' }), error);
  });

  it('dedupes the same error thrown again and again', () => {
    for (let i = 0; i < 5; i += 1) throwUncaught(new Error('render loop'));
    expect(deliver).toHaveBeenCalledTimes(1);
  });

  it('ignores a dialog closed without confirming (a rejection with false) and API failures already acted on', () => {
    const dismissed = rejectUnhandled(false);
    const handled = new ApiError({ kind: 'http', status: 500, message: 'Server down' });
    handled.handled = true;
    rejectUnhandled(handled);

    expect(dismissed.defaultPrevented).toBe(true);
    expect(deliver).not.toHaveBeenCalled();
    expect(console.error).not.toHaveBeenCalled();

    // An API failure nobody acted on is a defect of its caller, and is reported.
    rejectUnhandled(new ApiError({ kind: 'http', status: 409, message: 'Conflict' }));
    expect(deliver).toHaveBeenCalledTimes(1);
  });

  it('leaves alone the benign ResizeObserver notice and opaque cross-origin errors', () => {
    throwUncaught(null, 'ResizeObserver loop completed with undelivered notifications.');
    throwUncaught(null, 'Script error.');
    expect(deliver).not.toHaveBeenCalled();
  });

  it('only logs a store that fails to reset (SPEC section 8: reset errors are only logged)', () => {
    const failure = new Error('store broke');
    const unregister = onAppReset(() => {
      throw failure;
    });
    resetAppState();
    unregister();

    expect(console.error).toHaveBeenCalledWith('A store could not be reset', failure);
    expect(deliver).not.toHaveBeenCalled();
  });

  it('stops listening once uninstalled', () => {
    uninstall();
    // Stands in for the browser, which would otherwise see an uncaught error.
    const swallow = (event: Event) => event.preventDefault();
    window.addEventListener('error', swallow);
    throwUncaught(new Error('after'));
    window.removeEventListener('error', swallow);
    expect(deliver).not.toHaveBeenCalled();
  });
});

describe('the delivery to the server log and Sentry', () => {
  const navigate = vi.fn();
  let restoreNavigation: () => void;

  beforeEach(() => {
    navigate.mockReset();
    sentry.startSentry.mockClear();
    sentry.capture.mockClear();
    resetSentryForTests();
    restoreNavigation = configureApiNavigation({ navigate });
    uninstall = installGlobalErrorHandler();
  });
  afterEach(() => restoreNavigation());

  const config = { environment: 'test', version: '1.0.0', stripePublishableKey: null, mapTilesUrl: 'https://tiles' };

  it('posts message, stack and url to the server log, and asks for the config (no Sentry without a DSN)', async () => {
    const { calls } = stubFetch({
      'POST /api/log/sendLogToBackend': json(201, { id: 'l1' }),
      'GET /api/config': json(200, { ...config, sentryDsn: null }),
    });

    throwUncaught(new Error('e2e boom'));
    await vi.waitFor(() => expect(calls('POST', '/api/log/sendLogToBackend')).toHaveLength(1));
    await settle();

    expect(calls('POST', '/api/log/sendLogToBackend')[0]!.body).toEqual({
      message: 'e2e boom',
      stack: expect.stringContaining('e2e boom'),
      url: 'http://localhost:3000/',
    });
    expect(calls('GET', '/api/config')).toHaveLength(1);
    expect(sentry.startSentry).not.toHaveBeenCalled();
  });

  it('starts Sentry when the config names a DSN and passes every reported error to it', async () => {
    const dsn = 'https://public@sentry.example/42';
    const { calls } = stubFetch({
      'POST /api/log/sendLogToBackend': json(201, { id: 'l1' }),
      'GET /api/config': json(200, { ...config, sentryDsn: dsn }),
    });
    const first = new Error('first');
    const second = new Error('second');

    throwUncaught(first);
    await vi.waitFor(() => expect(sentry.capture).toHaveBeenCalledWith(first));
    throwUncaught(second);
    await vi.waitFor(() => expect(sentry.capture).toHaveBeenCalledWith(second));

    expect(sentry.startSentry).toHaveBeenCalledTimes(1);
    expect(sentry.startSentry).toHaveBeenCalledWith({ ...config, sentryDsn: dsn });
    expect(calls('GET', '/api/config')).toHaveLength(1);
  });

  it('never loops: a log endpoint that fails is not reported, and the page stays where it is', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const { calls } = stubFetch({
      'POST /api/log/sendLogToBackend': json(500, { message: 'Log store down' }),
      'GET /api/config': 'network-error',
    });

    throwUncaught(new Error('first failure'));
    await vi.waitFor(() => expect(calls('POST', '/api/log/sendLogToBackend')).toHaveLength(1));
    await settle();
    await settle();

    expect(calls('POST', '/api/log/sendLogToBackend')).toHaveLength(1);
    expect(navigate).not.toHaveBeenCalled();
    expect(unhandled).not.toHaveBeenCalled();
    process.off('unhandledRejection', unhandled);
  });
});
