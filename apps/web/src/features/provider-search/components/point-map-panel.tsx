import { Alert, Box, Skeleton } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getPublicConfig } from '../../../lib/public-config.ts';

const PointMap = lazy(() => import('./point-map.tsx'));

/** The small map of one place, or a note when its tiles cannot load (the address above says where anyway). */
export function PointMapPanel({ latitude, longitude, label }: { latitude: number; longitude: number; label: string }) {
  const { t } = useTranslation('provider-search');
  const config = useQuery({ queryKey: ['public-config'], queryFn: ({ signal }) => getPublicConfig(signal) });
  const [tilesFailed, setTilesFailed] = useState(false);
  const onTilesFailed = useCallback(() => setTilesFailed(true), []);
  return (
    <Box>
      <Box
        role="region"
        aria-label={t('map.pointLabel')}
        sx={{
          height: { xs: 200, sm: 260 },
          borderRadius: 1,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          bgcolor: 'grey.100',
          isolation: 'isolate',
        }}
      >
        {config.isPending ? (
          <Skeleton variant="rectangular" height="100%" />
        ) : (
          <Suspense fallback={<Skeleton variant="rectangular" height="100%" />}>
            <PointMap
              latitude={latitude}
              longitude={longitude}
              tilesUrl={config.data?.mapTilesUrl ?? ''}
              onTilesFailed={onTilesFailed}
              labels={{ pin: label, zoomIn: t('map.zoomIn'), zoomOut: t('map.zoomOut') }}
            />
          </Suspense>
        )}
      </Box>
      {(tilesFailed || config.isError) && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {t('map.pointTilesFailed')}
        </Alert>
      )}
    </Box>
  );
}
