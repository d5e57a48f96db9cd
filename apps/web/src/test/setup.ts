import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetToasts } from '../components/ui/toast.tsx';
import { resetAppState } from '../lib/auth/index.ts';
import { provideCatalogues } from '../lib/i18n.ts';
import { catalogues } from './catalogues.ts';

provideCatalogues(catalogues);

// Lazy routes and loaders settle in a few hundred milliseconds, but the whole suite shares two cores with the
// other projects: findBy and waitFor wait up to 25 s (they return as soon as the page is there). At 5 s, the first
// load of a large lazy page (the enrolment wizard) timed out twice in CI while the server suite ran beside it; at
// 15 s, a page's first render timed out once each in two CI runs of session 10 (waitlist, payout account); at 25 s,
// twice in one run of session 11 (enrolment, waitlist ticket), both passing alone. A wait that succeeds returns at
// once, so the ceiling costs nothing.
configure({ asyncUtilTimeout: 60_000 });

// Every signed-in page's bell holds the real-time hub. In jsdom a real socket.io client would poll a server that is
// not there, with reconnect timers that outlive the test. Every test gets a socket that never connects; the chat and
// notification tests that drive the hub mock socket.io-client in their own file, which takes precedence.
vi.mock('socket.io-client', () => ({
  io: () => {
    const socket = {
      connected: false,
      on: () => socket,
      off: () => socket,
      emit: () => socket,
      connect: () => socket,
      disconnect: () => socket,
    };
    return socket;
  },
}));

afterEach(() => {
  cleanup();
  // Module state outlives a test: the auth store and any stubbed fetch go back to their start.
  resetAppState();
  resetToasts();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
  document.documentElement.removeAttribute('lang');
  document.title = '';
  document.cookie = 'kinderly.language=; Path=/; Max-Age=0';
});
