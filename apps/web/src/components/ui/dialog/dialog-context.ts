import { createContext, useContext } from 'react';
import type { DialogApi } from './dialog-types.ts';

export const DialogContext = createContext<DialogApi | null>(null);

export function useDialog(): DialogApi {
  const api = useContext(DialogContext);
  if (!api) throw new Error('useDialog must be used inside <DialogProvider>.');
  return api;
}

/** The rejection of a dialog closed without confirming, as opposed to an error thrown by the caller's own work. */
export function isDialogDismissed(error: unknown): error is false {
  return error === false;
}
