import { divIcon } from 'leaflet';
import { useEffect } from 'react';
import { MapContainer, Marker, useMap } from 'react-leaflet';
import { BaseLayers } from '../../../components/ui/map/base-layers.tsx';

export type PointMapProps = {
  latitude: number;
  longitude: number;
  tilesUrl: string;
  onTilesFailed: () => void;
  labels: { pin: string; zoomIn: string; zoomOut: string };
};

const PIN = divIcon({
  className: 'kinderly-map-pin',
  html: '<svg viewBox="0 0 24 36" width="30" height="45" aria-hidden="true"><path fill="#1976D2" stroke="#0d47a1" d="M12 0C5.4 0 0 5.4 0 12c0 9 12 24 12 24s12-15 12-24C24 5.4 18.6 0 12 0z"/><circle cx="12" cy="12" r="4.5" fill="#fff"/></svg>',
  iconSize: [30, 45],
  iconAnchor: [15, 45],
});

function FollowPoint({ latitude, longitude }: { latitude: number; longitude: number }) {
  const map = useMap();
  useEffect(() => {
    map.setView([latitude, longitude], map.getZoom());
  }, [map, latitude, longitude]);
  return null;
}

/** A small map with one pin: the place a parent is about to save. Loaded as its own chunk, like every map. */
export default function PointMap({ latitude, longitude, tilesUrl, onTilesFailed, labels }: PointMapProps) {
  return (
    <MapContainer
      center={[latitude, longitude]}
      zoom={14}
      zoomControl={false}
      scrollWheelZoom={false}
      style={{ height: '100%', width: '100%' }}
    >
      <BaseLayers tilesUrl={tilesUrl} onTilesFailed={onTilesFailed} labels={labels} />
      <Marker position={[latitude, longitude]} icon={PIN} title={labels.pin} keyboard={false} />
      <FollowPoint latitude={latitude} longitude={longitude} />
    </MapContainer>
  );
}
