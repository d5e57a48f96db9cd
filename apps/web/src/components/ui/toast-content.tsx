import { styled } from '@mui/material/styles';
import { MaterialDesignContent } from 'notistack';

/**
 * notistack's toasts in colours that keep white text at 4.5:1 or more (its defaults, such as #43a047 for
 * success, do not), so a toast on screen never fails the contrast check.
 */
export const ToastContent = styled(MaterialDesignContent)({
  '&.notistack-MuiContent-success': { backgroundColor: '#1b5e20' },
  '&.notistack-MuiContent-error': { backgroundColor: '#c62828' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#9a4a00' },
  '&.notistack-MuiContent-info': { backgroundColor: '#01579b' },
  '&.notistack-MuiContent-default': { backgroundColor: '#313131' },
});

export const TOAST_COMPONENTS = {
  default: ToastContent,
  success: ToastContent,
  error: ToastContent,
  warning: ToastContent,
  info: ToastContent,
};
