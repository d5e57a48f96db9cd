import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESIZE_DEBOUNCE_MS } from '@kinderly/shared';
import { debounce, useDebouncedValue } from './debounce.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('debounce', () => {
  it('calls once with the latest arguments after the wait', () => {
    const fn = vi.fn<(width: number, height: number) => void>();
    const onResize = debounce(fn, 200);

    onResize(800, 600);
    vi.advanceTimersByTime(150);
    onResize(1024, 768);
    vi.advanceTimersByTime(199);
    expect(fn).not.toHaveBeenCalled();
    expect(onResize.pending).toBe(true);

    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith(1024, 768);
    expect(onResize.pending).toBe(false);
  });

  it('calls again for a later burst', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 100);

    debounced('a');
    vi.advanceTimersByTime(100);
    debounced('b');
    vi.advanceTimersByTime(100);

    expect(fn.mock.calls).toEqual([['a'], ['b']]);
  });

  it('drops the pending call on cancel', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 100);

    debounced();
    debounced.cancel();
    vi.advanceTimersByTime(500);

    expect(fn).not.toHaveBeenCalled();
    expect(debounced.pending).toBe(false);
  });

  it('runs the pending call at once on flush, and only once', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 100);

    debounced.flush();
    expect(fn).not.toHaveBeenCalled();

    debounced('now');
    debounced.flush();
    expect(fn).toHaveBeenCalledWith('now');
    vi.advanceTimersByTime(500);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

describe('useDebouncedValue', () => {
  it('follows the value once it has been stable for the resize delay by default', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value), {
      initialProps: { value: 360 },
    });
    expect(result.current).toBe(360);

    rerender({ value: 800 });
    act(() => vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 50));
    rerender({ value: 1280 });
    act(() => vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1));
    expect(result.current).toBe(360);

    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(1280);
  });

  it('uses the given delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 500), {
      initialProps: { value: 'a' },
    });

    rerender({ value: 'ab' });
    act(() => vi.advanceTimersByTime(499));
    expect(result.current).toBe('a');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('ab');
  });

  it('keeps a function value instead of calling it', () => {
    const first = () => 'first';
    const second = () => 'second';
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 100), {
      initialProps: { value: first },
    });

    rerender({ value: second });
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe(second);
  });
});
