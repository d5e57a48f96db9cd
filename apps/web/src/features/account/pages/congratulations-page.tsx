import CelebrationIcon from '@mui/icons-material/CelebrationOutlined';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { APP_HOME_PATH, useAuthStore } from '../../../lib/auth/index.ts';
import { NextSteps } from '../components/next-steps.tsx';
import { SectionCard } from '../components/section-card.tsx';

/** /app/congratulations: shown once register-supplement has completed the profile. */
export function CongratulationsPage() {
  const { t } = useTranslation('account');
  const role = useAuthStore((state) => state.claims?.role);
  const registrationComplete = useAuthStore((state) => state.claims?.registrationComplete ?? false);
  if (role === undefined) return null;

  return (
    <>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1, color: 'primary.main' }}>
        <Box aria-hidden sx={{ '& svg': { fontSize: 48 } }}>
          <CelebrationIcon />
        </Box>
      </Stack>
      <PageHeader title={t('congratulations.title')} intro={t('congratulations.text')} />
      <Stack spacing={3}>
        <SectionCard title={t('appHome.steps.title')}>
          <NextSteps role={role} registrationComplete={registrationComplete} />
        </SectionCard>
        <Box>
          <Button component={RouterLink} to={APP_HOME_PATH} variant="contained" size="large">
            {t('congratulations.home')}
          </Button>
        </Box>
        <Typography variant="body2" color="text.secondary">
          {t('congratulations.editLater')}
        </Typography>
      </Stack>
    </>
  );
}
