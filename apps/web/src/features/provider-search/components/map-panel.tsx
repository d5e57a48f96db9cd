import { Alert, Box, Skeleton, type SxProps, type Theme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getPublicConfig } from '../../../lib/public-config.ts';
import type { MapProvider } from './results-map.tsx';

// Leaflet and the clustering plugin are big: fetched only when a map is shown.
const ResultsMap = lazy(() => import('./results-map.tsx'));

type MapPanelProps = {
  center: { latitude: number; longitude: number };
  distanceKm: number;
  providers: readonly MapProvider[];
  highlightedId: string | null;
  sx?: SxProps<Theme>;
};

/** The map of the results, or a note when its tiles cannot load: the list beside it has every result either way. */
export function MapPanel({ center, distanceKm, providers, highlightedId, sx }: MapPanelProps) {
  const { t } = useTranslation('provider-search');
  const config = useQuery({ queryKey: ['public-config'], queryFn: ({ signal }) => getPublicConfig(signal) });
  const [tilesFailed, setTilesFailed] = useState(false);
  const onTilesFailed = useCallback(() => setTilesFailed(true), []);
  const cluster = useCallback((count: number) => t('map.cluster', { count }), [t]);

  return (
    <Box sx={[{ display: 'flex', flexDirection: 'column', gap: 1 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {(tilesFailed || config.isError) && <Alert severity="info">{t('map.tilesFailed')}</Alert>}
      <Box
        role="region"
        aria-label={t('map.label')}
        sx={{
          flexGrow: 1,
          minHeight: 320,
          borderRadius: 1,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          bgcolor: 'grey.100',
          // Leaflet panes stack up to z-index 1000; keep them under the app bar and dialogs.
          isolation: 'isolate',
          '& .kinderly-map-center span': {
            display: 'block',
            width: 18,
            height: 18,
            borderRadius: '50%',
            bgcolor: 'primary.dark',
            border: '3px solid #fff',
            boxShadow: 1,
          },
          '& .kinderly-map-cluster': {
            display: 'grid',
            placeItems: 'center',
            borderRadius: '50%',
            bgcolor: 'primary.dark',
            color: 'common.white',
            fontWeight: 700,
            fontSize: 14,
            border: '3px solid #fff',
            boxShadow: 2,
          },
          '& .kinderly-visually-hidden': {
            position: 'absolute',
            width: '1px',
            height: '1px',
            overflow: 'hidden',
            clip: 'rect(0 0 0 0)',
            whiteSpace: 'nowrap',
          },
          '& .leaflet-popup-content a': { color: 'primary.dark', fontWeight: 600 },
        }}
      >
        {config.isPending ? (
          <Skeleton variant="rectangular" height="100%" />
        ) : (
          <Suspense fallback={<Skeleton variant="rectangular" height="100%" />}>
            <ResultsMap
              center={center}
              distanceKm={distanceKm}
              providers={providers}
              highlightedId={highlightedId}
              tilesUrl={config.data?.mapTilesUrl ?? ''}
              onTilesFailed={onTilesFailed}
              labels={{
                center: t('map.center'),
                profileLink: t('map.profileLink'),
                zoomIn: t('map.zoomIn'),
                zoomOut: t('map.zoomOut'),
                closePopup: t('map.closePopup'),
                cluster,
              }}
            />
          </Suspense>
        )}
      </Box>
    </Box>
  );
}
