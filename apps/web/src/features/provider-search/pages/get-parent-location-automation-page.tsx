import { Alert, Button, Link, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadingState } from '../../../components/ui/query-state.tsx';
import {
  BrowserLocationFailure,
  currentPosition,
  type BrowserLocationError,
} from '../../../lib/geo/browser-location.ts';
import { reverseGeocode } from '../../../lib/geo/reverse-geocode.ts';
import { PointMapPanel } from '../components/point-map-panel.tsx';
import { SaveLocation } from '../components/save-location.tsx';
import { foundPositionPath, PARENT_LOCATION_PATH } from '../lib/paths.ts';

function pointOf(params: URLSearchParams): { lat: number; lng: number } | null {
  const lat = Number(params.get('lat'));
  const lng = Number(params.get('lng'));
  if (!params.get('lat') || !params.get('lng') || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

/**
 * /app/get-parent-location-automation (SPEC section 2): the device's position (from the previous page, or asked for
 * here), the address at that point from our reverse lookup, a map, and Save.
 */
export function GetParentLocationAutomationPage() {
  const { t } = useTranslation('provider-search');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const point = pointOf(params);
  const [failure, setFailure] = useState<BrowserLocationError | null>(null);

  const reasonOf = (error: unknown) => (error instanceof BrowserLocationFailure ? error.reason : 'unavailable');
  const locate = () => {
    setFailure(null);
    currentPosition().then(
      (found) => void navigate(foundPositionPath(found), { replace: true }),
      (error: unknown) => setFailure(reasonOf(error)),
    );
  };
  // Opened directly (a bookmark): ask the browser here.
  const hasPoint = point !== null;
  useEffect(() => {
    if (hasPoint) return;
    let left = false;
    currentPosition().then(
      (found) => {
        if (!left) void navigate(foundPositionPath(found), { replace: true });
      },
      (error: unknown) => {
        if (!left) setFailure(error instanceof BrowserLocationFailure ? error.reason : 'unavailable');
      },
    );
    return () => {
      left = true;
    };
  }, [hasPoint, navigate]);

  const address = useQuery({
    queryKey: ['provider-search', 'reverse', point?.lat, point?.lng],
    queryFn: () => reverseGeocode(point!),
    enabled: point !== null,
    retry: false,
    staleTime: Infinity,
  });

  let body;
  if (failure) {
    body = (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="warning" sx={{ alignSelf: 'stretch' }}>
          {t(`automation.failures.${failure}`)}
        </Alert>
        <Button variant="outlined" onClick={locate}>
          {t('automation.retry')}
        </Button>
      </Stack>
    );
  } else if (!point || address.isPending) {
    body = <LoadingState label={t('automation.locating')} />;
  } else {
    const found = address.data?.address || null;
    body = (
      <Stack spacing={2.5}>
        {found ? (
          <Typography role="status" sx={{ fontWeight: 600 }}>
            {t('automation.found', { address: found })}
          </Typography>
        ) : (
          <Alert severity="info">{t('automation.foundNoAddress')}</Alert>
        )}
        <PointMapPanel latitude={point.lat} longitude={point.lng} label={found ?? t('automation.foundTitle')} />
        <SaveLocation location={{ latitude: point.lat, longitude: point.lng, address: found }} />
      </Stack>
    );
  }

  return (
    <>
      <PageHeader title={t('automation.foundTitle')} intro={t('automation.foundIntro')} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2.5}>
          {body}
          <Link component={RouterLink} to={PARENT_LOCATION_PATH} sx={{ alignSelf: 'flex-start' }}>
            {t('location.typeInstead')}
          </Link>
        </Stack>
      </Paper>
    </>
  );
}
