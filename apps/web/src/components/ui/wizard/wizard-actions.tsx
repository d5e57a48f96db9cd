import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

export type WizardActionsProps = {
  /** The `id` of the step's `<form>`: Next is that form's submit button (so Enter in a field does the same). */
  formId: string;
  /** The previous step's address; no Back button when null. */
  backHref: string | null;
  /** No Skip button when absent (a step that cannot be skipped, a final review). */
  onSkip?: () => void;
  /** A save or skip is running: the buttons wait. */
  busy?: boolean;
  /** Text of the submit button; "Save and continue" by default. */
  nextLabel?: string;
  /** Next cannot be pressed yet (a final step whose data is incomplete). */
  nextDisabled?: boolean;
};

/** Back / Skip / Next under a step. On narrow screens Next comes first and the buttons fill the width. */
export function WizardActions({
  formId,
  backHref,
  onSkip,
  busy = false,
  nextLabel,
  nextDisabled = false,
}: WizardActionsProps) {
  const { t } = useTranslation();
  return (
    <Stack
      direction={{ xs: 'column-reverse', sm: 'row' }}
      spacing={1.5}
      sx={{ mt: 4, pt: 2, borderTop: 1, borderColor: 'divider', '& > *': { width: { xs: '100%', sm: 'auto' } } }}
    >
      {backHref && (
        <Button component={RouterLink} to={backHref} variant="text">
          {t('wizard.back')}
        </Button>
      )}
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ ml: { sm: 'auto' } }}>
        {onSkip && (
          <Button variant="outlined" onClick={onSkip} disabled={busy}>
            {t('wizard.skip')}
          </Button>
        )}
        <Button type="submit" form={formId} variant="contained" disabled={busy || nextDisabled}>
          {busy ? t('wizard.saving') : (nextLabel ?? t('wizard.next'))}
        </Button>
      </Stack>
    </Stack>
  );
}
