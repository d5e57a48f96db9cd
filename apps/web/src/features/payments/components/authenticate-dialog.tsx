import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type AuthenticateDialogProps = {
  open: boolean;
  busy: boolean;
  onChoose: (outcome: 'complete' | 'fail') => void;
};

/**
 * The sandbox's stand-in for the bank's 3-D Secure page (the card 4000 0027 6000 3184). Closing it without a
 * choice counts as a failed authentication, as abandoning the bank's page does.
 */
export function AuthenticateDialog({ open, busy, onChoose }: AuthenticateDialogProps) {
  const { t } = useTranslation('payments');
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={() => !busy && onChoose('fail')}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('addCard.authTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{t('addCard.authMessage')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onChoose('fail')} disabled={busy} color="error">
          {t('addCard.authFail')}
        </Button>
        <Button onClick={() => onChoose('complete')} disabled={busy} variant="contained" autoFocus>
          {t('addCard.authComplete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
