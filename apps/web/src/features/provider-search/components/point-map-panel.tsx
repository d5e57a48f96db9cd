import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { MapFrame } from '../../../components/ui/map/map-frame.tsx';

const PointMap = lazy(() => import('./point-map.tsx'));

/** The small map of one place, or a note when its tiles cannot load (the address above says where anyway). */
export function PointMapPanel({ latitude, longitude, label }: { latitude: number; longitude: number; label: string }) {
  const { t } = useTranslation('provider-search');
  return (
    <MapFrame
      label={t('map.pointLabel')}
      failedText={t('map.pointTilesFailed')}
      frameSx={{ height: { xs: 200, sm: 260 } }}
    >
      {(tiles) => (
        <PointMap
          latitude={latitude}
          longitude={longitude}
          {...tiles}
          labels={{ pin: label, zoomIn: t('map.zoomIn'), zoomOut: t('map.zoomOut') }}
        />
      )}
    </MapFrame>
  );
}
