import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { MapFrame } from '../../../components/ui/map/map-frame.tsx';

// Leaflet is big: it is fetched only when a map is shown.
const AreaMap = lazy(() => import('./area-map.tsx'));

type AreaMapPanelProps = { latitude: number; longitude: number; place: string | null };

/** The small map of the area, or a note when its images cannot load; the area is also written out beside it. */
export function AreaMapPanel({ latitude, longitude, place }: AreaMapPanelProps) {
  const { t } = useTranslation('provider-profile');
  return (
    <MapFrame
      label={place ? t('area.mapLabel', { place }) : t('area.mapLabelNoPlace')}
      failedText={t('area.tilesFailed')}
      frameSx={{ aspectRatio: '4 / 3' }}
    >
      {(tiles) => (
        <AreaMap
          latitude={latitude}
          longitude={longitude}
          {...tiles}
          labels={{ zoomIn: t('area.zoomIn'), zoomOut: t('area.zoomOut') }}
        />
      )}
    </MapFrame>
  );
}
