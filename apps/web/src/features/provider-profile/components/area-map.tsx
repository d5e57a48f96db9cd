import { Circle, MapContainer } from 'react-leaflet';
import { BaseLayers } from '../../../components/ui/map/base-layers.tsx';

/** About the size of the grid public points are snapped to (PUBLIC_COORDINATE_GRID_DEGREES): an area, not a door. */
export const AREA_RADIUS_METRES = 300;

export type AreaMapProps = {
  latitude: number;
  longitude: number;
  tilesUrl: string;
  /** Called once when a tile cannot load; the page says so and the rest of the profile reads the same. */
  onTilesFailed: () => void;
  labels: { zoomIn: string; zoomOut: string };
};

/**
 * The provider's area on a small Leaflet map: a circle around the rounded point, never a pin on a house. Loaded as
 * its own chunk, so Leaflet never weighs on pages without a map.
 */
export default function AreaMap({ latitude, longitude, tilesUrl, onTilesFailed, labels }: AreaMapProps) {
  const center = { lat: latitude, lng: longitude };

  return (
    <MapContainer
      center={center}
      zoom={14}
      zoomControl={false}
      scrollWheelZoom={false}
      style={{ height: '100%', width: '100%' }}
    >
      <BaseLayers tilesUrl={tilesUrl} onTilesFailed={onTilesFailed} labels={labels} />
      <Circle
        center={center}
        radius={AREA_RADIUS_METRES}
        interactive={false}
        pathOptions={{ color: '#0d47a1', weight: 2, fillColor: '#1976D2', fillOpacity: 0.2 }}
      />
    </MapContainer>
  );
}
