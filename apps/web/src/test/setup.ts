import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetAppState } from '../lib/auth/index.ts';
import { provideCatalogues } from '../lib/i18n.ts';
import en from '../locales/en.json';
import fr from '../locales/fr.json';

provideCatalogues({ en, fr });

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
