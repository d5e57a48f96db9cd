import 'leaflet/dist/leaflet.css';
import type { LeafletEvent } from 'leaflet';
import { useMemo, useRef } from 'react';
import { Circle, MapContainer, TileLayer, ZoomControl } from 'react-leaflet';

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
  const failedRef = useRef(false);
  const tileHandlers = useMemo(
    () => ({
      tileerror: (_event: LeafletEvent) => {
        if (failedRef.current) return;
        failedRef.current = true;
        onTilesFailed();
      },
    }),
    [onTilesFailed],
  );
  const center = { lat: latitude, lng: longitude };

  return (
    <MapContainer
      center={center}
      zoom={14}
      zoomControl={false}
      scrollWheelZoom={false}
      style={{ height: '100%', width: '100%' }}
    >
      {tilesUrl && (
        <TileLayer
          url={tilesUrl}
          attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'
          eventHandlers={tileHandlers}
        />
      )}
      <ZoomControl position="topright" zoomInTitle={labels.zoomIn} zoomOutTitle={labels.zoomOut} />
      <Circle
        center={center}
        radius={AREA_RADIUS_METRES}
        interactive={false}
        pathOptions={{ color: '#0d47a1', weight: 2, fillColor: '#1976D2', fillOpacity: 0.2 }}
      />
    </MapContainer>
  );
}
