import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetAppState } from '../lib/auth/index.ts';

afterEach(() => {
  cleanup();
  // Module state outlives a test: the auth store and any stubbed fetch go back to their start.
  resetAppState();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
  document.documentElement.removeAttribute('lang');
  document.title = '';
});
