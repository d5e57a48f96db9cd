import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { User } from '@kinderly/shared';
import { roleKey } from '../roles.ts';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '10rem 1fr' }, gap: { xs: 0.25, sm: 2 } }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Box component="dd" sx={{ m: 0, minWidth: 0 }}>
        {children}
      </Box>
    </Box>
  );
}

function Status({ ok, text }: { ok: boolean; text: string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {ok ? (
        <CheckCircleIcon aria-hidden color="success" fontSize="small" />
      ) : (
        <ErrorOutlineIcon aria-hidden color="warning" fontSize="small" />
      )}
      <Typography>{text}</Typography>
    </Stack>
  );
}

/** The current role, e-mail and profile state of the signed-in user. */
export function AccountStatus({ user }: { user: User }) {
  const { t } = useTranslation('account');
  return (
    <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
      <Row term={t('appHome.account.role')}>
        <Chip label={t(roleKey(user.currentRole))} color="primary" variant="outlined" size="small" />
      </Row>
      <Row term={t('appHome.account.email')}>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{user.email}</Typography>
        <Status
          ok={user.emailConfirmed}
          text={user.emailConfirmed ? t('appHome.account.emailConfirmed') : t('appHome.account.emailNotConfirmed')}
        />
      </Row>
      <Row term={t('appHome.account.profile')}>
        <Status
          ok={user.registrationComplete}
          text={
            user.registrationComplete ? t('appHome.account.profileComplete') : t('appHome.account.profileIncomplete')
          }
        />
        {!user.registrationComplete && (
          <Button component={RouterLink} to="/app/register-supplement" variant="contained" size="small" sx={{ mt: 1 }}>
            {t('appHome.account.completeProfile')}
          </Button>
        )}
      </Row>
    </Stack>
  );
}
