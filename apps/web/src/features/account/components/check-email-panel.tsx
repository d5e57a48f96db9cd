import MarkEmailReadIcon from '@mui/icons-material/MarkEmailReadOutlined';
import { Alert, Box, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LOGIN_PATH } from '../../../lib/auth/index.ts';
import { EntryCard } from './entry-card.tsx';
import { ResendActivationButton } from './resend-activation-button.tsx';

type CheckEmailPanelProps = { title: string; email: string; userId: string; text: string };

/** After registering (or signing in unconfirmed): where the link went, and a way to get another one. */
export function CheckEmailPanel({ title, email, userId, text }: CheckEmailPanelProps) {
  const { t } = useTranslation('account');
  return (
    <EntryCard title={title} focusTitle>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Box aria-hidden sx={{ color: 'primary.main', '& svg': { fontSize: 48 } }}>
          <MarkEmailReadIcon />
        </Box>
        <Stack spacing={1}>
          <Typography>{text}</Typography>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{email}</Typography>
        </Stack>
      </Stack>
      <Alert severity="info">{t('checkEmail.spam')}</Alert>
      <ResendActivationButton input={{ userId }} />
      <Typography variant="body2">
        {t('checkEmail.confirmed')}{' '}
        <Link component={RouterLink} to={LOGIN_PATH}>
          {t('checkEmail.signIn')}
        </Link>
      </Typography>
    </EntryCard>
  );
}
