import { closeSnackbar, enqueueSnackbar, SnackbarProvider, type SnackbarOrigin } from 'notistack';
import { useEffect } from 'react';
import { TOAST } from '@kinderly/shared';
import { TOAST_COMPONENTS } from './toast-content.tsx';
import { markToastHostReady } from './toast.tsx';

type ToastPosition = `${SnackbarOrigin['vertical']}-${SnackbarOrigin['horizontal']}`;

// Typing the parameter makes the shared constant fail the type check if it ever names an invalid corner.
function toAnchorOrigin(position: ToastPosition): SnackbarOrigin {
  const [vertical, horizontal] = position.split('-');
  return { vertical, horizontal } as SnackbarOrigin;
}

const toastOrigin = toAnchorOrigin(TOAST.position);

/** notistack's provider with the toast settings of SPEC section 9; loaded with the first toast. */
export function ToastHostView() {
  useEffect(() => markToastHostReady({ enqueueSnackbar, closeSnackbar }), []);
  return (
    <SnackbarProvider
      anchorOrigin={toastOrigin}
      autoHideDuration={TOAST.durationMs}
      transitionDuration={TOAST.transitionMs}
      style={{ width: TOAST.width, maxWidth: '100%' }}
      Components={TOAST_COMPONENTS}
    />
  );
}
