import type { closeSnackbar, enqueueSnackbar, OptionsObject, SnackbarMessage } from 'notistack';
import { lazy, Suspense, useSyncExternalStore } from 'react';

type Notistack = { enqueueSnackbar: typeof enqueueSnackbar; closeSnackbar: typeof closeSnackbar };

// notistack (and its provider) is fetched when the first toast is asked for: most first visits never show
// one, and the first load of / has a size budget. Toasts asked for before it arrives are shown once it has.
const ToastHostView = lazy(() => import('./toast-host.tsx').then((m) => ({ default: m.ToastHostView })));

let hostWanted = false;
const listeners = new Set<() => void>();
let resolveReady: (api: Notistack) => void = () => {};
let ready = new Promise<Notistack>((resolve) => (resolveReady = resolve));

function wantHost() {
  if (hostWanted) return;
  hostWanted = true;
  listeners.forEach((listener) => listener());
}

/** Called by the host once notistack's provider is mounted, so queued toasts can be shown. */
export function markToastHostReady(api: Notistack): void {
  resolveReady(api);
}

/** Shows a toast (top-right, 3000 ms; SPEC section 9). Works from anywhere, before or after the host loads. */
export function showToast(message: SnackbarMessage, options?: OptionsObject): void {
  wantHost();
  void ready.then((api) => api.enqueueSnackbar(message, options));
}

const toastApi = { enqueueSnackbar: showToast };

/** The toast API for components, shaped like notistack's `useSnackbar` (import it from here, not notistack). */
export function useSnackbar(): typeof toastApi {
  return toastApi;
}

/** Mount once inside the theme: renders notistack's provider from the first toast on. */
export function ToastHost() {
  const wanted = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => hostWanted,
    // No toast before the page is interactive: the server, and hydration, render none.
    () => false,
  );
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastHostView />
    </Suspense>
  );
}

/** Tests: forget the loaded host, so the next test starts like a fresh page. */
export function resetToasts(): void {
  hostWanted = false;
  ready = new Promise<Notistack>((resolve) => (resolveReady = resolve));
}
