import { Alert, Box, Skeleton } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getPublicConfig } from '../../../lib/public-config.ts';

// Leaflet is big: it is fetched only when a map is shown.
const AreaMap = lazy(() => import('./area-map.tsx'));

type AreaMapPanelProps = { latitude: number; longitude: number; place: string | null };

/** The small map of the area, or a note when its images cannot load; the area is also written out beside it. */
export function AreaMapPanel({ latitude, longitude, place }: AreaMapPanelProps) {
  const { t } = useTranslation('provider-profile');
  const config = useQuery({ queryKey: ['public-config'], queryFn: ({ signal }) => getPublicConfig(signal) });
  const [tilesFailed, setTilesFailed] = useState(false);
  const onTilesFailed = useCallback(() => setTilesFailed(true), []);

  return (
    <Box>
      <Box
        role="region"
        aria-label={place ? t('area.mapLabel', { place }) : t('area.mapLabelNoPlace')}
        sx={{
          aspectRatio: '4 / 3',
          borderRadius: 1,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          bgcolor: 'grey.100',
          // Leaflet panes stack up to z-index 1000; keep them under the app bar and dialogs.
          isolation: 'isolate',
        }}
      >
        {config.isPending ? (
          <Skeleton variant="rectangular" height="100%" />
        ) : (
          <Suspense fallback={<Skeleton variant="rectangular" height="100%" />}>
            <AreaMap
              latitude={latitude}
              longitude={longitude}
              tilesUrl={config.data?.mapTilesUrl ?? ''}
              onTilesFailed={onTilesFailed}
              labels={{ zoomIn: t('area.zoomIn'), zoomOut: t('area.zoomOut') }}
            />
          </Suspense>
        )}
      </Box>
      {(tilesFailed || config.isError) && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {t('area.tilesFailed')}
        </Alert>
      )}
    </Box>
  );
}
