import { useEffect, useState } from 'react';
import { RESIZE_DEBOUNCE_MS } from '@kinderly/shared';

export type Debounced<Args extends unknown[]> = {
  (...args: Args): void;
  /** Drops the pending call, if any. */
  cancel: () => void;
  /** Runs the pending call now, if any. */
  flush: () => void;
  readonly pending: boolean;
};

/**
 * Calls `fn` once, with the latest arguments, after `waitMs` without further calls (trailing edge).
 * Long-lived listeners (window resize) should `cancel()` when they are removed, so no call lands after teardown.
 */
export function debounce<Args extends unknown[]>(fn: (...args: Args) => void, waitMs: number): Debounced<Args> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastArgs: Args | undefined;

  const run = () => {
    const args = lastArgs;
    timer = undefined;
    lastArgs = undefined;
    if (args) fn(...args);
  };

  const debounced = (...args: Args) => {
    lastArgs = args;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(run, waitMs);
  };

  return Object.defineProperties(debounced, {
    cancel: {
      value: () => {
        if (timer !== undefined) clearTimeout(timer);
        timer = undefined;
        lastArgs = undefined;
      },
    },
    flush: {
      value: () => {
        if (timer === undefined) return;
        clearTimeout(timer);
        run();
      },
    },
    pending: { get: () => timer !== undefined },
  }) as Debounced<Args>;
}

/** `value`, once it has stopped changing for `delayMs` (SPEC section 9 resize debounce by default). */
export function useDebouncedValue<T>(value: T, delayMs: number = RESIZE_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);

  useEffect(() => {
    const timer = setTimeout(() => setSettled(() => value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);

  return settled;
}
