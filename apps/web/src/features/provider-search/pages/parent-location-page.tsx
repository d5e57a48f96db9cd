import { Alert, Link, Paper, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { GeocodePlace } from '@kinderly/shared';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadError, LoadingState } from '../../../components/ui/query-state.tsx';
import { placesOptions } from '../api/search-places.ts';
import { useUserLocation } from '../api/user-location.ts';
import { PlaceSearchBox } from '../components/place-search-box.tsx';
import { PointMapPanel } from '../components/point-map-panel.tsx';
import { SaveLocation } from '../components/save-location.tsx';
import { PARENT_LOCATION_AUTOMATION_PATH, SEARCH_PATH } from '../lib/paths.ts';

/** /app/parent-location (SPEC section 2): the family types its address, sees it on a map and saves it. */
export function ParentLocationPage() {
  const { t } = useTranslation('provider-search');
  const queryClient = useQueryClient();
  const saved = useUserLocation();
  const [chosen, setChosen] = useState<GeocodePlace | null>(null);
  const [notFound, setNotFound] = useState<string | null>(null);

  const pick = (place: GeocodePlace) => {
    setNotFound(null);
    setChosen(place);
  };
  // Enter without choosing from the list: the first place that matches.
  const lookUp = async (text: string) => {
    const places = await queryClient.fetchQuery(placesOptions(text)).catch(() => []);
    if (places[0]) pick(places[0]);
    else {
      setChosen(null);
      setNotFound(text);
    }
  };

  if (saved.isPending) return <LoadingState />;
  if (saved.isError) return <LoadError onRetry={() => void saved.refetch()} />;
  const current = saved.data.latitude !== null && saved.data.longitude !== null ? saved.data : null;
  const shown = chosen
    ? { latitude: chosen.latitude, longitude: chosen.longitude, label: chosen.label }
    : current
      ? { latitude: current.latitude!, longitude: current.longitude!, label: current.address ?? '' }
      : null;

  return (
    <>
      <PageHeader title={t('location.title')} intro={t('location.intro')} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2.5}>
          <Typography>
            {current
              ? current.address
                ? t('location.current', { address: current.address })
                : t('location.currentNoAddress')
              : t('location.none')}
          </Typography>
          <PlaceSearchBox
            label={t('location.addressLabel')}
            placeholder={t('location.addressPlaceholder')}
            onPick={pick}
            onSubmitText={(text) => void lookUp(text)}
          />
          {notFound && <Alert severity="warning">{t('place.notFound', { place: notFound })}</Alert>}
          {chosen && (
            <Typography role="status" sx={{ fontWeight: 600 }}>
              {t('location.chosen', { address: chosen.label })}
            </Typography>
          )}
          {shown && (
            <PointMapPanel
              latitude={shown.latitude}
              longitude={shown.longitude}
              label={shown.label || t('location.title')}
            />
          )}
          <SaveLocation
            location={chosen ? { latitude: chosen.latitude, longitude: chosen.longitude, address: chosen.label } : null}
          />
          {!chosen && (
            <Typography variant="body2" color="text.secondary">
              {t('location.choose')}
            </Typography>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 3 }}>
            <Link component={RouterLink} to={PARENT_LOCATION_AUTOMATION_PATH}>
              {t('location.useDevice')}
            </Link>
            {current && !chosen && (
              <Link component={RouterLink} to={SEARCH_PATH}>
                {t('location.searchNear')}
              </Link>
            )}
          </Stack>
        </Stack>
      </Paper>
    </>
  );
}
