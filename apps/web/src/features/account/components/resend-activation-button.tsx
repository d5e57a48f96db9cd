import { Alert, Button, Stack } from '@mui/material';
import { useSnackbar } from '../../../components/ui/toast.tsx';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/index.ts';
import { useResendActivation, type ResendActivationInput } from '../api/resend-activation.ts';

/** Asks for a new confirmation link; the server answers alike whatever the account, and so does this button. */
export function ResendActivationButton({ input }: { input: ResendActivationInput }) {
  const { t } = useTranslation('account');
  const { enqueueSnackbar } = useSnackbar();
  const resend = useResendActivation();

  const onClick = () =>
    resend.mutate(input, {
      onSuccess: () => enqueueSnackbar(t('checkEmail.sentToast'), { variant: 'success' }),
    });

  const failure = resend.error;
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Button variant="outlined" onClick={onClick} disabled={resend.isPending}>
        {resend.isPending ? t('checkEmail.sending') : t('checkEmail.resend')}
      </Button>
      <div aria-live="polite">
        {resend.isSuccess && <Alert severity="success">{t('checkEmail.sent')}</Alert>}
        {failure && (
          <Alert severity="error">
            {isApiError(failure) && failure.status === 429
              ? t('api.rateLimited', { ns: 'common' })
              : t('checkEmail.failed')}
          </Alert>
        )}
      </div>
    </Stack>
  );
}
