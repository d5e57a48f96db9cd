import type { SxProps, Theme } from '@mui/material';
import { lazy, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { MapFrame } from '../../../components/ui/map/map-frame.tsx';
import type { MapProvider } from './results-map.tsx';

// Leaflet and the clustering plugin are big: fetched only when a map is shown.
const ResultsMap = lazy(() => import('./results-map.tsx'));

// The results' box fills its column; the pins, clusters and popups are drawn by Leaflet with these classes.
const MAP_SX: SxProps<Theme> = {
  flexGrow: 1,
  minHeight: 320,
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
};

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
  const cluster = useCallback((count: number) => t('map.cluster', { count }), [t]);
  return (
    <MapFrame label={t('map.label')} failedText={t('map.tilesFailed')} sx={sx} noteFirst frameSx={MAP_SX}>
      {(tiles) => (
        <ResultsMap
          center={center}
          distanceKm={distanceKm}
          providers={providers}
          highlightedId={highlightedId}
          {...tiles}
          labels={{
            center: t('map.center'),
            profileLink: t('map.profileLink'),
            zoomIn: t('map.zoomIn'),
            zoomOut: t('map.zoomOut'),
            closePopup: t('map.closePopup'),
            cluster,
          }}
        />
      )}
    </MapFrame>
  );
}
