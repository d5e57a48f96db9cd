import { Alert, Box, Skeleton } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getPublicConfig } from '../../../lib/public-config.ts';
import type { LatLng } from './location-map.tsx';

// Leaflet is big: it is fetched only when a map is shown.
const LocationMap = lazy(() => import('./location-map.tsx'));

type MapPanelProps = { position: LatLng; onMove: (position: LatLng) => void };

/** The map with the draggable pin, or a note when the map cannot be shown; the typed fields work either way. */
export function MapPanel({ position, onMove }: MapPanelProps) {
  const { t } = useTranslation('provider-enrolment');
  const config = useQuery({ queryKey: ['public-config'], queryFn: ({ signal }) => getPublicConfig(signal) });
  const [tilesFailed, setTilesFailed] = useState(false);
  const onTilesFailed = useCallback(() => setTilesFailed(true), []);

  return (
    <Box>
      <Box
        role="region"
        aria-label={t('location.map.label')}
        sx={{
          height: { xs: 260, sm: 340 },
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
            <LocationMap
              position={position}
              tilesUrl={config.data?.mapTilesUrl ?? ''}
              onMove={onMove}
              onTilesFailed={onTilesFailed}
              labels={{
                pin: t('location.map.pin'),
                zoomIn: t('location.map.zoomIn'),
                zoomOut: t('location.map.zoomOut'),
              }}
            />
          </Suspense>
        )}
      </Box>
      {(tilesFailed || config.isError) && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {t('location.map.tilesFailed')}
        </Alert>
      )}
    </Box>
  );
}
