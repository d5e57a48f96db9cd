import { createContext, useContext, useSyncExternalStore } from 'react';
import { hasSession, subscribeSession } from './session-storage.ts';

/**
 * Whether the server rendered the page as signed in (the `kinderly.signedIn` cookie, ADR 019). The server renders
 * with it, and hydration starts from it, so both sides agree on the first markup; the stored session takes over
 * right after.
 */
export const ServerSessionContext = createContext(false);

/** Whether someone is signed in, kept current; reads no more than local storage until the auth store has loaded. */
export function useHasSession(): boolean {
  const renderedSignedIn = useContext(ServerSessionContext);
  return useSyncExternalStore(subscribeSession, hasSession, () => renderedSignedIn);
}

const noSubscription = () => () => undefined;

/**
 * False on the server and while the browser hydrates server markup, true after (and at once in a page the browser
 * renders itself): for what only the browser can show, such as code fetched on demand.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
