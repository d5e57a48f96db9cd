import { Button, Stack, TextField, Typography } from '@mui/material';
import { useSnackbar } from '../../../components/ui/toast.tsx';
import { useTranslation } from 'react-i18next';
import type { UserProfile } from '@kinderly/shared';

/** The registration link that credits this user as referrer, ready to copy. */
export function InvitationLink({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('account');
  const { enqueueSnackbar } = useSnackbar();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(profile.invitationUrl);
      enqueueSnackbar(t('settings.invite.copied'), { variant: 'success' });
    } catch {
      enqueueSnackbar(t('settings.invite.copyFailed'), { variant: 'warning' });
    }
  };

  return (
    <Stack spacing={1.5}>
      <Typography color="text.secondary">{t('settings.invite.text')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          label={t('settings.invite.label')}
          value={profile.invitationUrl}
          fullWidth
          size="small"
          slotProps={{
            htmlInput: { readOnly: true, onFocus: (event: { target: HTMLInputElement }) => event.target.select() },
          }}
        />
        <Button variant="outlined" onClick={() => void copy()} sx={{ flexShrink: 0 }}>
          {t('settings.invite.copy')}
        </Button>
      </Stack>
      <Typography variant="body2">{t('settings.invite.count', { count: profile.referralCount })}</Typography>
    </Stack>
  );
}
