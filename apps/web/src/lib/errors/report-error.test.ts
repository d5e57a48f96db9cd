import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_LOG_LIMITS, ClientLogSchema } from '@kinderly/shared';
import { ChunkLoadError } from '../lazy-route.ts';
import {
  configureErrorReporting,
  DEDUPE_WINDOW_MS,
  MAX_REPORTS_PER_MINUTE,
  REPORT_LIMITS,
  reportError,
  toErrorReport,
} from './report-error.ts';

let restore: () => void;
const deliver = vi.fn((..._args: unknown[]) => Promise.resolve());

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  deliver.mockClear();
  restore = configureErrorReporting(deliver);
});
afterEach(() => {
  restore();
  vi.restoreAllMocks();
});

describe('reportError', () => {
  it('logs to the console and delivers message, stack and the address without its query', () => {
    window.history.pushState({}, '', '/resetpassword?token=secret#top');
    const error = new Error('boom');

    reportError(error);

    expect(console.error).toHaveBeenCalledWith(error);
    expect(deliver).toHaveBeenCalledWith(
      { message: 'boom', stack: expect.stringContaining('boom'), url: 'http://localhost:3000/resetpassword' },
      error,
    );
    window.history.pushState({}, '', '/');
  });

  it('cuts a huge error to what the server accepts, so the report is not refused', () => {
    const error = new Error('m'.repeat(5000));
    error.stack = 's'.repeat(50_000);
    const report = toErrorReport(error);
    expect(report.message.length).toBeGreaterThan(1000);
    expect(ClientLogSchema.safeParse(report).success).toBe(true);
  });

  it('sends the same message once within the dedupe window, then again after it', () => {
    vi.useFakeTimers();
    reportError(new Error('same'));
    reportError(new Error('same'));
    reportError(new Error('other'));
    expect(deliver).toHaveBeenCalledTimes(2);

    vi.advanceTimersByTime(DEDUPE_WINDOW_MS);
    reportError(new Error('same'));
    expect(deliver).toHaveBeenCalledTimes(3);
    // Every occurrence is still in the console.
    expect(console.error).toHaveBeenCalledTimes(4);
  });

  it(`sends at most ${MAX_REPORTS_PER_MINUTE} a minute when the messages keep changing`, () => {
    vi.useFakeTimers();
    for (let i = 0; i < MAX_REPORTS_PER_MINUTE + 5; i += 1) reportError(new Error(`loop ${i}`));
    expect(deliver).toHaveBeenCalledTimes(MAX_REPORTS_PER_MINUTE);

    vi.advanceTimersByTime(60_000);
    reportError(new Error('after a minute'));
    expect(deliver).toHaveBeenCalledTimes(MAX_REPORTS_PER_MINUTE + 1);
  });

  it('swallows a failing delivery, so reporting can never loop on itself', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    deliver.mockRejectedValueOnce(new Error('log endpoint down'));
    const throwing = vi.fn(() => {
      throw new Error('sink exploded');
    });

    reportError(new Error('first'));
    configureErrorReporting(throwing);
    expect(() => reportError(new Error('second'))).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(unhandled).not.toHaveBeenCalled();
    expect(deliver).toHaveBeenCalledTimes(1);
    expect(throwing).toHaveBeenCalledTimes(1);
    process.off('unhandledRejection', unhandled);
  });

  it('only logs until a delivery is configured', () => {
    restore();
    reportError(new Error('early'));
    expect(console.error).toHaveBeenCalledTimes(1);
    expect(deliver).not.toHaveBeenCalled();
    restore = configureErrorReporting(deliver);
  });
});

describe('toErrorReport', () => {
  it('names the error type when it says more than Error, and keeps the chunk type and request', () => {
    expect(toErrorReport(new TypeError('x is not a function')).message).toBe('TypeError: x is not a function');
    expect(toErrorReport(new ChunkLoadError('missing', '/assets/about-page-1.js')).message).toBe(
      'ChunkLoadError: Loading chunk failed (missing: /assets/about-page-1.js)',
    );
  });

  it('describes things thrown that are not errors', () => {
    expect(toErrorReport('plain text')).toMatchObject({ message: 'plain text', stack: null });
    expect(toErrorReport({ code: 7 }).message).toBe('Non-error thrown: {"code":7}');
    expect(toErrorReport(undefined).message).toBe('Non-error thrown: undefined');
  });
});

describe('REPORT_LIMITS', () => {
  it('are the limits the server keeps (CLIENT_LOG_LIMITS)', () => {
    expect(REPORT_LIMITS).toEqual(CLIENT_LOG_LIMITS);
  });
});
