import type { RouteObject } from 'react-router';
import { lazyRouteWithText } from '../../lib/lazy-route.ts';

// The chat's pages, the hub's client (socket.io-client) and their text are one chunk, fetched on these routes only.
const messagesPage = lazyRouteWithText(['chat'], () =>
  import('./pages/messages-page.tsx').then((m) => ({ Component: m.MessagesPage })),
);

/** /app/messages and a room under it (issue 17, ADR 024); the whole width for the two panes. */
export const chatRoutes: RouteObject[] = [
  { path: 'messages', lazy: messagesPage, handle: { wideLayout: true } },
  { path: 'messages/:roomId', lazy: messagesPage, handle: { wideLayout: true } },
];
