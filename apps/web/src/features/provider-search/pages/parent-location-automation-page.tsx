import MyLocationIcon from '@mui/icons-material/MyLocationOutlined';
import { Alert, Button, Link, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import {
  BrowserLocationFailure,
  currentPosition,
  type BrowserLocationError,
} from '../../../lib/geo/browser-location.ts';
import { foundPositionPath, PARENT_LOCATION_PATH } from '../lib/paths.ts';

/**
 * /app/parent-location-automation (SPEC section 2): says what the browser's location is used for, then asks the
 * browser for it. A refusal or a failure says so plainly and offers to type the address instead.
 */
export function ParentLocationAutomationPage() {
  const { t } = useTranslation('provider-search');
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<BrowserLocationError | null>(null);

  const locate = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await navigate(foundPositionPath(await currentPosition()));
    } catch (error) {
      setFailure(error instanceof BrowserLocationFailure ? error.reason : 'unavailable');
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader title={t('automation.title')} intro={t('automation.intro')} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2.5} sx={{ alignItems: 'flex-start' }}>
          <Typography>{t('automation.how')}</Typography>
          <Button variant="contained" startIcon={<MyLocationIcon />} onClick={() => void locate()} disabled={busy}>
            {busy ? t('automation.locating') : t('automation.use')}
          </Button>
          {failure && (
            <Alert severity="warning" sx={{ alignSelf: 'stretch' }}>
              {t(`automation.failures.${failure}`)}
            </Alert>
          )}
          <Link component={RouterLink} to={PARENT_LOCATION_PATH}>
            {t('location.typeInstead')}
          </Link>
        </Stack>
      </Paper>
    </>
  );
}
