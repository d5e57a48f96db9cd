import TravelExploreIcon from '@mui/icons-material/TravelExploreOutlined';
import { Link, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PARENT_LOCATION_AUTOMATION_PATH, PARENT_LOCATION_PATH } from '../lib/paths.ts';

/**
 * No point to search around yet (none typed, none saved): an invitation, not an error. Those who may save a
 * location (SPEC section 6: parents) are offered the location pages too.
 */
export function LocationPrompt({ canSaveLocation }: { canSaveLocation: boolean }) {
  const { t } = useTranslation('provider-search');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <TravelExploreIcon aria-hidden color="primary" fontSize="large" />
        <Typography variant="h6" component="h2">
          {t('prompt.title')}
        </Typography>
        <Typography>{t('prompt.text')}</Typography>
        {canSaveLocation && (
          <>
            <Typography color="text.secondary">{t('prompt.saveText')}</Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 3 }}>
              <Link component={RouterLink} to={PARENT_LOCATION_PATH}>
                {t('prompt.typeAddress')}
              </Link>
              <Link component={RouterLink} to={PARENT_LOCATION_AUTOMATION_PATH}>
                {t('prompt.useDevice')}
              </Link>
            </Stack>
          </>
        )}
      </Stack>
    </Paper>
  );
}
