import { useSyncExternalStore } from 'react';
import { hasSession, subscribeSession } from './session-storage.ts';

/** Whether someone is signed in, kept current; reads no more than local storage until the auth store has loaded. */
export function useHasSession(): boolean {
  return useSyncExternalStore(subscribeSession, hasSession, () => false);
}
