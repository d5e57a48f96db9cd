import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { MapFrame } from '../../../components/ui/map/map-frame.tsx';
import type { LatLng } from './location-map.tsx';

// Leaflet is big: it is fetched only when a map is shown.
const LocationMap = lazy(() => import('./location-map.tsx'));

type MapPanelProps = { position: LatLng; onMove: (position: LatLng) => void };

/** The map with the draggable pin, or a note when the map cannot be shown; the typed fields work either way. */
export function MapPanel({ position, onMove }: MapPanelProps) {
  const { t } = useTranslation('provider-enrolment');
  return (
    <MapFrame
      label={t('location.map.label')}
      failedText={t('location.map.tilesFailed')}
      frameSx={{ height: { xs: 260, sm: 340 } }}
    >
      {(tiles) => (
        <LocationMap
          position={position}
          onMove={onMove}
          {...tiles}
          labels={{ pin: t('location.map.pin'), zoomIn: t('location.map.zoomIn'), zoomOut: t('location.map.zoomOut') }}
        />
      )}
    </MapFrame>
  );
}
