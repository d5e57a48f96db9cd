import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { HARD_CONFIRM_DEFAULT_WORD, SOFT_CONFIRM_DEFAULT_CLICKS } from '@kinderly/shared';
import type { DialogSpec } from './dialog-types.ts';

type DialogViewProps = {
  spec: DialogSpec;
  open: boolean;
  onConfirm: (text: string) => void;
  onCancel: () => void;
  onExited: () => void;
};

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function clicksFor(spec: DialogSpec): number {
  if (spec.kind !== 'soft') return 1;
  const clicks = Math.floor(spec.options.clicksCount ?? SOFT_CONFIRM_DEFAULT_CLICKS);
  return Number.isFinite(clicks) && clicks >= 1 ? clicks : SOFT_CONFIRM_DEFAULT_CLICKS;
}

/** One dialog of the DialogProvider. Mounted per request (keyed), so counts and typed text start afresh. */
export function DialogView({ spec, open, onConfirm, onCancel, onExited }: DialogViewProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();
  const formId = useId();
  const { options } = spec;

  const [presses, setPresses] = useState(0);
  const [text, setText] = useState(spec.kind === 'prompt' ? (spec.options.defaultValue ?? '') : '');
  const [triedEmpty, setTriedEmpty] = useState(false);

  const clicks = clicksFor(spec);
  const remaining = clicks - presses;
  // An empty word would make the hard confirmation a basic one, so it falls back to the default too.
  const word = spec.kind === 'hard' ? spec.options.verificationWord || HARD_CONFIRM_DEFAULT_WORD : '';
  const wordMatches = spec.kind !== 'hard' || text === word;
  const missingText = spec.kind === 'prompt' && spec.options.required === true && text.trim() === '';
  const isConfirmation = spec.kind !== 'prompt';

  const confirmText = options.confirmText ?? t('dialog.confirm');
  const confirmLabel = spec.kind === 'soft' ? t('dialog.countdown', { label: confirmText, remaining }) : confirmText;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Presses while the dialog fades out must not count again.
    if (!open || !wordMatches) return;
    if (missingText) {
      setTriedEmpty(true);
      return;
    }
    if (remaining > 1) {
      setPresses(presses + 1);
      return;
    }
    onConfirm(text);
  };

  return (
    <Dialog
      open={open}
      onClose={onCancel}
      role={isConfirmation ? 'alertdialog' : 'dialog'}
      aria-labelledby={titleId}
      aria-describedby={options.message ? messageId : undefined}
      fullWidth
      maxWidth="xs"
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={titleId}>{options.title}</DialogTitle>
      <DialogContent>
        {options.message ? <DialogContentText id={messageId}>{options.message}</DialogContentText> : null}
        <form id={formId} onSubmit={submit} noValidate>
          {spec.kind === 'hard' && (
            <TextField
              autoFocus
              fullWidth
              margin="normal"
              label={t('dialog.hardConfirmLabel', { word })}
              helperText={t('dialog.hardConfirmHelp')}
              value={text}
              onChange={(event) => setText(event.target.value)}
              slotProps={{ htmlInput: { autoComplete: 'off', autoCapitalize: 'none', spellCheck: false } }}
            />
          )}
          {spec.kind === 'prompt' && (
            <TextField
              autoFocus
              fullWidth
              margin="normal"
              label={spec.options.label}
              required={spec.options.required}
              value={text}
              onChange={(event) => setText(event.target.value)}
              error={triedEmpty && missingText}
              helperText={triedEmpty && missingText ? t('dialog.required') : undefined}
            />
          )}
        </form>
        {spec.kind === 'soft' && (
          <Box sx={visuallyHidden} aria-live="polite">
            {presses > 0 ? t('dialog.countdownStatus', { remaining }) : ''}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {/* The least destructive choice takes focus in confirmations, so a stray Enter does not confirm. */}
        <Button onClick={onCancel} autoFocus={isConfirmation && spec.kind !== 'hard'}>
          {options.cancelText ?? t('dialog.cancel')}
        </Button>
        <Button
          type="submit"
          form={formId}
          variant="contained"
          color={options.destructive ? 'error' : 'primary'}
          disabled={!wordMatches}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
