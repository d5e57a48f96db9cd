import { GlobalStyles } from '@mui/material';
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

// The toasts stay in the top-right corner (SPEC section 9) but start below the top bar, so they never cover its
// role, language and account buttons. Two classes outweigh notistack's one, whatever order the styles load in.
const CONTAINER_CLASS = 'kinderly-toasts';
const belowTopBar = (
  <GlobalStyles
    styles={(theme) => ({
      [`.notistack-SnackbarContainer.${CONTAINER_CLASS}`]: {
        top: 56 + 8,
        [theme.breakpoints.up('sm')]: { top: 64 + 8 },
      },
    })}
  />
);

/** notistack's provider with the toast settings of SPEC section 9; loaded with the first toast. */
export function ToastHostView() {
  useEffect(() => markToastHostReady({ enqueueSnackbar, closeSnackbar }), []);
  return (
    <>
      {belowTopBar}
      <SnackbarProvider
        classes={{ containerRoot: CONTAINER_CLASS }}
        anchorOrigin={toastOrigin}
        autoHideDuration={TOAST.durationMs}
        transitionDuration={TOAST.transitionMs}
        style={{ width: TOAST.width, maxWidth: '100%' }}
        Components={TOAST_COMPONENTS}
      />
    </>
  );
}
